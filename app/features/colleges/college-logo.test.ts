import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { CatalogueError } from "#app/utils/catalogue-error";
import { MAX_LOGO_BYTES, processLogo, sniffImageType } from "./college-logo.server";

async function image(format: "png" | "jpeg" | "webp", size = 600) {
  return sharp({ create: { width: size, height: size / 2, channels: 3, background: "#12306b" } })
    .toFormat(format)
    .toBuffer();
}

describe("college logos", () => {
  test("PNG, JPEG and WebP are recognised by their bytes", async () => {
    expect(sniffImageType(await image("png"))).toBe("png");
    expect(sniffImageType(await image("jpeg"))).toBe("jpeg");
    expect(sniffImageType(await image("webp"))).toBe("webp");
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeUndefined();
  });

  test("a good image is re-encoded to WebP within 256 px", async () => {
    const out = await processLogo(await image("png", 1200));
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(256);
  });

  test.each([
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /SVG is not accepted/,
    ],
    ["a PNG name on text", Buffer.from("not really a png"), /PNG, JPEG or WebP/],
    ["an empty file", Buffer.alloc(0), /Choose an image/],
    [
      "a file over 1 MB",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(MAX_LOGO_BYTES)]),
      /1 MB/,
    ],
    [
      "a truncated PNG",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      /could not be read/,
    ],
  ])("%s is refused with a clear message", async (_name, bytes, message) => {
    await expect(processLogo(bytes)).rejects.toSatisfy((e) => e instanceof CatalogueError && message.test(e.message));
  });

  test("an image that would decode to too many pixels is refused", async () => {
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(MAX_LOGO_BYTES);
    await expect(processLogo(huge)).rejects.toThrow(/could not be read/);
  });
});
