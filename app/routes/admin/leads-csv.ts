import { leadFiltersFrom } from "#app/features/leads/lead-filters";
import { exportBreachContactsCsv, exportLeadsCsv } from "#app/features/leads/lead-export.server";
import { requireOwner } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { indiaDay } from "#app/utils/india-time";
import type { Route } from "./+types/leads-csv";

/** The filtered leads as a CSV file that opens correctly in a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const url = new URL(request.url);
  const { page: _page, ...filters } = leadFiltersFrom(url);
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
