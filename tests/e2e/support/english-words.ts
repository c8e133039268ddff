import type { Page } from "playwright-core";

/**
 * The words a Hindi page may show in Latin letters without marking them as English (issue 26:
 * "names stay as written"): exams, degrees and other abbreviations, the brand, the apps and the
 * units people read in Latin (docs/glossary-hi.md, "English terms: Devanagari or Latin"). Any
 * other English on a Hindi page must be inside an element marked `lang="en"` (catalogue text with
 * no Hindi version yet, a college's name): the test reads those as names.
 */
export const NAMES_ON_HINDI_PAGES = new Set(
  [
    // The brand and the apps.
    "Margdarshan",
    "Education",
    "WhatsApp",
    "Google",
    "Facebook",
    "Instagram",
    "YouTube",
    "LinkedIn",
    "X",
    // The social network's former name, which its link says beside X.
    "Twitter",
    // Exams and the bodies that hold them.
    "JEE",
    "Main",
    "Advanced",
    "NEET",
    "NEET-UG",
    "UG",
    "PG",
    "CAT",
    "MAT",
    "XAT",
    "CMAT",
    "GMAT",
    "KCET",
    "COMEDK",
    "UGET",
    "MHT",
    "CET",
    "MHT-CET",
    "WBJEE",
    "GATE",
    "PGCET",
    "KMAT",
    "KEA",
    "JoSAA",
    "MCC",
    "NTA",
    "CUET",
    "BITSAT",
    "VITEEE",
    "SRMJEEE",
    "MET",
    "NIRF",
    "AICTE",
    "UGC",
    "NAAC",
    "NBA",
    "NMC",
    "DCI",
    "AIIMS",
    "IIT",
    "IITs",
    "NIT",
    "NITs",
    "IIIT",
    "IIITs",
    "IIM",
    "IIMs",
    // Degrees and courses as printed on marksheets.
    "B.Tech",
    "M.Tech",
    "B.E.",
    "BE",
    "MBBS",
    "BDS",
    "MD",
    "MS",
    "BAMS",
    "BHMS",
    "MBA",
    "PGDM",
    "BBA",
    "BCA",
    "MCA",
    "B.Arch",
    "M.Arch",
    "B.Com",
    "B.Sc",
    "M.Sc",
    "LLB",
    "B.Des",
    "M.Des",
    "PhD",
    "PCM",
    "PCB",
    "CSE",
    "ECE",
    "EEE",
    "IT",
    "AI",
    "ML",
    // Other abbreviations read letter by letter.
    "SMS",
    "OTP",
    "UPI",
    "PDF",
    "JPG",
    "PNG",
    "KB",
    "MB",
    "GST",
    "GSTIN",
    "SC",
    "ST",
    "OBC",
    // The OBC seats of the non-creamy layer, as counselling tables name them.
    "OBC-NCL",
    "EWS",
    "NRI",
    "PIO",
    "OCI",
    "DPDP",
    "NCS",
    "ID",
    "PI",
    "GD",
    "WAT",
    "CTC",
    "LPA",
    "INR",
    "IST",
    "am",
    "pm",
  ].map((word) => word.toLowerCase()),
);

/**
 * The attributes a visitor meets as words: read aloud (aria-label, alt), shown on hover (title) or
 * in an empty field (placeholder).
 */
const WORDED_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];

/**
 * The Latin-letter words a Hindi page shows that are neither a name of the list above nor inside
 * an element marked as English (`lang="en"` or `lang="en-IN"`): on a Hindi page, each is a string
 * still to be written in Hindi. Read from the visible text, the options of every drop-down (a
 * closed one's too: they are what a tap opens), and the worded attributes of visible elements.
 * E-mail addresses and web addresses are skipped. One line per text that has such words:
 * `words (in "<the text>")`.
 */
export async function unmarkedEnglishWords(page: Page, extraNames: readonly string[] = []): Promise<string[]> {
  const found: [string, string][] = await page.evaluate((attributes) => {
    const found: [string, string][] = [];
    const markedEnglish = (element: Element) =>
      (element.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().startsWith("en");
    const read = (text: string) => {
      const bare = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|in|org|net)\b\S*/g, " ");
      for (const word of bare.match(/[A-Za-z][A-Za-z.'’+-]*[A-Za-z]|[A-Za-z]/g) ?? [])
        found.push([word, text.trim().slice(0, 80)]);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      // An option is shown when its drop-down opens: read whether or not the browser reports it visible.
      const option = element.closest("option, optgroup");
      const select = element.closest("select");
      if (option ? select && !select.checkVisibility() : !element.checkVisibility({ visibilityProperty: true }))
        continue;
      if (!markedEnglish(element)) read(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))) {
      if (element.closest("script, style, noscript, template") || !element.checkVisibility()) continue;
      if (markedEnglish(element)) continue;
      for (const name of attributes) read(element.getAttribute(name) ?? "");
    }
    for (const group of document.body.querySelectorAll("optgroup[label]")) {
      if (!markedEnglish(group)) read(group.getAttribute("label") ?? "");
    }
    return found;
  }, WORDED_ATTRIBUTES);
  const names = new Set([...extraNames.flatMap((name) => name.toLowerCase().split(/\s+/))]);
  const unmarked = found.filter(([word]) => {
    const lower = word.toLowerCase().replace(/[.'’]+$/, "");
    return !NAMES_ON_HINDI_PAGES.has(lower) && !NAMES_ON_HINDI_PAGES.has(`${lower}.`) && !names.has(lower);
  });
  // One line per text: its unmarked words, then the text they are in.
  const byText = new Map<string, Set<string>>();
  for (const [word, text] of unmarked) byText.set(text, (byText.get(text) ?? new Set()).add(word));
  return [...byText].map(([text, words]) => `${[...words].join(" ")} (in "${text}")`);
}

/**
 * Texts a Hindi page marks as English although they have a Hindi name (`hindiNames`: English
 * names, lower case): a place or a document the page should have shown in Hindi. A marked
 * element's text counts whole, or when each of its comma-separated parts has one ("Powai, Mumbai";
 * not "Birla Institute of Technology and Science, Pilani", a college's name).
 */
export async function markedEnglishWithHindiName(page: Page, hindiNames: ReadonlySet<string>): Promise<string[]> {
  const marked: string[] = await page.evaluate(() =>
    [...document.body.querySelectorAll('[lang^="en"]')]
      .filter((element) => element.closest("select") ?? element.checkVisibility())
      .map((element) => (element.textContent ?? "").trim()),
  );
  const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return [
    ...new Set(
      marked.filter(
        (text) => hindiNames.has(normal(text)) || text.split(",").every((part) => hindiNames.has(normal(part))),
      ),
    ),
  ];
}
