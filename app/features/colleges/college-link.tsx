import type { ReactNode } from "react";
import { href, Link } from "react-router";

/**
 * A link to a college page that first records the visit (the spec's collegedetails call, sent
 * as a beacon so it never delays the navigation), then navigates.
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
    <Link
      to={href("/:college", { college: slug })}
      className={className}
      onClick={() => {
        const body = new Blob([JSON.stringify({ college_id: id })], { type: "application/json" });
        navigator.sendBeacon?.(href("/narayanaApi/collegedetails.php"), body);
      }}
    >
      {children}
    </Link>
  );
}
