import { requireOwner } from "#app/features/admins/auth.server";
import { funnelToCsv } from "#app/features/reports/funnel-csv";
import { funnelRangeFrom } from "#app/features/reports/funnel-links";
import { funnelReport } from "#app/features/reports/funnel-report.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/reports-csv";

/** The funnel report of a range as a CSV file: the same numbers as /Admin/reports, every breakdown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  const { range } = funnelRangeFrom(new URL(request.url));
  const csv = funnelToCsv(await funnelReport(dbFrom(context), range));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="funnel-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
