import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/layout/icons";

/** The link back above an admin screen's heading: "Back", "All leads", after an arrow drawn as an icon (ADR 099). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="back-link">
        <Icon name="arrowLeft" size={16} />
        {children}
      </Link>
    </p>
  );
}
