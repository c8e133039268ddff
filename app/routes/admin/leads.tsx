import { href } from "react-router";
import { Pager } from "#app/components/ui/pager";
import { LeadBulkFormSchema } from "#app/features/leads/lead-bulk-schema";
import { leadFiltersFrom, filtersToQuery } from "#app/features/leads/lead-filters";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { assignableStaff, bulkUpdateLeads, type BulkOutcome } from "#app/features/leads/leads-bulk.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import type { Route } from "./+types/leads";
import { adminFormAction, adminLoader } from "./admin-form.server";
import { BulkBar } from "./leads/bulk-bar";
import { FilterBar } from "./leads/filter-bar";
import { LeadsTable } from "./leads/leads-table";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => {
    const { page, notDates, ...filters } = leadFiltersFrom(new URL(args.request.url));
    const [result, staff] = await Promise.all([listLeads(db, filters, page, 25, me), assignableStaff(db)]);
    const isOwner = me.role === "owner";
    return {
      result,
      filters,
      notDates,
      isOwner,
      // A counsellor's view is already theirs and the pool's: the only name to pick is their own.
      staff: isOwner ? staff : staff.filter((member) => member.id === me.id),
      now: new Date().toISOString(),
    };
  });

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    ownerOnly: true,
    schema: LeadBulkFormSchema,
    mutate: (change, db, me) => bulkUpdateLeads(db, change, me),
    messages: {
      invalid: (first) => first,
      done: bulkDone,
    },
  });

function bulkDone(out: BulkOutcome): string {
  const leads = `${out.changed} ${out.changed === 1 ? "lead" : "leads"}`;
  if (out.intent === "assign") return out.assignee ? `Assigned ${leads} to ${out.assignee}.` : `Unassigned ${leads}.`;
  return `Set ${leads} to ${LEAD_STATUS_LABELS[out.status!]}.`;
}

export default function LeadsInbox({ loaderData: page, actionData }: Route.ComponentProps) {
  const { result, filters, isOwner } = page;
  return (
    <main className="admin-page wide">
      <h1>Leads</h1>
      <FilterBar page={page} />
      {isOwner ? <BulkBar page={page} answer={actionData} /> : null}
      <p className="muted">
        {result.total} {result.total === 1 ? "lead" : "leads"}
      </p>
      <LeadsTable page={page} />
      <Pager
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(n) => `${href("/Admin/leads")}${filtersToQuery(filters, n)}`}
      />
    </main>
  );
}
