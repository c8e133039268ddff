import { Form, href, Link, useParams } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { CheckboxGroupField, Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { collegeLogoPath } from "#app/features/colleges/college-logo-path";
import {
  COLLEGE_DISCOVERY_FIELDS,
  COLLEGE_FIELDS,
  COLLEGE_HINDI_FIELDS,
  COLLEGE_LONG_TEXT_FIELDS,
  type CollegeFormSchema,
} from "#app/features/colleges/college-schema";
import type { EditorProps } from "./edit-screen";

type Choices = Record<"categories" | "exams", { value: number; label: string }[]>;

/**
 * A college's fields, on Add College and on a college's edit screen: the original product's
 * eighteen (COLLEGE_FIELDS, in its order and words), then ours (short names, exams accepted, and
 * the descriptive fields in Hindi for the college's Hindi page).
 */
export function CollegeEditor({ fields, categories, exams }: EditorProps<typeof CollegeFormSchema, Choices>) {
  return (
    <>
      {COLLEGE_FIELDS.map(([name, label]) =>
        name === "category_id" ? (
          <SelectField
            key={name}
            label={label}
            meta={fields[name]}
            placeholder="Choose a category"
            options={categories}
          />
        ) : COLLEGE_LONG_TEXT_FIELDS.has(name) ? (
          <TextAreaField key={name} label={label} meta={fields[name]} />
        ) : (
          <Field key={name} label={label} meta={fields[name]} type={name === "website" ? "url" : "text"} />
        ),
      )}
      <Field
        label={COLLEGE_DISCOVERY_FIELDS.short_names.label}
        hint={COLLEGE_DISCOVERY_FIELDS.short_names.hint}
        meta={fields.short_names}
      />
      <CheckboxGroupField label={COLLEGE_DISCOVERY_FIELDS.exam_ids.label} meta={fields.exam_ids!} options={exams} />
      <fieldset className="hindi-fields">
        <legend>In Hindi (optional)</legend>
        <p className="muted small">
          Shown on the college&apos;s Hindi page (/hi/…). Where a field is empty, that page shows the English.
        </p>
        {COLLEGE_HINDI_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            label={`${COLLEGE_FIELDS.find(([name]) => name === field)![1]} (Hindi)`}
            meta={fields[`${field}_hi`]}
            lang="hi"
          />
        ))}
      </fieldset>
    </>
  );
}

/** The edit screen's logo form, before the college's fields: its own form, as a file upload. */
export function CollegeLogoForm({ stored, answer }: { stored: string | null; answer: AdminFormAnswer | undefined }) {
  // Only a path on this site reaches the src, as on the public pages.
  const logo = collegeLogoPath(stored);
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form narrow-form logo-form">
      <div className="logo-preview">
        {logo ? (
          <img src={logo} alt="Current logo" width={96} height={96} />
        ) : (
          <span className="muted small">No logo yet</span>
        )}
      </div>
      <div className="field">
        <label htmlFor="logo">Logo</label>
        <p className="muted small">PNG, JPEG or WebP, up to 1 MB. It is resized to 256 px.</p>
        <input id="logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" required />
      </div>
      <FormResult result={answer} />
      <button type="submit" className="button button-ghost">
        Upload logo
      </button>
    </Form>
  );
}

/** The college's facts are edited on a page of their own (docs/decisions/086-cutoff-import.md), linked from its edit screen. */
export function FactsLink() {
  const { id = "" } = useParams();
  return (
    <p>
      <Link to={href("/Admin/catalogue/colleges/:id/facts", { id })}>
        Facts: NIRF rank, NAAC and NBA, intake, placements
      </Link>
    </p>
  );
}
