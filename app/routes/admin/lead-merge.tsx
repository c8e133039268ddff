import { data, Form, href, Link, useNavigation } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { FormResult } from "#app/components/forms/form-result";
import { requireAdmin } from "#app/features/admins/auth.server";
import { APPLICANTS, type Applicant } from "#app/features/leads/lead-fields";
import { MERGE_FIELDS, MERGE_FIELD_NAMES, UNDO_DAYS, type MergeField } from "#app/features/merges/lead-merge-fields";
import { MergeFormSchema } from "#app/features/merges/lead-merge-schema";
import { mergeLeads, mergePair } from "#app/features/merges/lead-merge.server";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { parseId } from "#app/utils/ids";
import { Refusal } from "#app/utils/refusal";
import { singleFormAction } from "./admin-action.server";
import { leadIdOf } from "./lead-detail/lead-intent-shared.server";
import { LeadNumberForm } from "./lead-detail/owner-forms";
import type { Route } from "./+types/lead-merge";

export const meta: Route.MetaFunction = () => [{ title: "Merge two leads | Admin" }];

/**
 * The merge screen (features/merges/lead-merge.server.ts): the two leads side by side, and for
 * each field a choice of which value the merged lead keeps. The older lead survives.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  if (!id) throw data("Not found", { status: 404 });
  const other = parseId(new URL(request.url).searchParams.get("with") ?? "");
  if (!other) return { id, pair: null, problem: "Enter the number of the lead to merge with this one." };
  try {
    const pair = await mergePair(dbFrom(context), [id, other], me);
    return { id, pair: { survivor: summary(pair.survivor), other: summary(pair.other) }, problem: null };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { id, pair: null, problem: error.message };
  }
}

/** The one form: merge, then open the lead that stays. */
export const action = (args: Route.ActionArgs) =>
  singleFormAction(args, {
    schema: MergeFormSchema,
    mutate: ({ with: other, ...choices }, { db, admin, params }) =>
      mergeLeads(db, { ids: [leadIdOf(params), other], choices }, admin),
    messages: {
      invalid: "Choose one value for each field.",
      refused: (reason) => reason,
      done: "Merged.",
      doneRedirect: (merged) => href("/Admin/leads/:id", { id: String(merged.survivorId) }),
    },
  });

/** What the screen shows of each lead: the fields to choose between and how to tell the two apart. */
function summary(lead: Awaited<ReturnType<typeof mergePair>>["survivor"]) {
  return {
    id: lead.id,
    created_at: lead.created_at,
    form: lead.form,
    status: LEAD_STATUS_LABELS[lead.status] ?? lead.status,
    values: Object.fromEntries(MERGE_FIELD_NAMES.map((field) => [field, lead[field]])) as Record<
      MergeField,
      string | null
    >,
  };
}

export default function LeadMerge({ loaderData, actionData }: Route.ComponentProps) {
  const { id, pair, problem } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <main className="admin-page">
      <BackLink to={href("/Admin/leads/:id", { id: String(id) })}>Back to lead #{id}</BackLink>
      <h1>Merge two leads</h1>
      {problem || !pair ? (
        <>
          <p role="alert" className="form-error">
            {problem}
          </p>
          <LeadNumberForm leadId={id} />
        </>
      ) : (
        <>
          <p>
            Lead #{pair.survivor.id} is the older one and stays; lead #{pair.other.id} joins it. Choose the value to
            keep for each field. Enquiries, timelines, consent records and notes of both are combined. You can undo the
            merge for {UNDO_DAYS} days.
          </p>
          <div className="merge-leads">
            {[pair.survivor, pair.other].map((lead) => (
              <section className="card" key={lead.id} aria-labelledby={`lead-${lead.id}-heading`}>
                <h2 id={`lead-${lead.id}-heading`}>
                  <Link to={href("/Admin/leads/:id", { id: String(lead.id) })}>Lead #{lead.id}</Link>
                </h2>
                <p className="muted">
                  Received {formatIndiaDateTime(lead.created_at)} · {lead.form} form · {lead.status}
                </p>
              </section>
            ))}
          </div>
          <Form method="post" className="admin-form merge-form">
            {/* The lead that is not this page's: the survivor or the other, whichever page the merge started from. */}
            <input type="hidden" name="with" value={pair.survivor.id === id ? pair.other.id : pair.survivor.id} />
            {MERGE_FIELD_NAMES.map((field) => {
              // The same on both: nothing to choose (and nothing to show when both are empty).
              if (pair.survivor.values[field] === pair.other.values[field]) {
                if (!pair.survivor.values[field]) return null;
                return (
                  <p className="merge-same" key={field}>
                    <strong>{MERGE_FIELDS[field]}</strong>: {shown(field, pair.survivor.values[field])}{" "}
                    <span className="muted">(the same on both)</span>
                  </p>
                );
              }
              const keep = pair.survivor.values[field] || !pair.other.values[field] ? "survivor" : "other";
              return (
                <fieldset className="admin-fieldset merge-choice" key={field}>
                  <legend>{MERGE_FIELDS[field]}</legend>
                  {(["survivor", "other"] as const).map((side) => {
                    const lead = pair[side];
                    const inputId = `${field}-${side}`;
                    return (
                      <div className="check" key={side}>
                        <input type="radio" id={inputId} name={field} value={side} defaultChecked={keep === side} />
                        <label htmlFor={inputId}>
                          <span className="muted">#{lead.id}:</span> {shown(field, lead.values[field])}
                        </label>
                      </div>
                    );
                  })}
                </fieldset>
              );
            })}
            <FormResult result={actionData} />
            <button type="submit" className="button button-primary" disabled={busy}>
              Merge
            </button>
          </Form>
        </>
      )}
    </main>
  );
}

/** A field's value as staff read it: "I am" in words, an empty field said so. */
function shown(field: MergeField, value: string | null): string {
  if (!value) return "(empty)";
  if (field === "applicant") return APPLICANTS[value as Applicant] ?? value;
  return value;
}
