/**
 * Hindi in the college search (issue 26, part 5): the words a student types in Devanagari, and the
 * Hindi typed in Latin letters, read as the English words they mean, before the search reads the
 * query (search-words.ts). The index stays English: "बेंगलुरु इंजीनियरिंग" is searched as
 * "bengaluru engineering", so both find the same colleges in the same order.
 *
 * Devanagari is compared without its nukta (फ़ीस and फीस are typed both ways) and in NFC.
 */

/** Devanagari words and the English word (or words) they mean. An empty string: say nothing of which college. */
const DEVANAGARI: ReadonlyArray<readonly [string, string]> = [
  // Streams and degrees.
  ["इंजीनियरिंग", "engineering"],
  ["इंजिनियरिंग", "engineering"],
  ["इंजीनियर", "engineering"],
  ["अभियांत्रिकी", "engineering"],
  ["मेडिकल", "medical"],
  ["मेडिसिन", "medical"],
  ["चिकित्सा", "medical"],
  ["डॉक्टरी", "medical"],
  ["मैनेजमेंट", "management"],
  ["मैनेजमेन्ट", "management"],
  ["प्रबंधन", "management"],
  ["बिज़नेस", "management"],
  ["एमबीए", "mba"],
  ["एम.बी.ए", "mba"],
  ["बीटेक", "btech"],
  ["बी.टेक", "btech"],
  ["बी.टेक.", "btech"],
  ["बीई", "btech"],
  ["एमटेक", "mtech"],
  ["एम.टेक", "mtech"],
  ["एमबीबीएस", "mbbs"],
  ["एम.बी.बी.एस", "mbbs"],
  ["बीबीए", "bba"],
  ["बीडीएस", "bds"],
  ["डेंटल", "dental"],
  ["फ़ार्मेसी", "pharmacy"],
  ["नर्सिंग", "nursing"],
  ["लॉ", "law"],
  ["क़ानून", "law"],
  ["आर्किटेक्चर", "architecture"],
  ["कंप्यूटर", "computer"],
  ["साइंस", "science"],
  // Short names of institutes.
  ["आईआईटी", "iit"],
  ["आईआईएम", "iim"],
  ["एनआईटी", "nit"],
  ["आईआईआईटी", "iiit"],
  ["एम्स", "aiims"],
  ["बिट्स", "bits"],
  ["वीआईटी", "vit"],
  // Entrance exams of the catalogue, and the words of their names ("जेईई मेन", "नीट यूजी").
  ["नीट", "neet"],
  ["जेईई", "jee"],
  ["मेन", "main"],
  ["मेंस", "main"],
  ["मेन्स", "main"],
  ["एडवांस्ड", "advanced"],
  ["एडवांस", "advanced"],
  ["कैट", "cat"],
  ["ज़ैट", "xat"],
  ["एक्सएटी", "xat"],
  ["सीमैट", "cmat"],
  ["मेट", "met"],
  ["केसीईटी", "kcet"],
  ["एमएचटी", "mht"],
  ["सीईटी", "cet"],
  ["वीआईटीईईई", "viteee"],
  ["कॉमेडके", "comedk"],
  ["कोमेडके", "comedk"],
  ["यूजीईटी", "uget"],
  ["बिटसैट", "bitsat"],
  ["यूजी", "ug"],
  ["पीजी", "pg"],
  // Kinds of college.
  ["सरकारी", "government"],
  ["प्राइवेट", "private"],
  ["निजी", "private"],
  ["यूनिवर्सिटी", "university"],
  ["विश्वविद्यालय", "university"],
  ["संस्थान", "institute"],
  // Cities and states of the catalogue, and their other names.
  ["बेंगलुरु", "bengaluru"],
  ["बेंगलूरु", "bengaluru"],
  ["बंगलुरु", "bengaluru"],
  ["बैंगलोर", "bengaluru"],
  ["बेंगलोर", "bengaluru"],
  ["बंगलौर", "bengaluru"],
  ["बंगलोर", "bengaluru"],
  ["मैसूरु", "mysuru"],
  ["मैसूर", "mysuru"],
  ["मंगलुरु", "mangaluru"],
  ["मंगलौर", "mangaluru"],
  ["मणिपाल", "manipal"],
  ["उडुपी", "udupi"],
  ["हुब्बल्ली", "hubballi"],
  ["हुबली", "hubballi"],
  ["बेलगावी", "belagavi"],
  ["बेलगाम", "belagavi"],
  ["मुंबई", "mumbai"],
  ["बॉम्बे", "bombay"],
  ["बोम्बे", "bombay"],
  ["बाम्बे", "bombay"],
  ["बंबई", "mumbai"],
  ["बम्बई", "mumbai"],
  ["पुणे", "pune"],
  ["पूना", "pune"],
  ["दिल्ली", "delhi"],
  ["नई", "new"],
  ["चेन्नई", "chennai"],
  ["मद्रास", "chennai"],
  ["कोलकाता", "kolkata"],
  ["कलकत्ता", "kolkata"],
  ["हैदराबाद", "hyderabad"],
  ["वेल्लोर", "vellore"],
  ["तिरुचिरापल्ली", "tiruchirappalli"],
  ["त्रिची", "tiruchirappalli"],
  ["पिलानी", "pilani"],
  ["अहमदाबाद", "ahmedabad"],
  ["जमशेदपुर", "jamshedpur"],
  ["जयपुर", "jaipur"],
  ["कर्नाटक", "karnataka"],
  ["महाराष्ट्र", "maharashtra"],
  ["तमिलनाडु", "tamil nadu"],
  ["तमिल", "tamil"],
  ["नाडु", "nadu"],
  ["पश्चिम", "west"],
  ["बंगाल", "bengal"],
  ["राजस्थान", "rajasthan"],
  ["झारखंड", "jharkhand"],
  ["गुजरात", "gujarat"],
  ["तेलंगाना", "telangana"],
  ["केरल", "kerala"],
  ["भारत", "india"],
  // What a question says around the words that matter: read as nothing.
  ["कॉलेज", ""],
  ["कालेज", ""],
  ["कॉलेजों", ""],
  ["महाविद्यालय", ""],
  ["कोर्स", ""],
  ["फ़ीस", ""],
  ["फीस", ""],
  ["में", ""],
  ["मे", ""],
  ["के", ""],
  ["का", ""],
  ["की", ""],
  ["को", ""],
  ["से", ""],
  ["और", ""],
  ["या", ""],
  ["लिए", ""],
  ["वाले", ""],
  ["वाला", ""],
  ["सबसे", ""],
  ["अच्छे", ""],
  ["अच्छा", ""],
  ["अच्छी", ""],
  ["बेहतरीन", ""],
  ["बढ़िया", ""],
  ["टॉप", ""],
  ["बेस्ट", ""],
  ["कौन", ""],
  ["कौनसा", ""],
  ["कौनसे", ""],
  ["क्या", ""],
  ["कहाँ", ""],
  ["कहां", ""],
  ["कितनी", ""],
  ["कितना", ""],
  ["कैसे", ""],
  ["है", ""],
  ["हैं", ""],
  ["लिस्ट", ""],
  ["सूची", ""],
  ["पास", ""],
  ["नज़दीक", ""],
  ["मुझे", ""],
  ["हमें", ""],
  ["चाहिए", ""],
  ["बताइए", ""],
  ["बताओ", ""],
  ["भी", ""],
  ["लिये", ""],
  ["द्वारा", ""],
  ["स्वीकार", ""],
  ["करने", ""],
  ["करते", ""],
  ["परीक्षा", ""],
  ["एग्ज़ाम", ""],
];

