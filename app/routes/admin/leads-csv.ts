import { leadFiltersFrom } from "#app/features/inbox/lead-filters";
import { exportBreachContactsCsv, exportLeadsCsv } from "#app/features/inbox/lead-export.server";
import { requireOwner } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { notADateMessage } from "#app/utils/filter-date";
import { indiaDay } from "#app/utils/india-time";
import type { Route } from "./+types/leads-csv";

/** The filtered leads as a CSV file that opens correctly in a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const url = new URL(request.url);
  const { page: _page, notDates, ...filters } = leadFiltersFrom(url);
  // A file is no place to show "not a date" beside a filter, and exporting without the filter
  // would hand over more people's details than were asked for: refused, saying why.
  const notADate = Object.entries(notDates);
  if (notADate.length > 0) {
    const reasons = notADate.map(([name, typed]) => `${name}: ${notADateMessage(typed)}`);
    return new Response(`Nothing exported: ${reasons.join("; ")}.\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // ?for=breach: only the contact details, for telling the people a breach may have reached.
  const breach = url.searchParams.get("for") === "breach";
  const csv = breach
    ? await exportBreachContactsCsv(dbFrom(context), filters, owner)
    : await exportLeadsCsv(dbFrom(context), filters, owner);
  const day = indiaDay(new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${breach ? "breach-contacts" : "leads"}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
