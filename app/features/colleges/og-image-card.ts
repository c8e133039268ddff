/**
 * The link-preview card of a college page (og:image): 1200 x 630, the size WhatsApp, Facebook,
 * LinkedIn and X show large. Drawn as SVG in the brand's colours (app/styles/app.css) for sharp to
 * turn into a PNG (og-image.server.ts). Pure: no sharp, no database, so the layout is tested alone.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface OgCardText {
  brandName: string;
  collegeName: string;
  /** "Bengaluru, Karnataka" */
  place: string;
  /** The college's stream (its category), if it has one. */
  stream: string | null;
}

// The brand's colours: --navy-dark, --navy, --amber and the banner's light text in app/styles/app.css.
const NAVY_DARK = "#0b1f47";
const NAVY = "#12306b";
const AMBER = "#f5a524";
const ON_AMBER = "#1a1200";
const SOFT_TEXT = "#dbe4f5";

/**
 * DejaVu Sans is on every Debian machine (fonts-dejavu-core) and is what the widths below were
 * measured on. Where it is missing, librsvg falls back to the system's generic sans-serif, whose
 * glyphs are no wider, so the text still fits its box.
 */
const FONT_FAMILY = "'DejaVu Sans', sans-serif";

const MARGIN = 80;
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * MARGIN;
/** The college name's sizes, largest first: the largest at which it fits in three lines is used. */
const SMALLEST_NAME_SIZE = 50;
const NAME_SIZES = [68, 58, SMALLEST_NAME_SIZE];
const NAME_MAX_LINES = 3;
const ELLIPSIS = "…";
/** Where the block under the brand may start. */
const BLOCK_TOP = 170;

// Advance widths of DejaVu Sans Bold in em, grouped (measured with sharp's own text renderer),
// each group at its widest member, so an estimate errs on the wide side and text wraps early
// rather than running off the card.
const NARROW = new Set(" .,:;'!|/\\iIjJl");
const SEMI_NARROW = new Set('()[]{}frt-"*?_`');
const WIDE = new Set("mwMW%@");

function charWidth(char: string): number {
  if (NARROW.has(char)) return 0.4;
  if (SEMI_NARROW.has(char)) return 0.55;
  if (WIDE.has(char)) return 1.1;
  if (char >= "A" && char <= "Z") return 0.85;
  if ((char >= "a" && char <= "z") || (char >= "0" && char <= "9")) return 0.72;
  // Other signs, and letters of other scripts (which another font draws): on the wide side.
  return 0.9;
}

/** The estimated width in pixels of a line of text at a font size (bold; regular text is narrower). */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize;
}

/** The line, cut where it must to fit the width with an ellipsis after it. */
function withEllipsis(line: string, maxWidth: number, fontSize: number): string {
  const chars = Array.from(line.trimEnd());
  while (chars.length > 0 && textWidth(chars.join("") + ELLIPSIS, fontSize) > maxWidth) chars.pop();
  // No dangling space or comma before the ellipsis.
  const kept = chars.join("").replace(/[\s,.;:–-]+$/u, "");
  return kept + ELLIPSIS;
}

/**
 * Words into at most `maxLines` lines no wider than `maxWidth`; a word too long for a line is cut
 * where it must. Beyond the last line, the text is cut and the last line ends in an ellipsis.
 */
export function wrapText(
  text: string,
  options: { maxWidth: number; fontSize: number; maxLines: number },
): { lines: string[]; cut: boolean } {
  const { maxWidth, fontSize, maxLines } = options;
  const fits = (line: string) => textWidth(line, fontSize) <= maxWidth;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && Array.from(current).length > 1) {
      const chars = Array.from(current);
      let take = chars.length - 1;
      while (take > 1 && !fits(chars.slice(0, take).join(""))) take--;
      lines.push(chars.slice(0, take).join(""));
      current = chars.slice(take).join("");
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, maxWidth, fontSize);
  return { lines: kept, cut: true };
}

