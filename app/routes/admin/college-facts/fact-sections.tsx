import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { NIRF_CATEGORIES } from "#app/db/column-values";
import type { FactsForEditing } from "#app/features/college-facts/fact-edits.server";
import type { EditedFact } from "#app/features/college-facts/fact-forms";
import { NAAC_GRADES } from "#app/features/college-facts/fact-schemas";
import { collegeFactsEn } from "#app/utils/i18n/en/college-facts";

type Answer = AdminFormAnswer<unknown> | undefined;
const number = (n: number | null) => (n === null ? "–" : n.toLocaleString("en-IN"));
const NIRF_OPTIONS = NIRF_CATEGORIES.map((value) => ({ value, label: collegeFactsEn.nirfCategory[value] }));

/** One kind of figure: its heading, the rows held (each with Delete), and the form that adds one. */
function FactSection(props: {
  id: string;
  heading: string;
  table: EditedFact;
  columns: string[];
  rows: { id: number; cells: ReactNode[]; label: string }[];
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

export function NirfSection({ rows, answer }: { rows: FactsForEditing["nirf"]; answer: Answer }) {
  return (
    <FactSection
      id="facts-nirf"
      heading="NIRF ranks"
      table="nirf_rankings"
      columns={["Year", "List", "Rank", "Source"]}
      rows={rows.map((row) => ({
        id: row.id,
        label: `NIRF ${row.year} ${collegeFactsEn.nirfCategory[row.category]}`,
        cells: [row.year, collegeFactsEn.nirfCategory[row.category], row.rank_band ?? number(row.rank), source(row)],
      }))}
      intent="nirf"
      answer={answer}
      submit="Save NIRF rank"
    >
      <SelectField label="NIRF category" name="category" options={NIRF_OPTIONS} defaultValue="engineering" />
      <Field label="NIRF year" name="year" inputMode="numeric" required />
      <Field label="NIRF rank" name="rank" hint="A rank (12) or a band (101-150)" required />
      <Field label="Source" name="source" hint="Empty: NIRF and the year" />
    </FactSection>
  );
}

export function AccreditationSection({ rows, answer }: { rows: FactsForEditing["accreditations"]; answer: Answer }) {
  return (
    <FactSection
      id="facts-accreditation"
      heading="NAAC and NBA"
      table="college_accreditations"
      columns={["Year", "Body", "Grade or programme", "Valid until", "Source"]}
      rows={rows.map((row) => ({
        id: row.id,
        label: `${row.body.toUpperCase()} ${row.year} ${row.grade ?? row.programme ?? ""}`,
        cells: [
          row.year,
          row.body.toUpperCase(),
          row.body === "naac" ? `${row.grade} (cycle ${row.cycle})` : row.programme,
          row.valid_until ?? "–",
          source(row),
        ],
      }))}
      intent="accreditation"
      answer={answer}
      submit="Add accreditation"
    >
      <SelectField
        label="Body"
        name="body"
        options={[
          { value: "naac", label: "NAAC (the institution)" },
          { value: "nba", label: "NBA (a programme)" },
        ]}
      />
      <SelectField
        label="NAAC grade"
        name="grade"
        options={NAAC_GRADES.map((grade) => ({ value: grade, label: grade }))}
        placeholder="For NAAC"
      />
      <Field label="NAAC cycle" name="cycle" inputMode="numeric" hint="For NAAC: 1 to 10" />
      <Field label="NBA programme" name="programme" hint="For NBA" />
      <Field label="Accreditation year" name="year" inputMode="numeric" required />
      <Field label="Valid until" name="valid_until" type="date" />
      <Field label="Source" name="source" hint="Empty: NAAC or NBA" />
    </FactSection>
  );
}

export function IntakeSection({ rows, answer }: { rows: FactsForEditing["intake"]; answer: Answer }) {
  return (
    <FactSection
      id="facts-intake"
      heading="Intake"
      table="college_intake"
      columns={["Year", "Course or branch", "Seats", "Source"]}
      rows={rows.map((row) => ({
        id: row.id,
        label: `intake ${row.year} ${row.programme}`,
        cells: [row.year, row.programme, number(row.seats), source(row)],
      }))}
      intent="intake"
      answer={answer}
      submit="Save intake"
    >
      <Field label="Course or branch" name="programme" required />
      <Field label="Intake year" name="year" inputMode="numeric" required />
      <Field label="Seats" name="seats" inputMode="numeric" required />
      <Field label="Source" name="source" hint="Empty: the college" />
    </FactSection>
  );
}

export function PlacementSection({ rows, answer }: { rows: FactsForEditing["placements"]; answer: Answer }) {
  return (
    <FactSection
      id="facts-placements"
      heading="Placements"
      table="college_placement_stats"
      columns={["Year", "Programme", "Placed of eligible", "Median (₹ a year)", "Highest (₹ a year)", "Source"]}
      rows={rows.map((row) => ({
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
      }))}
      intent="placement"
      answer={answer}
      submit="Save placement figures"
    >
      <Field label="Programme" name="programme" required />
      <Field label="Placement year" name="year" inputMode="numeric" required />
      <Field label="Students eligible" name="students_eligible" inputMode="numeric" required />
      <Field label="Students placed" name="students_placed" inputMode="numeric" required />
      <Field label="Median package (₹ per annum)" name="median_package_inr" inputMode="numeric" />
      <Field label="Highest package (₹ per annum)" name="highest_package_inr" inputMode="numeric" />
      <Field label="Source" name="source" hint="Empty: the college's placement report" />
    </FactSection>
  );
}
