import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import type { FactsForEditing } from "#app/features/college-facts/fact-edits.server";
import { FACT_FORM_FIELDS, type EditedFact, type FactFieldSpec } from "#app/features/college-facts/fact-forms";
import { FactField, submittedValue } from "./fact-field";
import { collegeFactsEn } from "#app/utils/i18n/en/college-facts";

type Answer = AdminFormAnswer<unknown> | undefined;
const number = (n: number | null) => (n === null ? "–" : n.toLocaleString("en-IN"));

/** A row of a section's table: its cells, and what its Delete button names. */
type Row = { id: number; cells: ReactNode[]; label: string };

/** One kind of figure: its heading, the rows held (each with Delete), and the form that adds one. */
function FactSection(props: {
  id: string;
  heading: string;
  table: EditedFact;
  columns: string[];
  rows: Row[];
  intent: string;
  answer: Answer;
  submit: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby={props.id} className="admin-section">
      <h2 id={props.id}>{props.heading}</h2>
      {props.rows.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <TableScroll labelledBy={props.id}>
          <table>
            <ColumnHeads names={[...props.columns, "Delete"]} />
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                  <td>
                    <Form method="post">
                      <input type="hidden" name="table" value={props.table} />
                      <input type="hidden" name="fact_id" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="button button-small button-ghost"
                        aria-label={`Delete ${row.label}`}
                      >
                        Delete
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Form method="post" className="admin-form fact-form" key={props.answer?.ok ? "saved" : "editing"}>
        <div className="fact-fields">{props.children}</div>
        <FormResult result={props.answer} />
        <button type="submit" name="intent" value={props.intent} className="button button-primary" disabled={busy}>
          {props.submit}
        </button>
      </Form>
    </section>
  );
}

const source = (row: { source: string; is_sample: number }) => (row.is_sample ? `${row.source} (sample)` : row.source);

type Kind = "nirf" | "accreditation" | "intake" | "placement";

const kind = (
  heading: string,
  table: EditedFact,
  submit: string,
  columns: string[],
  fields: readonly FactFieldSpec[],
) => ({
  heading,
  table,
  submit,
  columns,
  fields,
});

/** Each kind of figure: its heading, table, button, its table's columns and the form's fields (labels as design.md names them). */
const KINDS: Record<Kind, ReturnType<typeof kind>> = {
  nirf: kind(
    "NIRF ranks",
    "nirf_rankings",
    "Save NIRF rank",
    ["Year", "List", "Rank", "Source"],
    FACT_FORM_FIELDS.nirf,
  ),
  accreditation: kind(
    "NAAC and NBA",
    "college_accreditations",
    "Add accreditation",
    ["Year", "Body", "Grade or programme", "Valid until", "Source"],
    FACT_FORM_FIELDS.accreditation,
  ),
  intake: kind(
    "Intake",
    "college_intake",
    "Save intake",
    ["Year", "Course or branch", "Seats", "Source"],
    FACT_FORM_FIELDS.intake,
  ),
  placement: kind(
    "Placements",
    "college_placement_stats",
    "Save placement figures",
    ["Year", "Programme", "Placed of eligible", "Median (₹ a year)", "Highest (₹ a year)", "Source"],
    FACT_FORM_FIELDS.placement,
  ),
};

/** The rows held of each kind, as the section's table shows them. */
function tableRows(facts: FactsForEditing): Record<Kind, Row[]> {
  return {
    nirf: facts.nirf.map((row) => {
      const list = collegeFactsEn.nirfCategory[row.category];
      return {
        id: row.id,
        label: `NIRF ${row.year} ${list}`,
        cells: [row.year, list, row.rank_band ?? number(row.rank), source(row)],
      };
    }),
    accreditation: facts.accreditations.map((row) => {
      const what = row.body === "naac" ? `${row.grade} (cycle ${row.cycle})` : (row.programme ?? "");
      const body = row.body.toUpperCase();
      return {
        id: row.id,
        label: `${body} ${row.year} ${what}`,
        cells: [row.year, body, what, row.valid_until ?? "–", source(row)],
      };
    }),
    intake: facts.intake.map((row) => ({
      id: row.id,
      label: `intake ${row.year} ${row.programme}`,
      cells: [row.year, row.programme, number(row.seats), source(row)],
    })),
    placement: facts.placements.map((row) => ({
      id: row.id,
      label: `placements ${row.year} ${row.programme}`,
      cells: [
        row.year,
        row.programme,
        `${number(row.students_placed)} of ${number(row.students_eligible)}`,
        number(row.median_package_inr),
        number(row.highest_package_inr),
        source(row),
      ],
    })),
  };
}

/** Every kind of figure, each in its section, with the answer of the form last posted. */
export function FactSections({ facts, answerOf }: { facts: FactsForEditing; answerOf: (scope: string) => Answer }) {
  const rows = tableRows(facts);
  return (Object.keys(KINDS) as Kind[]).map((kind) => {
    const answer = answerOf(kind);
    return (
      <FactSection key={kind} id={`facts-${kind}`} intent={kind} rows={rows[kind]} answer={answer} {...KINDS[kind]}>
        {KINDS[kind].fields.map((spec) => (
          <FactField key={spec.name} spec={spec} submitted={submittedValue(answer, spec.name)} />
        ))}
      </FactSection>
    );
  });
}
