/**
 * A small table of counts with a caption: "Leads by status", "Admissions by college". Each row's
 * label is its row header, so a screen reader reads "Applied, 12".
 */
export function CountTable({
  caption,
  head,
  unit,
  rows,
  empty,
}: {
  caption: string;
  /** The first column's heading: what the rows are ("Status"). */
  head: string;
  /** The count column's heading: what is counted ("Leads"). */
  unit: string;
  rows: { label: string; count: number }[];
  /** What the table says with no rows. */
  empty: string;
}) {
  return (
    <table className="count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{unit}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