/** One line: the text as it is when it fits, else cut with an ellipsis. */
function oneLine(text: string, maxWidth: number, fontSize: number): string {
  return wrapText(text, { maxWidth, fontSize, maxLines: 1 }).lines[0] ?? "";
}

/**
 * Text made safe inside an SVG (XML) document: the five markup characters as entities, and the
 * control characters XML 1.0 does not allow at all (an unparseable SVG would fail the render) dropped.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
      .replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
  );
}

/** The college name at the largest size at which it fits in three lines (cut with an ellipsis at the smallest). */
function nameLayout(name: string): { lines: string[]; fontSize: number; cut: boolean } {
  const at = (fontSize: number) => ({
    fontSize,
    ...wrapText(name, { maxWidth: TEXT_WIDTH, fontSize, maxLines: NAME_MAX_LINES }),
  });
  return NAME_SIZES.map(at).find((layout) => !layout.cut) ?? at(SMALLEST_NAME_SIZE);
}

/** The brand's drawn mark (components/layout/brand-logo.tsx) on its 40 x 40 grid. */
function brandMark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">
    <rect width="40" height="40" rx="9" fill="${NAVY}" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>
    <path d="M20 7l11 6v3H9v-3z" fill="${AMBER}"/>
    <path d="M11 18h4v11h-4zm7 0h4v11h-4zm7 0h4v11h-4zM9 31h22v3H9z" fill="#fff"/>
  </g>`;
}

function textLine(text: string, x: number, y: number, size: number, fill: string, weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;
}

/** The card as an SVG document: the brand at the top; the stream, the college's name and its place below, centred in the rest. */
export function collegeCardSvg(card: OgCardText): string {
  const header = [
    brandMark(MARGIN, 56, 64),
    textLine(oneLine(card.brandName, TEXT_WIDTH - 88, 34), MARGIN + 88, 100, 34, "#fff"),
  ];

  // The block under the header, laid out from y = 0 and then moved down into place.
  const block: string[] = [];
  let y = 0;
  if (card.stream) {
    const stream = oneLine(card.stream, TEXT_WIDTH - 48, 26);
    const pillWidth = Math.round(textWidth(stream, 26)) + 48;
    block.push(`<rect x="${MARGIN}" y="0" width="${pillWidth}" height="46" rx="23" fill="${AMBER}"/>`);
    block.push(textLine(stream, MARGIN + 24, 32, 26, ON_AMBER));
    y = 46 + 24;
  }
  const name = nameLayout(card.collegeName);
  const lineHeight = Math.round(name.fontSize * 1.18);
  for (const line of name.lines) {
    y += lineHeight;
    block.push(textLine(line, MARGIN, y - Math.round(name.fontSize * 0.22), name.fontSize, "#fff"));
  }
  if (card.place) {
    y += 52;
    block.push(textLine(oneLine(card.place, TEXT_WIDTH, 34), MARGIN, y, 34, SOFT_TEXT, 400));
    y += 10;
  }
  // Between the header (ends near 150) and the amber band at the foot, a little above the middle.
  const free = OG_IMAGE_HEIGHT - 40 - BLOCK_TOP;
  const top = BLOCK_TOP + Math.max(0, Math.round((free - y) * 0.45));

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY_DARK}"/>
      <stop offset="1" stop-color="${NAVY}"/>
    </linearGradient>
  </defs>
  <rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#band)"/>
  <g opacity="0.06">${brandMark(OG_IMAGE_WIDTH - 420, OG_IMAGE_HEIGHT - 400, 460)}</g>
  <rect y="${OG_IMAGE_HEIGHT - 14}" width="${OG_IMAGE_WIDTH}" height="14" fill="${AMBER}"/>
  ${header.join("\n  ")}
  <g transform="translate(0 ${top})">
    ${block.join("\n    ")}
  </g>
</svg>`;
}
