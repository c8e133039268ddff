import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

/**
 * The rules of an island (`*.island.tsx`: no React Router, no useId) are lint rules
 * (ISLAND_RULES in eslint.config.js), not only words in ADR 027. Fixtures are linted with the
 * project's own config, as `npx eslint .` would lint them at these paths.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function problems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const ROUTER_IMPORT = `import { Link } from "react-router";
export function Example() {
  return <Link to="/">Home</Link>;
}
`;

const USE_ID = `import { useId } from "react";
export function Example() {
  const id = useId();
  return <input id={id} />;
}
`;

describe("lint in island files", () => {
  test("refuses a react-router import, and says why", async () => {
    expect(await problems(ROUTER_IMPORT, "app/features/leads/example.island.tsx")).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining("An island runs without React Router") },
    ]);
  });

  test("refuses useId, and says why", async () => {
    const found = await problems(USE_ID, "app/components/layout/example.island.tsx");
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found) {
      expect(problem).toEqual({
        ruleId: "no-restricted-syntax",
        message: expect.stringContaining("No useId in an island"),
      });
    }
  });

  test("leaves the same code alone outside island files", async () => {
    expect(await problems(ROUTER_IMPORT, "app/features/leads/example.tsx")).toEqual([]);
    expect(await problems(USE_ID, "app/components/layout/example.tsx")).toEqual([]);
  });
});
