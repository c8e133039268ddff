import { CollegeInitials } from "./college-initials";
import { CollegeLink } from "./college-link";
import { collegeLogoPath } from "./college-logo-path";
import type { CollegeCard as CollegeCardData } from "./college-search.server";
import { CollegePickButtonsIsland } from "./college-pick-buttons.island";
import { feeRange } from "./fee-range";

/** A college in a list: logo (or initials), name, place, university and the range of yearly fees. */
export function CollegeCard({ college }: { college: CollegeCardData }) {
  const logo = collegeLogoPath(college.logo_path);
  return (
    <article className="college-card">
      <div className="college-card-logo" aria-hidden="true">
        {logo ? (
          <img src={logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <CollegeInitials name={college.name} />
        )}
      </div>
      <div className="college-card-body">
        <h3>
          <CollegeLink id={college.id} slug={college.slug}>
            {college.name}
          </CollegeLink>
        </h3>
        <p className="muted">
          {college.cities}, {college.state}
          {college.stream ? <span className="pill">{college.stream}</span> : null}
        </p>
        <p className="muted small">{college.university}</p>
        <p className="fee-line">
          <span className="fee-label">Yearly fees</span> {feeRange(college.min_fee, college.max_fee)}
          <span className="muted small"> · {college.course_count} courses</span>
        </p>
        <CollegePickButtonsIsland slug={college.slug} name={college.name} />
      </div>
    </article>
  );
}
