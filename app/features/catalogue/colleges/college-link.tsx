import type { ReactNode } from "react";
import { href, Link } from "react-router";

/**
 * A link to a college page. A click on it records the visit (the spec's collegedetails call):
 * the page's script sends it as a beacon, so it never delays the navigation
 * (app/islands/entry.client.ts, one listener for every such link).
 */
export function CollegeLink({
  id,
  slug,
  children,
  className,
}: {
  id: number;
  slug: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={href("/:college", { college: slug })} className={className} data-college-view={id}>
      {children}
    </Link>
  );
}
