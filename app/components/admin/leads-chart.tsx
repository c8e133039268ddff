import { countOf } from "#app/utils/i18n/counts";
// Each at least 3:1 against the white page (WCAG 1.4.11), and stacked segments are parted by a
// white line, so every bar segment stands out; the saffron is a shade darker than the buttons'.
const COLOURS = ["#12306b", "#c26a00", "#2a6fb0", "#127a3e", "#b42318", "#7a4cc2", "#0e9384", "#8a4b00"];

export interface LeadsPerDay {
  days: string[];
  forms: string[];
  counts: Record<string, Record<string, number>>;
}

/**
 * Leads per day for the last 30 days, stacked by the form they came from. Drawn as SVG on the
 * server (no chart library in the bundle); the same numbers are in a table for screen readers.
 * The caption comes first: HTML allows a figcaption only as a figure's first or last child.
 * The bars stretch to any width; the day labels under them are HTML, so they stay legible on a phone.
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
      <figcaption id="chart-caption">
        {countOf(total, "lead")} in the last {countOf(data.days.length, "day")}, by form (most in one day:{" "}
        {max === 1 && total === 0 ? 0 : max}).
      </figcaption>
      <div className="chart-plot">
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-caption" preserveAspectRatio="none">
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
                      stroke="#fff"
                      strokeWidth={1}
                      vectorEffect="non-scaling-stroke"
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
        {/* Every fifth day (MM-DD) under its bar; the table below has every day for screen readers. */}
        <ol className="chart-axis" aria-hidden="true">
          {data.days.map((day, i) =>
            i % 5 === 0 ? (
              <li key={day} style={{ left: `${((i * (barWidth + gap)) / width) * 100}%` }}>
                {day.slice(5)}
              </li>
            ) : null,
          )}
        </ol>
      </div>
      <ul className="chart-legend">
        {data.forms.map((form, f) => (
          <li key={form}>
            <span className="swatch" style={{ background: COLOURS[f % COLOURS.length] }} aria-hidden="true" />
            {form}
          </li>
        ))}
      </ul>
      <LeadsPerDayTable data={data} />
    </figure>
  );
}

/**
 * The chart's numbers for screen readers: every day, by form. In a hidden box rather than a
 * hidden table: a table grows to fit its rows whatever its height, and made the page scroll.
 */
function LeadsPerDayTable({ data }: { data: LeadsPerDay }) {
  return (
    <div className="visually-hidden">
      <table>
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
    </div>
  );
}
