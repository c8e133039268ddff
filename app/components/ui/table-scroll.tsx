import type { ReactNode } from "react";

/**
 * The box that lets a wide table scroll sideways on a phone. Keyboard users scroll it too: it is
 * in the tab order, and it is a region named after its table (by a heading's id or a label), so a
 * screen reader says what has focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({
  labelledBy,
  label,
  children,
}: { children: ReactNode } & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never })) {
  return (
    <div className="table-wrap" role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table's head: one row of column headings. */
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th scope="col" key={name}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
