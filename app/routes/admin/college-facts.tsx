import { data, href, Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { factsForEditing } from "#app/features/college-facts/fact-edits.server";
import { getCollegeById } from "#app/features/colleges/colleges.server";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { parseId } from "#app/utils/ids";
import type { Route } from "./+types/college-facts";
import { adminAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { FactSections } from "./college-facts/fact-sections";
import { FACT_INTENTS } from "./college-facts/intents.server";

/**
 * A college's facts (issue 46 item 2; docs/decisions/086-cutoff-import.md): NIRF ranks, NAAC and
 * NBA accreditation, intake and placements, each year a row, each kind its own small form. A page
 * of its own, linked from the college's edit screen, so the college form stays as long as it was.
 * Cut-offs come by import (/Admin/cutoffs/import).
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Facts: ${data?.college.name ?? "college"} | Admin` }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => {
    const id = parseId(args.params.id);
    const college = id ? await getCollegeById(db, id) : undefined;
    if (!college) throw data("Not Found", { status: 404 });
    return {
      college: { id: college.id, name: college.name, slug: college.slug },
      facts: await factsForEditing(db, college.id),
    };
  });

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  // A college deleted meanwhile: 404, not a foreign key's error.
  const id = parseId(args.params.id);
  if (!id || !(await getCollegeById(dbFrom(args.context), id))) throw data("Not Found", { status: 404 });
  return adminAction(args, FACT_INTENTS);
}

export default function CollegeFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { college, facts } = loaderData;
  const answer = (scope: string) => (actionData?.scope === scope ? actionData : undefined);
  const deleted = actionData?.scope === "delete" ? actionData : undefined;
  return (
    <main className="admin-page wide college-facts-editor">
      <BackLink to={href("/Admin/catalogue/:entity/:id", { entity: "colleges", id: String(college.id) })}>
        Back to the college
      </BackLink>
      <h1>Facts: {college.name}</h1>
      <p className="muted">
        The figures students compare on, each with its year and source, shown on{" "}
        <Link to={href("/:college", { college: college.slug })}>the college&apos;s page</Link>. A figure for a year
        already held replaces it. Cut-offs come from the <Link to={href("/Admin/cutoffs/import")}>cut-off import</Link>.
      </p>
      {deleted ? (
        <p role={deleted.ok ? "status" : "alert"} className={deleted.ok ? "form-success" : "form-error"}>
          {deleted.message}
        </p>
      ) : null}
      <FactSections facts={facts} answerOf={answer} />
    </main>
  );
}
