// After `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// of every text asset, once, so the server sends the smallest file without compressing per
// request (server.js `precompressed`). Already-compressed formats (images, video) are skipped.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const TEXT = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".map"]);
const MIN_BYTES = 1024;
const root = path.resolve("build/client");

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  files++;
  before += source.length;
  afterBrotli += brotli.length;
}
console.log(
  `Precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB with brotli.`,
);
