import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { pdfActiveContent } from "./pdf-active-content";
import {
  buildPdf,
  DISGUISED_OBJECT_STREAM_TYPES,
  pdfStream,
  pdfWithCompressedOpenScript,
  samplePdf,
} from "../../tests/setup/document-files";

/**
 * The PDF active-content scan (docs/decisions/060-pdf-active-content.md): what a reader would run
 * is found wherever the file puts it, name escapes, comments, strings and object streams
 * notwithstanding; a file it cannot read as a reader would is unreadable; ordinary PDFs pass.
 */
const scan = (bytes: Buffer) => pdfActiveContent(bytes);
const clean = { findings: [], unreadable: false };
const SCRIPT = "<< /S /JavaScript /JS (app.alert(1)) >>";

describe("refused: what a reader would run", () => {
  test.each(Object.entries(DISGUISED_OBJECT_STREAM_TYPES))(
    "an open script in a Flate object stream whose type is spelt with %s",
    (_, type) => {
      expect(scan(pdfWithCompressedOpenScript(type))).toEqual({
        findings: ["javascript", "open-action"],
        unreadable: false,
      });
    },
  );

  test("an open script in an object stream that says it is something else (a reader goes by /N, /First and the xref)", () => {
    expect(scan(pdfWithCompressedOpenScript("/Type /Picture")).findings).toContain("javascript");
  });

  test.each([
    ["an open script, no object stream", { catalog: "/OpenAction 4 0 R", objects: [{ body: SCRIPT }] }, "javascript"],
    [
      "a script name escaped in an object stream",
      { objects: [{ body: "<< /S /J#61vaScript /J#53 (x) >>", compressed: true }] },
      "javascript",
    ],
    [
      "a document-level script (/Names /JavaScript)",
      { catalog: "/Names << /JavaScript 4 0 R >>", objects: [{ body: "<< /Names [(a) 5 0 R] >>" }] },
      "javascript",
    ],
    ["additional actions (/AA)", { catalog: "/AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >>" }, "additional-actions"],
    ["additional actions compressed", { catalogCompressed: true, catalog: "/A#41 << >>" }, "additional-actions"],
    ["a launch action", { catalog: "/OpenAction << /S /Launch /F (cmd.exe) >>" }, "launch"],
    [
      "an embedded file stream",
      { objects: [{ body: pdfStream("/Type /EmbeddedFile", Buffer.from("MZ")) }] },
      "embedded-file",
    ],
    [
      "an attachment without /Type (/EF)",
      { objects: [{ body: "<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>", compressed: true }] },
      "embedded-file",
    ],
    ["the embedded files tree", { catalog: "/Names << /EmbeddedFiles << /Names [] >> >>" }, "embedded-file"],
    [
      "a RichMedia (Flash) annotation",
      { objects: [{ body: "<< /Type /Annot /Subtype /RichMedia >>", compressed: true }] },
      "rich-media",
    ],
    ["an XFA form", { catalog: "/AcroForm << /Fields [] /XFA 4 0 R >>", objects: [{ body: "[]" }] }, "xfa"],
    [
      "an open action to a web address",
      { catalog: "/OpenAction << /S /URI /URI (https://evil.example) >>" },
      "open-action",
    ],
    [
      "an open action by reference to a form submission",
      {
        catalog: "/OpenAction 4 0 R",
        objects: [{ body: "<< /S /SubmitForm /F (https://evil.example) >>", compressed: true }],
      },
      "open-action",
    ],
    [
      "an open GoTo that chains another action (/Next)",
      {
        catalog: "/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>",
        objects: [{ body: "<< /S /URI /URI (x) >>" }],
      },
      "open-action",
    ],
    ["an open action to an object that does not exist", { catalog: "/OpenAction 9 0 R" }, "open-action"],
    ["encryption", { catalog: "/Encrypt 9 0 R" }, "encrypted"],
  ] as const)("%s", (_, options, finding) => {
    const result = scan(buildPdf(options));
    expect(result.findings).toContain(finding);
    expect(result.unreadable).toBe(false);
  });

  test("a string holding endstream and endobj does not end the object early, and the script after it is found", () => {
    const pdf = buildPdf({
      catalog: "/OpenAction 5 0 R",
      objects: [{ body: pdfStream("/Note (endstream\nendobj)", Buffer.from("BT ET")) }, { body: SCRIPT }],
    });
    expect(scan(pdf).findings).toEqual(["javascript", "open-action"]);
  });

  test("a stream whose data holds endstream is read by its /Length", () => {
    const pdf = buildPdf({
      catalog: "/OpenAction 5 0 R",
      objects: [{ body: pdfStream("", Buffer.from("(endstream) Tj")) }, { body: SCRIPT }],
    });
    expect(scan(pdf)).toEqual({ findings: ["javascript", "open-action"], unreadable: false });
  });
});

