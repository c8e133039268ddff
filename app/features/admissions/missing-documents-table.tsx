import { href, Link } from "react-router";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { applicationLabel } from "./application-schema";
import { countOf } from "#app/utils/i18n/counts";

/** An application of the season with documents missing, and how many (season.server.ts). */
export interface MissingApplicationRow {
  id: number;
  lead_id: number;
  lead_name: string;
  college: string;
  course: string;
  intake: number;
  count: number;
}

/**
 * The season's applications with documents still missing, most first: the student (linking to
 * the lead, where the documents are), the application, and how many are missing.
 */
export function MissingDocumentsTable({ rows, total }: { rows: MissingApplicationRow[]; total: number }) {
  return (
    <>
      <TableScroll label="Applications with documents missing">
        <table>
          <ColumnHeads names={["Student", "Application", "Missing"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={href("/Admin/leads/:id", { id: String(row.lead_id) })}>{row.lead_name}</Link>
                </td>
                <td>{applicationLabel(row)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {total > rows.length ? (
        <p className="muted">
          The {rows.length} with the most missing, of {countOf(total, "application")}.
        </p>
      ) : null}
    </>
  );
}