/** Hindi typed in Latin letters that says nothing of which college: "engineering college bangalore mein". */
export const LATIN_HINDI_STOP_WORDS: ReadonlySet<string> = new Set([
  "mein",
  "me",
  "ke",
  "ka",
  "ki",
  "ko",
  "se",
  "aur",
  "ya",
  "liye",
  "lie",
  "wale",
  "wala",
  "wali",
  "vale",
  "sabse",
  "achhe",
  "acche",
  "achha",
  "accha",
  "achchhe",
  "badhiya",
  "kaun",
  "kaunsa",
  "konsa",
  "kaunse",
  "kya",
  "kahan",
  "kitni",
  "kitna",
  "kaise",
  "hai",
  "hain",
  "paas",
]);

/** Devanagari as typed, as compared: NFC, without the nukta sign (फ़ = फ). */
const plainDevanagari = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .normalize("NFC");

const DEVANAGARI_WORDS: ReadonlyMap<string, string> = new Map(
  DEVANAGARI.map(([hindi, english]) => [plainDevanagari(hindi), english]),
);

/** A run of Devanagari letters (with dots between, as in बी.टेक). */
const DEVANAGARI_RUN =
  /[\u0900-\u0963\u0971-\u097F](?:[\u0900-\u0963\u0971-\u097F.]*[\u0900-\u0963\u0971-\u097F])?\.?/g;

/**
 * The query with each Devanagari word replaced by the English it means. A word the table does not
 * know stays as typed: a word the student asked for that no college has, so that colleges with
 * only the other words are a partial answer ("आईआईटी पटना", as "iit patna"), never a full one.
 * The last word of a query still being typed (`unfinished`) reads as what the table's words it
 * starts mean, when they mean one thing ("आईआईटी बॉ": Bombay), and as nothing yet when several.
 */
export function fromHindi(query: string, { unfinished = false } = {}): string {
  const end = query.trimEnd().length;
  return query.replace(DEVANAGARI_RUN, (word: string, at: number) => {
    const plain = plainDevanagari(word);
    const last = unfinished && at + word.length === end;
    return ` ${DEVANAGARI_WORDS.get(plain) ?? (last ? completion(plain) : undefined) ?? plain} `;
  });
}

/** What the table's words that start with `start` mean: one meaning, "" for several, undefined for none. */
function completion(start: string): string | undefined {
  const meanings = new Set<string>();
  for (const [hindi, english] of DEVANAGARI_WORDS) if (hindi.startsWith(start)) meanings.add(english);
  if (meanings.size > 1) return "";
  return meanings.values().next().value;
}
