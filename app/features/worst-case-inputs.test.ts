import { describe, expect, test } from "vitest";
import { isSimpleEmail, isWebAddress } from "#app/utils/bounded-text";

/**
 * Every validation schema a user's input reaches, found by walking app/features (so a schema
 * added later is covered without touching this file), fed the inputs that make backtracking
 * patterns slow. Each parse must answer within 100 ms of CPU time: a pattern with nested or
 * overlapping repeats, or a pattern that runs before the length check, takes seconds on these.
 */

interface Schema {
  safeParse(input: unknown): { success: boolean };
  _zod: { def: { type: string; shape?: Record<string, unknown>; in?: Schema } };
}

const modules = import.meta.glob<Record<string, unknown>>(["/app/features/**/*.ts", "!/app/features/**/*.test.ts"], {
  eager: true,
});

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;
}

/** The field names of an object schema, looking through pipes and transforms. */
function fieldsOf(schema: Schema): string[] {
  let current: Schema | undefined = schema;
  for (let depth = 0; current && depth < 5; depth++) {
    const def: Schema["_zod"]["def"] = current._zod.def;
    if (def.type === "object" && def.shape) return Object.keys(def.shape);
    current = def.in;
  }
  return [];
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value) && fieldsOf(value).length > 0)
    .map(([name, value]) => ({ name: `${file.replace("/app/features/", "")} ${name}`, schema: value as Schema })),
);

/**
 * Shapes that make regular expressions backtrack: long runs of what a pattern repeats. Each is
 * also tried with " !" after it, an ending that trimming doesn't remove and no pattern accepts.
 */
const SHAPES: Array<[string, (n: number) => string]> = [
  ["dots after http://", (n) => `http://${".".repeat(n)}`],
  ["dots after https://a", (n) => `https://a${".a".repeat(n / 2)} `],
  ["letters", (n) => "a".repeat(n)],
  ["letters then @", (n) => `${"a".repeat(n)}@`],
  ["@ then letters", (n) => `a@${"a".repeat(n)}`],
  ["@ then dotted labels, bad end", (n) => `a@${"a.".repeat(n / 2)}!`],
  ["dotted local part, no @", (n) => `${"a.".repeat(n / 2)}a`],
  ["many @", (n) => "@".repeat(n)],
  ["alternating a@", (n) => "a@".repeat(n / 2)],
  ["spaces inside", (n) => `a${" ".repeat(n)}a`],
  ["hyphens", (n) => `a@${"a-".repeat(n / 2)}`],
  ["digits", (n) => "9".repeat(n)],
  ["digits with commas and rupees", (n) => `₹${"1,".repeat(n / 2)}x`],
  ["plus and digits", (n) => `+91${"0 ".repeat(n / 2)}x`],
  ["newlines and bars", (n) => "a | b | c\n".repeat(n / 10)],
  ["date-like", (n) => "2026-".repeat(n / 5)],
  ["unicode", (n) => "मैसूरु".repeat(n / 6)],
];

/** Up to a bit more than the largest body any route reads (the API's 256 KB college call). */
const LENGTHS = [200, 5_000, 300_000];
const BUDGET_MS = 100;

/** The CPU time of one parse, in ms: the process's own time, so a busy machine doesn't count. */
function cpuTimeOf(schema: Schema, input: unknown): number {
  const started = process.cpuUsage();
  schema.safeParse(input);
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/**
 * What a parse costs: its CPU time, and over the budget the least of three tries, as a collection
 * or another test's worker on the same core can take a turn's time once. A backtracking pattern
 * takes seconds every time; a linear one never gets near the budget twice.
 */
function parseTime(schema: Schema, input: unknown): number {
  const first = cpuTimeOf(schema, input);
  return first < BUDGET_MS ? first : Math.min(first, cpuTimeOf(schema, input), cpuTimeOf(schema, input));
}

describe("every schema answers the worst inputs quickly", () => {
  test("the walk finds the schemas (so an empty list can't pass)", () => {
    const names = schemas.map((s) => s.name).join("\n");
    for (const expected of [
      "CollegeFormSchema",
      "RegistrationSchema",
      "LoginSchema",
      "PasswordChangeSchema",
      "CategoryFormSchema",
      "BannerLeadSchema",
      "StandardLeadSchema",
      "FranchiseLeadSchema",
      "SettingsFormSchema",
      "CourseFormSchema",
      "ExamFormSchema",
      "BranchFormSchema",
      "PlacementFormSchema",
      "StatusFormSchema",
    ]) {
      expect(names).toContain(expected);
    }
  });

  test.each(schemas.map((s) => [s.name, s.schema] as const))("%s", (_name, schema) => {
    const slowest = { ms: 0, input: "" };
    for (const [shape, make] of SHAPES) {
      for (const length of LENGTHS) {
        for (const value of [make(length), `${make(length)} !`]) {
          const inputs = [
            ...fieldsOf(schema).map((field) => ({ [field]: value })),
            Object.fromEntries(fieldsOf(schema).map((field) => [field, value])),
          ];
          for (const input of inputs) {
            const ms = parseTime(schema, input);
            if (ms > slowest.ms)
              Object.assign(slowest, { ms, input: `${shape} × ${length} in ${Object.keys(input).join(", ")}` });
          }
        }
      }
    }
    expect(slowest.ms, `slowest: ${slowest.input}`).toBeLessThan(BUDGET_MS);
  });
});

describe("the patterns still say yes and no correctly", () => {
  test("web addresses", () => {
    for (const good of ["https://www.iitb.ac.in", "http://example.in/path?x=1", "HTTPS://rvce.edu.in/"]) {
      expect(isWebAddress(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "https://localhost",
      "http://",
      "https://a b.in",
      "ftp://x.in",
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  test("simple e-mail addresses", () => {
    for (const good of ["asha@example.com", "a.b+c@mail.co.in"]) expect(isSimpleEmail(good), good).toBe(true);
    for (const bad of ["asha", "asha@", "asha@example", "a b@example.com", "a@b@c.in", "a@.in", "a@b..in"]) {
      expect(isSimpleEmail(bad), bad).toBe(false);
    }
  });
});
