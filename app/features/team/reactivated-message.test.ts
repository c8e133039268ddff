import { expect, test } from "vitest";
import { reactivatedMessage } from "./reactivated-message";

test("a counsellor is told new leads come to them; an owner, who is not in the round-robin, is not", () => {
  expect(reactivatedMessage({ name: "Anil", role: "counsellor" })).toBe(
    "Anil is active again: they sign in with the password they had, and new leads come to them in turn.",
  );
  expect(reactivatedMessage({ name: "Olga", role: "owner" })).toBe(
    "Olga is active again: they sign in with the password they had.",
  );
});
