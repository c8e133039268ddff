/**
 * Words the database keeps in English, in Hindi (app/utils/i18n/stored-words.ts). First, the
 * documents an application asks for, in Hindi (issue 44, item 7): the default checklist
 * (features/settings/document-checklist.ts) and the others owners most often add. Applications
 * store a document's name in English as the checklist had it; the Hindi status page shows it in
 * Hindi from here, and a name not here as written, marked as English. Each reads well alone and
 * before "की फ़ाइल चुनें" or "अपलोड करें" (no का/के that would have to change). Keys are compared
 * without regard to case.
 */
export const HINDI_DOCUMENT_NAMES: Readonly<Record<string, string>> = {
  "Class 10 marksheet": "कक्षा 10 की मार्कशीट",
  "Class 12 marksheet": "कक्षा 12 की मार्कशीट",
  "Entrance exam scorecard": "प्रवेश परीक्षा स्कोरकार्ड",
  "Photo ID": "फ़ोटो पहचान पत्र",
  "Passport photo": "पासपोर्ट साइज़ फ़ोटो",
  "Category certificate": "श्रेणी (कैटेगरी) प्रमाणपत्र",
  "Aadhaar card": "आधार कार्ड",
  "Transfer certificate": "ट्रांसफ़र सर्टिफ़िकेट",
  "Migration certificate": "माइग्रेशन सर्टिफ़िकेट",
  "Character certificate": "चरित्र प्रमाणपत्र",
  "Income certificate": "आय प्रमाणपत्र",
  "Domicile certificate": "निवास प्रमाणपत्र",
  "Birth certificate": "जन्म प्रमाणपत्र",
  "Gap certificate": "गैप सर्टिफ़िकेट",
  "Medical fitness certificate": "मेडिकल फ़िटनेस सर्टिफ़िकेट",
};

/** How a college teaches (the college form's Study mode), in Hindi. */
export const HINDI_STUDY_MODES: Readonly<Record<string, string>> = {
  "Full time": "फ़ुल-टाइम",
  "Full-time": "फ़ुल-टाइम",
  "Part time": "पार्ट-टाइम",
  "Part-time": "पार्ट-टाइम",
  Online: "ऑनलाइन",
  Distance: "दूरस्थ शिक्षा",
  "Distance learning": "दूरस्थ शिक्षा",
};
