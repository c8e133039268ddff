import zlib from "node:zlib";
import sharp from "sharp";

/**
 * Files for the document tests (features/admissions/document-file.server.ts): a small PDF, one
 * with a script (plainly, name-escaped, or inside a compressed object stream), and a phone photo
 * with GPS in its EXIF, turned on its side by its Orientation tag.
 */

/** A one-page PDF; `catalogExtra` goes into its catalogue dictionary, `objects` after its page. */
export function samplePdf(options: { catalogExtra?: string; objects?: Buffer[] } = {}): Buffer {
  return Buffer.concat([
    Buffer.from(
      [
        "%PDF-1.7",
        `1 0 obj << /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ""} >> endobj`,
        "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
        "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
        "",
      ].join("\n"),
    ),
    ...(options.objects ?? []),
    Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n"),
  ]);
}

/**
 * A valid PDF of exactly `bytes` bytes: the one page, and an uncompressed stream of spaces (no
 * names, nothing to run) that makes up the size. For uploads near the size limits.
 */
export function pdfOfSize(bytes: number): Buffer {
  const frame = (length: number) =>
    samplePdf({
      objects: [
        Buffer.from(`4 0 obj << /Length ${length} >>\nstream\n`),
        Buffer.alloc(length, 32),
        Buffer.from("\nendstream\nendobj\n"),
      ],
    });
  // The frame's own length depends on the digits of /Length: measure it with a length of the same digits.
  const overhead = frame(10 ** (String(bytes).length - 1)).byteLength - 10 ** (String(bytes).length - 1);
  const pdf = frame(bytes - overhead);
  if (pdf.byteLength !== bytes) throw new Error(`pdfOfSize: ${pdf.byteLength} bytes, not ${bytes}`);
  return pdf;
}

/** A PDF whose script hides in a Flate-compressed object stream: not in the file's raw bytes. */
export function pdfWithScriptInObjectStream(): Buffer {
  const inner = zlib.deflateSync(Buffer.from("5 0 << /S /JavaScript /JS (app.alert(1)) >>"));
  const stream = Buffer.concat([
    Buffer.from(`4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inner.byteLength} >>\nstream\n`),
    inner,
    Buffer.from("\nendstream\nendobj\n"),
  ]);
  return samplePdf({ catalogExtra: "/OpenAction 5 0 R", objects: [stream] });
}

/** A 64 x 48 JPEG taken "on its side" (Orientation 6) with GPS coordinates and a camera make in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();
}

/** Whether a JPEG's EXIF holds a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export async function hasGps(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
