import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link back above an admin screen's heading: "← Back", "← All leads". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="back-link">
        ← {children}
      </Link>
    </p>
  );
}
