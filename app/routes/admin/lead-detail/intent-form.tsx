import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import type { LeadIntent } from "./lead-intents.server";
import { answerFor, useLeadPageFetcherKey } from "./work-forms";

/**
 * A form of the lead page that is a button and what it confirms (take the lead, parent
 * confirmed, erase), posted through the page's fetcher (useLeadPageFetcherKey) and showing the
 * answer when it is its intent's; without JavaScript it posts the page.
 */
export function IntentForm({
  intent,
  actionData,
  className,
  fields,
  button,
}: {
  intent: LeadIntent;
  actionData: AdminFormAnswer<unknown> | undefined;
  className?: string;
  /** What comes before the answer: words, a confirming tick. */
  fields?: ReactNode;
  button: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<AdminFormAnswer<unknown>>({ key: useLeadPageFetcherKey() });
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {fields}
      <FormResult result={answerFor(fetcher.data ?? actionData, intent)} />
      {button(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
