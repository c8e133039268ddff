import { href } from "react-router";
import { Pager } from "#app/components/ui/pager";
import { leadFiltersFrom, filtersToQuery } from "#app/features/inbox/lead-filters";
import { assignableStaff } from "#app/features/inbox/leads-bulk.server";
import { listLeads } from "#app/features/leads/leads-inbox.server";
import { firstCallClock } from "#app/features/first-call/first-call-clock";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import type { Route } from "./+types/leads";
import { adminAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { BULK_INTENTS } from "./leads/bulk-intents.server";
import { BulkBar } from "./leads/bulk-bar";
import { FilterBar } from "./leads/filter-bar";
import { LeadsTable } from "./leads/leads-table";
import { countOf } from "#app/utils/i18n/counts";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => {
    const { page, notDates, ...filters } = leadFiltersFrom(new URL(args.request.url));
    const at = new Date();
    const [listed, staff, hours] = await Promise.all([
      listLeads(db, filters, page, 25, me, at),
      assignableStaff(db),
      getFirstCallClock(db),
    ]);
    const isOwner = me.role === "owner";
    // Each new lead's first-call clock as of now (features/first-call/first-call-clock.ts).
    const items = listed.items.map((lead) => ({ ...lead, firstCall: firstCallClock(lead, hours, at) }));
    return {
      result: { ...listed, items },
      filters,
      notDates,
      isOwner,
      // A counsellor's view is already theirs and the pool's: the only name to pick is their own.
      staff: isOwner ? staff : staff.filter((member) => member.id === me.id),
      now: at.toISOString(),
    };
  });

/** The bulk bar's two intents (leads/bulk-intents.server.ts); any other is a 400. */
export const action = (args: Route.ActionArgs) => adminAction(args, BULK_INTENTS);

export default function LeadsInbox({ loaderData: page, actionData }: Route.ComponentProps) {
  const { result, filters, isOwner } = page;
  return (
    <main className="admin-page wide">
      <h1>Leads</h1>
      <FilterBar page={page} />
      {isOwner ? <BulkBar page={page} answer={actionData} /> : null}
      <p className="muted">
        {result.moreThanCounted ? "More than " : ""}
        {countOf(result.total, "lead")}
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
