import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No block of six or more lines repeats among the admin routes (issue 42, item 5): a repeated
 * form, table or query there is folded into one shared component or helper. Imports aside;
 * blank lines, comments and lines of bare punctuation or closing tags do not count.
 */
const ADMIN_ROUTES = path.join(import.meta.dirname, "../../app/routes/admin");
const MIN_LINES = 6;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines that say something, each with its number, white space folded. */
function meaningfulLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let inComment = false;
  let inImport = false;
  text.split("\n").forEach((raw, index) => {
    let line = raw.trim().replace(/\s+/g, " ");
    if (inComment) {
      if (line.includes("*/")) inComment = false;
      return;
    }
    if (line.startsWith("/*") || line.startsWith("{/*")) {
      if (!line.includes("*/")) inComment = true;
      return;
    }
    if (inImport) {
      if (/from ".*";$/.test(line)) inImport = false;
      return;
    }
    if (line.startsWith("import ")) {
      if (!line.endsWith(";")) inImport = true;
      return;
    }
    line = line.replace(/\s*\/\/.*$/, "");
    // Thin lines: punctuation, or only closing tags.
    if (line === "" || /^[\s()[\]{};,:?.<>/]*$/.test(line) || /^(<\/[\w.]*>\s*)+$/.test(line)) return;
    lines.push({ line: index + 1, text: line });
  });
  return lines;
}

/** Every run of MIN_LINES meaningful lines that stands, to the letter, in two places. */
function repeatedRuns(files: string[]): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const file of files) {
    const lines = meaningfulLines(fs.readFileSync(file, "utf8"));
    const name = path.relative(ADMIN_ROUTES, file);
    let lastEnd = -1;
    for (let at = 0; at + MIN_LINES <= lines.length; at++) {
      const key = lines
        .slice(at, at + MIN_LINES)
        .map((line) => line.text)
        .join("\n");
      const place = `${name}:${lines[at]!.line}-${lines[at + MIN_LINES - 1]!.line}`;
      const first = seen.get(key);
      // A run inside the one just reported is the same repeat: report each once.
      if (first && at > lastEnd) {
        repeats.push(`${place} repeats ${first}`);
        lastEnd = at + MIN_LINES - 1;
      }
      if (!first) seen.set(key, place);
    }
  }
  return repeats;
}

/** The duplicates tool, where it is installed (it is not on every machine): its rows, or undefined. */
function duplicatesTool(): string[] | undefined {
  try {
    const out = execFileSync(
      "duplicates",
      ["--repo", ADMIN_ROUTES, "--min-lines", String(MIN_LINES), "--most", "200", "--seconds", "60"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    return out.split("\n").filter((line) => /^D\d+ /.test(line));
  } catch {
    return undefined;
  }
}

describe("admin routes repeat no block of six lines", () => {
  it("in text: no run of six lines stands twice", () => {
    expect(repeatedRuns(sourceFiles(ADMIN_ROUTES))).toEqual([]);
  });

  // Runs of the same shape with other names: the duplicates tool reads them, where it is
  // installed. What it marks "boilerplate" is the route modules' skeleton (meta, loader,
  // action, the screen), which React Router's file convention asks of every route.
  const rows = duplicatesTool();
  it.skipIf(rows === undefined)("in shape: the duplicates tool finds no pair but the route skeleton", () => {
    expect(rows!.filter((row) => !/ boilerplate( \(|$)/.test(row))).toEqual([]);
  });
});
