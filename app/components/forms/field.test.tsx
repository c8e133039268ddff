import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Field, SelectField, TextAreaField } from "./field";

/** The label names the control it sits over, whether the screen gives the control's id or not. */
const labelledControl = (html: string) => {
  const labelFor = /<label for="([^"]+)"/.exec(html)?.[1];
  const controlId = /<(?:input|select|textarea)[^>]* id="([^"]+)"/.exec(html)?.[1];
  return { labelFor, controlId };
};

test("a field's label points at its control, with a given id or a generated one", () => {
  for (const html of [
    renderToStaticMarkup(<SelectField label="Status" id="status" name="status" placeholder="Any" options={[]} />),
    renderToStaticMarkup(<Field label="Search" id="q" name="q" />),
    renderToStaticMarkup(<TextAreaField label="Note" id="note" name="note" />),
  ]) {
    const { labelFor, controlId } = labelledControl(html);
    expect(labelFor).toBeDefined();
    expect(labelFor, html).toBe(controlId);
    expect(["status", "q", "note"]).toContain(controlId);
  }
  const { labelFor, controlId } = labelledControl(renderToStaticMarkup(<Field label="Name" name="name" />));
  expect(labelFor).toBe(controlId);
});

test("a field's hint and error are read with its control: aria-describedby names the hint, then the error", () => {
  const describedBy = (html: string) => /<input[^>]* aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
  const withBoth = renderToStaticMarkup(
    <Field label="NIRF rank" id="rank" name="rank" hint="A rank, or a band such as 101-150" error="Enter a rank" />,
  );
  expect(describedBy(withBoth)).toEqual(["rank-hint", "rank-error"]);
  expect(withBoth).toMatch(/<p id="rank-hint"[^>]*>A rank, or a band such as 101-150<\/p>/);
  expect(withBoth).toMatch(/<p id="rank-error"[^>]*>Enter a rank<\/p>/);
  expect(describedBy(renderToStaticMarkup(<Field label="Year" id="year" name="year" hint="e.g. 2026" />))).toEqual([
    "year-hint",
  ]);
  expect(renderToStaticMarkup(<Field label="Name" id="name" name="name" />)).not.toContain("aria-describedby");
});
