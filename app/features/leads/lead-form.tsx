import { useActionData, useFormAction } from "react-router";
import { LeadFormIsland, type LeadFormProps } from "./lead-form.island";
import type { LeadActionResult } from "./lead-result";

/**
 * Every lead form of the site: without JavaScript it posts to the page's own action and shows
 * that action's answer; with it, the island sends it to /leads/enquire, which runs the same
 * handler and answers JSON. The form itself is an island (./lead-form.island.tsx); this part,
 * rendered on the server, hands it what only the router knows.
 */
export function LeadForm(props: LeadFormProps) {
  const actionData = useActionData() as LeadActionResult | undefined;
  const action = useFormAction();
  return (
    <LeadFormIsland {...props} action={action} result={actionData?.form === props.form ? actionData : undefined} />
  );
}
