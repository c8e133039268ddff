import { expect, test } from "vitest";
import { costPer, formatRate, rate } from "#app/features/leads/funnel";
import { funnelRangeFrom, inboxHref } from "./funnel-links";

const rangeOf = (query: string, today: string) => funnelRangeFrom(new URL(`http://x/Admin/reports${query}`), today);

test("the range defaults to the India month of today, is put the right way round, and ignores what is not a date", () => {
  expect(rangeOf("", "2026-11-28").range).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  expect(rangeOf("", "2028-02-10").range).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  expect(rangeOf("", "2026-12-31").range).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  expect(rangeOf("?from=2026-10-15&to=2026-10-01", "2026-11-28").range).toEqual({
    from: "2026-10-01",
    to: "2026-10-15",
  });
  const typo = rangeOf("?from=2026-13-01&to=2026-11-10", "2026-11-28");
  expect(typo.range).toEqual({ from: "2026-11-01", to: "2026-11-10" });
  expect(typo.notDates).toEqual({ from: "2026-13-01" });
});

test("a number's inbox view: the range, the row's filter and the stage; none for a form the inbox does not know", () => {
  const range = { from: "2026-10-01", to: "2026-10-31" };
  expect(inboxHref(range, undefined, undefined)).toBe("/Admin/leads?from=2026-10-01&to=2026-10-31");
  expect(inboxHref(range, { breakdown: "source", key: "(none)" }, "applied")).toBe(
    "/Admin/leads?from=2026-10-01&to=2026-10-31&source=%28none%29&stage=applied",
  );
  expect(inboxHref(range, { breakdown: "counsellor", key: "unassigned" }, "contacted")).toBe(
    "/Admin/leads?from=2026-10-01&to=2026-10-31&stage=contacted&assignee=unassigned",
  );
  expect(inboxHref(range, { breakdown: "form", key: "medical" }, undefined)).toBe(
    "/Admin/leads?from=2026-10-01&to=2026-10-31&form=medical",
  );
  expect(inboxHref(range, { breakdown: "form", key: "some-new-form" }, "admitted")).toBeUndefined();
});

test("rates and costs say so when there is nothing to divide by", () => {
  expect(formatRate(rate(2, 3))).toBe("66.7%");
  expect(formatRate(rate(0, 0))).toBe("—");
  expect(costPer(30_000_00, 7)).toBe(4_28_571);
  expect(costPer(30_000_00, 0)).toBeNull();
  expect(costPer(0, 5)).toBeNull();
});
