import { TableScroll } from "#app/components/ui/table-scroll";
import type { Route } from "../+types/dashboard";

type FirstCalls = Route.ComponentProps["loaderData"]["firstCalls"];

/** "67% (2 of 3)"; a dash with nothing to count yet. */
function share(within: number, decided: number): string {
  return decided === 0 ? "—" : `${Math.round((within / decided) * 100)}% (${within} of ${decided})`;
}

/**
 * Speed to lead per counsellor (docs/decisions/052-first-call-clock.md): the median working
 * minutes from enquiry to first call, and the share called within the owners' target.
 */
export function FirstCallTable({ firstCalls }: { firstCalls: FirstCalls }) {
  const { rows, targetMinutes } = firstCalls;
  return (
    <section aria-labelledby="first-call-heading" className="card">
      <h2 id="first-call-heading">First calls, last 30 days</h2>
      <p className="muted">
        Counted in working minutes from the enquiry. Target: first call within {targetMinutes} working{" "}
        {targetMinutes === 1 ? "minute" : "minutes"}.
      </p>
      <TableScroll label="First calls per counsellor">
        <table>
          <caption className="visually-hidden">First calls per counsellor, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Counsellor</th>
              <th scope="col">Leads called</th>
              <th scope="col">Median to first call (working min)</th>
              <th scope="col">Within the target</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4}>No leads with a first-call clock in the last 30 days</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.assigneeId}>
                  <th scope="row">{row.name}</th>
                  <td>{row.called}</td>
                  <td>{row.medianMinutes === null ? "—" : `${row.medianMinutes} min`}</td>
                  <td>{share(row.withinTarget, row.decided)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