describe("accepted: ordinary PDFs", () => {
  test("a plain PDF with an xref table, one without an xref, and one with a normal object stream", () => {
    expect(scan(buildPdf())).toEqual(clean);
    expect(scan(samplePdf())).toEqual(clean);
    const compressed = buildPdf({
      catalogCompressed: true,
      objects: [{ body: "<< /Producer (Scanner) /CreationDate (D:20261201) >>", compressed: true }],
    });
    expect(scan(compressed)).toEqual(clean);
  });

  test.each([
    ["an open action that is a destination", { catalog: "/OpenAction [3 0 R /FitH null]" }],
    [
      "an open action referring to a destination",
      { catalog: "/OpenAction 4 0 R", objects: [{ body: "[3 0 R /Fit]", compressed: true }] },
    ],
    ["an open GoTo action", { catalog: "/OpenAction << /S /GoTo /D [3 0 R /Fit] >>" }],
    [
      "the names in comments and strings",
      { catalog: "% /JavaScript /JS /AA /Launch\n/Lang (en /JS /AA)", objects: [{ body: "<< /Producer <2f4a53> >>" }] },
    ],
    [
      "a link to a web address on the page",
      { objects: [{ body: "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.in) >> >>" }] },
    ],
    // A content stream draws; a reader runs nothing in it, whatever names it holds.
    [
      "a Flate content stream",
      { objects: [{ body: pdfStream("/Filter /FlateDecode", zlib.deflateSync("/JS gs BT /F1 12 Tf (Hello) Tj ET")) }] },
    ],
  ] as const)("%s", (_, options) => {
    expect(scan(buildPdf(options))).toEqual(clean);
  });

  test("a scanned page: a DCT (JPEG) image, whatever its bytes, and a compressed content stream", async () => {
    const jpeg = await sharp({
      create: {
        width: 600,
        height: 800,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    const image = pdfStream(
      "/Type /XObject /Subtype /Image /Width 600 /Height 800 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode",
      jpeg,
    );
    const content = pdfStream("/Filter /FlateDecode", zlib.deflateSync("q 595 0 0 842 0 0 cm /Im0 Do Q"));
    const others = ["/Filter /JPXDecode", "/Filter /CCITTFaxDecode", "/Filter [/FlateDecode /JBIG2Decode]"].map(
      (filter) => ({
        body: pdfStream(`/Type /XObject /Subtype /Image ${filter}`, Buffer.from("\u0000\u00ff(not objects")),
      }),
    );
    expect(scan(buildPdf({ objects: [{ body: image }, { body: content }, ...others] }))).toEqual(clean);
  });
});

test("150,000 objects in an xref table and 60,000 in an object stream are read (no argument-list limits)", () => {
  expect(scan(buildPdf({ objects: Array.from({ length: 150_000 }, () => ({ body: "<< >>" })) }))).toEqual(clean);
  const compressed = Array.from({ length: 60_000 }, () => ({ body: "<< >>", compressed: true }));
  expect(scan(buildPdf({ objects: compressed }))).toEqual(clean);
}, 60_000);

describe("unreadable: refused because the scan cannot read it as a reader would", () => {
  const unreadable = (bytes: Buffer) => expect(scan(bytes).unreadable).toBe(true);

  test("an object stream that does not inflate, or inflates past 64 MB", () => {
    unreadable(buildPdf({ catalogCompressed: true, objectStream: { data: Buffer.from("not deflate data") } }));
    const bomb = zlib.deflateSync(Buffer.alloc(65 * 1024 * 1024, 32), { level: 9 });
    unreadable(buildPdf({ catalogCompressed: true, objectStream: { data: bomb } }));
  });

  test("an object stream under a filter the scan does not decode", () => {
    unreadable(buildPdf({ catalogCompressed: true, objectStream: { type: "/Type /ObjStm /F /LZWDecode" } }));
    unreadable(buildPdf({ catalogCompressed: true, objectStream: { type: "/Type /ObjStm /F /DCTDecode" } }));
  });

  test("an object header hidden in a string, a comment or a stream's data (a repairing reader finds it)", () => {
    unreadable(buildPdf({ objects: [{ body: "<< /Note (9 0 obj << /S /JavaScript >> endobj) >>" }] }));
    unreadable(buildPdf({ catalog: "% 9 0 obj\n" }));
    unreadable(buildPdf({ catalog: "/Lang (x 9 %c\n 0 obj)" }));
    unreadable(
      buildPdf({
        objects: [{ body: pdfStream("/Filter /DCTDecode", Buffer.from("\xff\xd8 endobj 9 0 obj << >>", "latin1")) }],
      }),
    );
  });

  test("an xref entry that leads into the middle of another object's header", () => {
    const pdf = buildPdf({ objects: Array.from({ length: 12 }, () => ({ body: "<< >>" })) });
    const text = pdf.toString("latin1");
    // Object 5's line points at the "5" of "15 0 obj": a reader would read object 15 as object 5.
    const inside = String(text.indexOf("\n15 0 obj") + 2).padStart(10, "0");
    const line = text.match(/(\d{10}) 00000 n \n/g)![4]!;
    unreadable(Buffer.from(text.replace(line, `${inside} 00000 n \n`), "latin1"));
  });

  test("an object stream whose offsets all point into one long string (work past the bound, not minutes)", () => {
    const count = 200_000;
    const header = Array.from({ length: count }, (_, i) => `${i + 10} ${i}`).join(" ");
    const data = zlib.deflateSync(`${header}\n${"(".repeat(count)}${")".repeat(count)}`);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj << /Type /ObjStm /N ${count} /First ${header.length + 1} /Filter /FlateDecode `),
      Buffer.from(`/Length ${data.byteLength} >>\nstream\n`),
      data,
      Buffer.from("\nendstream\nendobj\n"),
    ]);
    unreadable(pdf);
  });

  test.each([
    ["an unterminated string", "%PDF-1.7\n1 0 obj << /Lang (en >> endobj\n"],
    ["a stream without endstream", "%PDF-1.7\n1 0 obj << /Length 99 >>\nstream\nabc\nendobj\n"],
    ["an object without endobj", "%PDF-1.7\n1 0 obj << >>\n2 0 obj << >> endobj\n"],
    ["bytes that are no PDF syntax", "%PDF-1.7\n1 0 obj << >> endobj\n<html>\n"],
    ["a stray closing parenthesis", "%PDF-1.7\n1 0 obj << /A ) >> endobj\n"],
    [
      "a cross-reference stream of rows of no bytes",
      "%PDF-1.7\n1 0 obj << /Type /XRef /W [0 0 0] /Size 1000000000 /Length 0 >>\nstream\n\nendstream\nendobj\n",
    ],
    ["arrays nested 200 deep", `%PDF-1.7\n1 0 obj ${"[".repeat(200)}${"]".repeat(200)} endobj\n`],
  ])("%s", (_, text) => unreadable(Buffer.from(text, "latin1")));
});
