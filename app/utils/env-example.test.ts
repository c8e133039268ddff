import fs from "node:fs";
import { parseEnv as parseEnvFile } from "node:util";
import { expect, test } from "vitest";
import { parseEnv } from "./env.server";

// .env.example is the operator's list of settings: every variable the app reads is there with a
// comment, commented out (so a copied file changes nothing), and in the README's table too.
const example = fs.readFileSync(".env.example", "utf8");
const lines = example.split("\n");
const VARIABLE_LINE = /^# ([A-Z][A-Z0-9_]*)=/;

/** The example with every variable uncommented, read by Node's own .env parser (as --env-file is). */
function everyExampleValue(): Record<string, string> {
  const uncommented = lines.map((line) => (VARIABLE_LINE.test(line) ? line.slice(2) : line)).join("\n");
  return parseEnvFile(uncommented) as Record<string, string>;
}

test("every variable the app reads is in .env.example, and every one there is read", () => {
  const values = everyExampleValue();
  const read = new Set<string>();
  const recording = new Proxy(values, {
    get(target, name) {
      if (typeof name === "string") read.add(name);
      return target[name as string];
    },
  });
  parseEnv(recording);
  expect(Object.keys(values).sort()).toEqual([...read].sort());
});

test("the examples are values the app accepts", () => {
  expect(() => parseEnv(everyExampleValue())).not.toThrow();
});

test("each variable is commented out, under a comment that says what it does", () => {
  const active = lines.filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line));
  expect(active).toEqual([]);
  lines.forEach((line, index) => {
    if (!VARIABLE_LINE.test(line)) return;
    // Variables that belong together (ADMIN_EMAIL, ADMIN_PASSWORD, ...) share one comment.
    let above = index - 1;
    while (above >= 0 && VARIABLE_LINE.test(lines[above]!)) above--;
    expect(lines[above], `the comment above ${line}`).toMatch(/^# \S/);
  });
});

test("the README's configuration table names every variable", () => {
  const readme = fs.readFileSync("README.md", "utf8");
  const missing = Object.keys(everyExampleValue()).filter((name) => !readme.includes(`\`${name}\``));
  expect(missing).toEqual([]);
});
