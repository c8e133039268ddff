import { href, Link } from "react-router";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { applicationLabel } from "./application-schema";
import { stepKindLabel } from "./application-step-schema";
import type { calendarSteps } from "./application-steps.server";
import { formatIndiaDay } from "#app/utils/india-time";

type Step = Awaited<ReturnType<typeof calendarSteps>>[number];

/**
 * Application steps as a table (My calendar's week, the season's "due soon"): when, in India
 * time, with "Overdue" in words for a day before today; the step; the student, linking to the
 * lead; the application.
 */
export function StepsTable({ label, steps, today }: { label: string; steps: Step[]; today: string }) {
  return (
    <TableScroll label={label}>
      <table>
        <ColumnHeads names={["When", "Step", "Student", "Application"]} />
        <tbody>
          {steps.map((step) => (
            <tr key={step.id}>
              <td>
                {formatIndiaDay(step.on_date)}
                {step.at_time ? `, ${step.at_time}` : ""}
                {step.on_date < today ? <strong className="overdue"> Overdue</strong> : null}
              </td>
              <td>{stepKindLabel(step)}</td>
              <td>
                <Link to={href("/Admin/leads/:id", { id: String(step.lead_id) })}>{step.lead_name}</Link>
              </td>
              <td>{applicationLabel(step)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
