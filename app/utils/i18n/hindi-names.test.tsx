import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { demoColleges } from "#app/db/seed/demo-colleges";
import { DEFAULT_DOCUMENT_CHECKLIST } from "#app/features/settings/document-checklist";
import { DEFAULT_SITE_SETTINGS } from "#app/features/settings/site-settings";
import { documentNameIn, studyModeIn } from "./stored-words";
import type { Locale } from "./locale";
import { messagesFor } from "./messages";
import { PlaceName, placeIn } from "./place-names";

/**
 * Hindi to the last word (issue 44, item 7): places and documents, stored in English, are shown in
 * Hindi on Hindi pages; what the glossaries lack stays as written, marked as English; and no
 * message that names a counsellor assumes whether they are a man or a woman.
 */

const LATIN = /[A-Za-z]/;

describe("places", () => {
  test("in Hindi on a Hindi page, as stored on an English one; a part the glossary lacks is marked as English", () => {
    expect(placeIn("hi", "Bengaluru, Karnataka")).toEqual({ text: "बेंगलुरु, कर्नाटक", lang: undefined });
    expect(placeIn("hi", "Bengaluru (head office)")).toEqual({ text: "बेंगलुरु (मुख्य कार्यालय)", lang: undefined });
    expect(placeIn("hi", "Nowhere Nagar, Mumbai")).toEqual({ text: "Nowhere Nagar, Mumbai", lang: "en" });
    expect(placeIn("en", "Bengaluru, Karnataka")).toEqual({ text: "Bengaluru, Karnataka", lang: undefined });
    expect(renderToStaticMarkup(<PlaceName locale="hi">Nowhere Nagar, Mumbai</PlaceName>)).toBe(
      '<span lang="en">Nowhere Nagar</span>, मुंबई',
    );
    expect(renderToStaticMarkup(<PlaceName locale="en">Powai, Mumbai</PlaceName>)).toBe("Powai, Mumbai");
  });

  test("every place of the demo catalogue and of the offices has its Hindi name", () => {
    const places = [
      ...demoColleges.flatMap((college) => [college.location, college.cities, college.state]),
      ...DEFAULT_SITE_SETTINGS.offices.map((office) => office.city),
    ];
    const missing = places.filter((place) => placeIn("hi", place).lang !== undefined);
    expect(missing).toEqual([]);
    for (const place of places) expect(placeIn("hi", place).text, place).not.toMatch(LATIN);
  });
});

test("the default checklist's documents have Hindi names, so the status page's upload reads all in Hindi", () => {
  const status = messagesFor("hi").student.status;
  for (const { name } of DEFAULT_DOCUMENT_CHECKLIST) {
    const hindi = documentNameIn("hi", name);
    expect(hindi, name).not.toMatch(LATIN);
    expect(status.chooseFile(hindi)).not.toMatch(LATIN);
  }
  expect(status.chooseFile(documentNameIn("hi", "Entrance exam scorecard"))).toBe("प्रवेश परीक्षा स्कोरकार्ड की फ़ाइल चुनें");
  expect(documentNameIn("en", "Entrance exam scorecard")).toBe("Entrance exam scorecard");
  // A document an owner added that the glossary lacks: as written (the page marks it as English).
  expect(documentNameIn("hi", "Sports quota letter")).toBe("Sports quota letter");
});

/**
 * Words that give a counsellor named in the message a gender: in Hindi a verb or a possessive
 * that agrees with them (रखते हैं / रखती हैं, आपके / आपकी काउंसलर), in English a pronoun.
 */
const GENDERED: Record<Locale, RegExp[]> = {
  hi: [
    /(आपके|आपकी|अपने|अपनी) काउंसलर Priya/,
    // A person named is "they" in Hindi too (रखते हैं / रखती हैं): a passive (किया जाता है) agrees with the page.
    /Priya[^।:]*?(?:ते|ती|रहे|रही) (?:हैं|थे|थीं)/,
    /Priya[^।:]*?(?:ेंगे|ेंगी)(?:\s|।|$)/,
  ],
  en: [/\b(?:he|she|his|her|hers|him)\b/i],
};

/** Every message of a catalogue that takes a counsellor's name (a parameter named counsellor), said with "Priya". */
function counsellorMessages(locale: Locale): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "function") {
      const params =
        /^\(?([^)=]*)\)?\s*=>/
          .exec(String(value))?.[1]
          ?.split(",")
          .map((p) => p.trim()) ?? [];
      if (!params.some((param) => /counsellor/i.test(param))) return;
      found.push([path, String(value(...params.map((param) => (/counsellor/i.test(param) ? "Priya" : "कल"))))]);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  walk(messagesFor(locale), locale);
  return found;
}

describe.each<Locale>(["en", "hi"])("messages naming a counsellor assume no gender: %s", (locale) => {
  test("none agrees with the counsellor as a man or a woman", () => {
    const messages = counsellorMessages(locale);
    // The booking's thanks, the session's summary, the status page's intro and its "ask", the e-mails'.
    expect(messages.length).toBeGreaterThanOrEqual(5);
    const gendered = messages.filter(([, text]) => GENDERED[locale].some((pattern) => pattern.test(text)));
    expect(gendered).toEqual([]);
  });
});

test("study modes in Hindi on a Hindi page; one the glossary lacks as stored", () => {
  expect(studyModeIn("hi", "Full time")).toBe("फ़ुल-टाइम");
  expect(studyModeIn("en", "Full time")).toBe("Full time");
  expect(studyModeIn("hi", "Weekend")).toBe("Weekend");
  for (const college of demoColleges) expect(studyModeIn("hi", college.studyMode)).not.toMatch(LATIN);
});
