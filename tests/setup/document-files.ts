import zlib from "node:zlib";
import sharp from "sharp";

/**
 * Files for the document tests (features/admissions/document-file.server.ts): a small PDF, one
 * with a script (plainly, name-escaped, or inside a compressed object stream), well-formed PDFs
 * with a correct cross-reference (buildPdf) for the active-content scan, and a phone photo with GPS
 * in its EXIF, turned on its side by its Orientation tag.
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

/** An object of buildPdf: its body (what stands between "N 0 obj" and "endobj"), in the object stream or not. */
export interface PdfObjectSpec {
  readonly body: string | Buffer;
  readonly compressed?: boolean;
}

/** A stream object's body: `dictionary` entries with the data's /Length, then the data. */
export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

/**
 * A well-formed one-page PDF, as a PDF 1.5 writer makes one: objects 1 (the catalogue, with
 * `catalog` among its entries), 2 (the pages), 3 (the page), then `objects` from 4. Objects marked
 * compressed (the catalogue with `catalogCompressed`) go in one Flate object stream, and the
 * cross-reference is then a Flate stream with the PNG Up predictor; otherwise a table. Every offset
 * is right. `objectStream.type` is how the object stream's dictionary gives its type (first, before
 * /N, /First and /Filter); `objectStream.data` replaces its deflated data.
 */
export function buildPdf(
  options: {
    catalog?: string;
    catalogCompressed?: boolean;
    objects?: readonly PdfObjectSpec[];
    objectStream?: { type?: string; data?: Buffer };
  } = {},
): Buffer {
  const objects = [
    { body: `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ""} >>`, compressed: options.catalogCompressed },
    { body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>" },
    ...(options.objects ?? []),
  ].map((object, i) => ({ ...object, num: i + 1 }));
  // Text is gathered into one string between binary parts: a file of 100,000 objects builds quickly.
  const chunks: Buffer[] = [];
  let pending = "";
  let size = 0;
  const write = (...parts: (string | Buffer)[]) => {
    for (const part of parts) {
      if (typeof part === "string") {
        pending += part;
        size += part.length;
      } else {
        chunks.push(Buffer.from(pending, "latin1"), part);
        pending = "";
        size += part.byteLength;
      }
    }
  };
  const bytes = () => Buffer.concat([...chunks, Buffer.from(pending, "latin1")]);
  /** Cross-reference rows by object number: [type, offset or object stream, generation or index]. */
  const rows: [number, number, number][] = [[0, 0, 65535]];
  const writeObject = (num: number, body: string | Buffer) => {
    rows[num] = [1, size, 0];
    write(`${num} 0 obj\n`, body, "\nendobj\n");
  };
  write("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  for (const object of objects.filter((o) => !o.compressed)) writeObject(object.num, object.body);
  const compressed = objects.filter((o) => o.compressed);
  if (compressed.length === 0) {
    const at = size;
    write(`xref\n0 ${rows.length}\n`, rows.map(([type, offset]) => xrefLine(type, offset)).join(""));
    write(`trailer\n<< /Size ${rows.length} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`);
    return bytes();
  }
  const streamNum = objects.length + 1;
  let header = "";
  let bodies = "";
  compressed.forEach((object, index) => {
    header += `${object.num} ${bodies.length} `;
    bodies += `${object.body.toString()}\n`;
    rows[object.num] = [2, streamNum, index];
  });
  header += "\n";
  const data = options.objectStream?.data ?? zlib.deflateSync(Buffer.from(header + bodies, "latin1"));
  const type = options.objectStream?.type ?? "/Type /ObjStm";
  writeObject(
    streamNum,
    pdfStream(`${type} /N ${compressed.length} /First ${header.length} /Filter /FlateDecode`, data),
  );
  const xrefNum = streamNum + 1;
  rows[xrefNum] = [1, size, 0];
  const at = size;
  writeObject(
    xrefNum,
    pdfStream(
      `/Type /XRef /Size ${rows.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >>`,
      zlib.deflateSync(pngUp(rows.map(([type, where, third]) => xrefRow(type, where, third)))),
    ),
  );
  write(`startxref\n${at}\n%%EOF\n`);
  return bytes();
}

/** A 20-byte cross-reference table line. */
function xrefLine(type: number, offset: number): string {
  return type === 0 ? "0000000000 65535 f \n" : `${String(offset).padStart(10, "0")} 00000 n \n`;
}

/** A cross-reference stream row of widths [1 4 2]. */
function xrefRow(type: number, where: number, third: number): Buffer {
  const row = Buffer.alloc(7);
  row.writeUInt8(type, 0);
  row.writeUInt32BE(where, 1);
  row.writeUInt16BE(third, 5);
  return row;
}

/** Rows under the PNG Up predictor (Predictor 12): each row a 2 and its bytes minus the row above's. */
function pngUp(rows: Buffer[]): Buffer {
  return Buffer.concat(
    rows.map((row, r) => Buffer.from([2, ...row.map((byte, i) => (byte - (r > 0 ? rows[r - 1]![i]! : 0)) & 255)])),
  );
}

/**
 * The ways the issue-41 review spelt an object stream's type so that the old scan (a regular
 * expression over the raw bytes) did not inflate it, while a reader still does.
 */
export const DISGUISED_OBJECT_STREAM_TYPES = {
  "a name escape": "/Type /Obj#53tm",
  "a comment between /Type and /ObjStm": "/Type % the type follows\n/ObjStm",
  "a string holding stream and a newline before /Filter": "/Type /ObjStm /Note (an object stream\nhere)",
} as const;

/** The catalogue and an open action that runs JavaScript, both inside a Flate object stream typed `type`. */
export function pdfWithCompressedOpenScript(type?: string): Buffer {
  return buildPdf({
    catalog: "/OpenAction 4 0 R",
    catalogCompressed: true,
    objects: [{ body: "<< /S /JavaScript /JS (app.alert(1)) >>", compressed: true }],
    objectStream: { type },
  });
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
