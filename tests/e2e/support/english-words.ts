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
 * The Latin-letter words of a page's visible text that are neither a name of the list above nor
 * inside an element marked as English (`lang="en"` or `lang="en-IN"`): on a Hindi page, each is a
 * string still to be written in Hindi. E-mail addresses and web addresses are skipped.
 */
export async function unmarkedEnglishWords(page: Page, extraNames: readonly string[] = []): Promise<string[]> {
  const words: string[] = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const marked = element.closest("[lang]")?.getAttribute("lang") ?? "";
      if (marked.toLowerCase().startsWith("en")) continue;
      const text = (node.textContent ?? "").replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|in|org|net)\b\S*/g, " ");
      found.push(...(text.match(/[A-Za-z][A-Za-z.'’+-]*[A-Za-z]|[A-Za-z]/g) ?? []));
    }
    return found;
  });
  const names = new Set([...extraNames.flatMap((name) => name.toLowerCase().split(/\s+/))]);
  return [
    ...new Set(
      words.filter((word) => {
        const lower = word.toLowerCase().replace(/[.'’]+$/, "");
        return !NAMES_ON_HINDI_PAGES.has(lower) && !NAMES_ON_HINDI_PAGES.has(`${lower}.`) && !names.has(lower);
      }),
    ),
  ];
}
