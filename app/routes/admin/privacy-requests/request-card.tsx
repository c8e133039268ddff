import { href, Link } from "react-router";
import { useSectionForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestStepFormSchema } from "#app/features/privacy/request-schema";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { Route } from "../+types/privacy-requests";
import type { REQUEST_INTENTS } from "./request-intents.server";

type QueuedRequest = Route.ComponentProps["loaderData"]["requests"][number];
type RequestIntent = keyof typeof REQUEST_INTENTS;

const INTENTS: readonly RequestIntent[] = ["verified_by_phone", "carry_out", "done", "rejected"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left to the deadline, in words; overdue says so. */
function deadline(dueAt: string, closed: boolean): string {
  if (closed) return "";
  const days = Math.ceil((Date.parse(dueAt) - Date.now()) / DAY_MS);
  return days < 0 ? `Overdue by ${-days} day(s)` : `${days} day(s) left`;
}

/**
 * One request of the queue: what was asked, by whom, its leads and log, and while it is open a
 * form whose buttons are the steps that fit it (request-intents.server.ts). With JavaScript each
 * request's answer comes back to it; without, the page shows it above the list.
 */
export function RequestCard({ request }: { request: QueuedRequest }) {
  const closed = request.status === "done" || request.status === "rejected";
  const step = useSectionForm<typeof RequestStepFormSchema>(undefined, INTENTS, {
    defaultValue: { choice: "updates" },
  });
  return (
    <li className="card">
      <h2>
        {REQUEST_KINDS[request.kind] ?? request.kind}{" "}
        <span className="status">{REQUEST_STATUSES[request.status] ?? request.status}</span>
      </h2>
      <p>
        Received {formatIndiaDateTime(request.created_at)} · {request.channel === "email" ? "E-mail" : "Phone"}:{" "}
        {request.contact} · <strong>{deadline(request.due_at, closed)}</strong>
      </p>
      {request.details ? <p className="timeline-note">{request.details}</p> : null}
      {request.lead_ids.length > 0 ? (
        <p>
          Leads:{" "}
          {request.lead_ids.map((id, i) => (
            <span key={id}>
              {i > 0 ? ", " : ""}
              <Link to={href("/Admin/leads/:id", { id: String(id) })}>#{id}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <details>
        <summary>Log ({request.log.length})</summary>
        <ol className="plain-list">
          {request.log.map((entry, i) => (
            <li key={i}>
              {formatIndiaDateTime(entry.at)} · {entry.by}: {entry.text}
            </li>
          ))}
        </ol>
      </details>
      {closed ? null : (
        <step.fetcher.Form method="post" {...step.formProps} className="inline-form">
          <input type="hidden" name={step.fields.id.name} value={request.id} />
          <Field label="Note" meta={step.fields.note} maxLength={500} />
          {request.status === "verify_by_phone" ? (
            <StepButton intent="verified_by_phone" label="Verified by phone" />
          ) : null}
          {request.status === "open" && request.kind === "erase" ? (
            <StepButton intent="carry_out" label="Erase now" primary />
          ) : null}
          {request.status === "open" && request.kind === "withdraw" ? (
            <>
              <SelectField
                label="Withdraw"
                meta={step.fields.choice}
                options={[
                  { value: "updates", label: "Updates only" },
                  { value: "contact", label: "All contact" },
                ]}
              />
              <StepButton intent="carry_out" label="Withdraw now" primary />
            </>
          ) : null}
          <StepButton intent="done" label="Close as done" />
          <StepButton intent="rejected" label="Reject" />
        </step.fetcher.Form>
      )}
      <FormResult result={step.answer} />
    </li>
  );
}

function StepButton({ intent, label, primary }: { intent: RequestIntent; label: string; primary?: boolean }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`button button-small ${primary ? "button-primary" : "button-ghost"}`}
    >
      {label}
    </button>
  );
}
