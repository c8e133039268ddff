const COLOURS = ["#12306b", "#f5a524", "#2a6fb0", "#127a3e", "#b42318", "#7a4cc2", "#0e9384", "#8a4b00"];

export interface LeadsPerDay {
  days: string[];
  forms: string[];
  counts: Record<string, Record<string, number>>;
}

/**
 * Leads per day for the last 30 days, stacked by the form they came from. Drawn as SVG on the
 * server (no chart library in the bundle); the same numbers are in a table for screen readers.
 */
export function LeadsChart({ data }: { data: LeadsPerDay }) {
  const width = 720;
  const height = 200;
  const gap = 4;
  const barWidth = width / data.days.length - gap;
  const totals = data.days.map((day) => Object.values(data.counts[day] ?? {}).reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);
  const total = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-labelledby="chart-caption"
        preserveAspectRatio="none"
      >
        {data.days.map((day, i) => {
          let y = height;
          return (
            <g key={day}>
              {data.forms.map((form, f) => {
                const count = data.counts[day]?.[form] ?? 0;
                if (!count) return null;
                const h = (count / max) * (height - 10);
                y -= h;
                return (
                  <rect
                    key={form}
                    x={i * (barWidth + gap)}
                    y={y}
                    width={barWidth}
                    height={h}
                    fill={COLOURS[f % COLOURS.length]}
                  />
                );
              })}
              {i % 5 === 0 ? (
                <text x={i * (barWidth + gap)} y={height + 15} fontSize="11" fill="#566173">
                  {day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id="chart-caption">
        {total} leads in the last {data.days.length} days, by form (most in one day:{" "}
        {max === 1 && total === 0 ? 0 : max}).
      </figcaption>
      <ul className="chart-legend">
        {data.forms.map((form, f) => (
          <li key={form}>
            <span className="swatch" style={{ background: COLOURS[f % COLOURS.length] }} aria-hidden="true" />
            {form}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>Leads per day by form</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {data.forms.map((form) => (
              <th key={form} scope="col">
                {form}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.days.map((day) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {data.forms.map((form) => (
                <td key={form}>{data.counts[day]?.[form] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
