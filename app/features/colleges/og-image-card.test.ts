import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { collegeCardSvg, escapeXml, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, textWidth, wrapText } from "./og-image-card";

const card = {
  brandName: "Margdarshan Education",
  collegeName: "RV College of Engineering",
  place: "Bengaluru, Karnataka",
  stream: "Engineering",
};

/** The card drawn as sharp draws it for the route, as raw grey pixels. */
async function drawn(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    brightest: (x0: number, x1: number, y0: number, y1: number) => brightest(data, info.width, x0, x1, y0, y1),
  };
}

function brightest(data: Buffer, width: number, x0: number, x1: number, y0: number, y1: number): number {
  let max = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) max = Math.max(max, data[y * width + x]!);
  return max;
}

describe("the college page's link-preview card", () => {
  test("wraps words into lines that fit, and cuts what is past the last line with an ellipsis", () => {
    const options = { maxWidth: 500, fontSize: 50, maxLines: 3 };
    expect(wrapText("RV College of Engineering", options)).toEqual({
      lines: ["RV College of", "Engineering"],
      cut: false,
    });
    const long = wrapText("one two three four five six seven eight nine ten eleven twelve thirteen", options);
    expect(long.cut).toBe(true);
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]).toMatch(/\w…$/);
    for (const line of long.lines) expect(textWidth(line, 50)).toBeLessThanOrEqual(500);
    // A word longer than a line is cut where it must; spaces and line breaks are one space.
    const word = wrapText("W".repeat(20), options);
    expect(word.lines.join("")).toBe("W".repeat(20));
    expect(word.lines.length).toBeGreaterThan(1);
    expect(wrapText("  Indian\n Institute  ", options).lines).toEqual(["Indian Institute"]);
  });

  test("escapes every text for XML, and drops characters XML cannot hold", () => {
    expect(escapeXml(`A&B <College> "Q" 'S'`)).toBe("A&#38;B &#60;College&#62; &#34;Q&#34; &#39;S&#39;");
    expect(escapeXml("Bad\u0000\u001b name \ud800")).toBe("Bad name ");
    const svg = collegeCardSvg({
      ...card,
      brandName: "Brand & Co",
      collegeName: `</text><image href="x"/> College`,
      stream: "R&D",
    });
    expect(svg).not.toContain("<image");
    expect(svg).toContain("&#60;/text&#62;&#60;image");
    expect(svg).toContain("href=&#34;x&#34;/&#62;");
    expect(svg).toContain("Brand &#38; Co");
    expect(svg).toContain(">R&#38;D</text>");
  });

  test("draws a 1200 x 630 card with the brand, the stream, the name and the place", async () => {
    const svg = collegeCardSvg(card);
    for (const text of ["Margdarshan Education", "Engineering", "RV College of", "Bengaluru, Karnataka"]) {
      expect(svg).toContain(`>${text}</text>`);
    }
    const { info } = await drawn(svg);
    expect([info.width, info.height]).toEqual([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]);
    // The stream's pill only when the college has a stream.
    expect(collegeCardSvg({ ...card, stream: "Medical" })).toContain('rx="23"');
    expect(collegeCardSvg({ ...card, stream: null })).not.toContain('rx="23"');
  });

  test("a name of the widest letters stays inside the card's margins, on at most three lines", async () => {
    const widest = { ...card, collegeName: "MW".repeat(80), place: "W".repeat(80) };
    const svg = collegeCardSvg(widest);
    expect(svg.match(/MW/g)!.length).toBeLessThan(80);
    expect(svg).toContain("…</text>");
    const image = await drawn(svg);
    // White text is near 255; the navy card and its faint watermark stay far below 150.
    expect(image.brightest(0, OG_IMAGE_WIDTH, 150, 560)).toBeGreaterThan(200);
    expect(image.brightest(OG_IMAGE_WIDTH - 70, OG_IMAGE_WIDTH, 0, OG_IMAGE_HEIGHT - 14)).toBeLessThan(150);
  });
});
