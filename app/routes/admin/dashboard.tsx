import { href, Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { LeadsChart } from "#app/components/admin/leads-chart";
import { listAdminNames } from "#app/features/admins/admins.server";
import { leadFigures, leadsPerDay } from "#app/features/leads/leads-inbox.server";
import { firstCallFigures } from "#app/features/first-call/first-call-figures.server";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { createCategory } from "#app/features/categories/categories.server";
import type { Route } from "./+types/dashboard";
import { forwardHeaders } from "#app/utils/route-headers";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { useAddCategoryDialog } from "./dashboard/add-category-dialog";
import { LeadFiguresSection } from "./dashboard/lead-figures";
import { FirstCallTable } from "./dashboard/first-call-table";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => {
    const at = new Date();
    const hours = await getFirstCallClock(db);
    const [admins, leads, figures, rows] = await Promise.all([
      listAdminNames(db),
      leadsPerDay(db, 30, at, me),
      leadFigures(db, me, at),
      firstCallFigures(db, { viewer: me, hours, at }),
    ]);
    const owner = me.role === "owner";
    return { admins, owner, leads, figures, firstCalls: { rows, targetMinutes: hours.targetMinutes } };
  });

export const headers = forwardHeaders;

/** The page's one form, in the Add Category dialog (dashboard/add-category-dialog.tsx). */
export const action = (args: Route.ActionArgs) =>
  singleFormAction(args, {
    schema: CategoryFormSchema,
    mutate: (values, { db }) => createCategory(db, values),
    messages: {
      invalid: (first) => `Error: ${first}`,
      refused: (reason) => `Error: ${reason}`,
      done: "Your data is submitted successfully!",
      fieldErrors: false,
    },
  });

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const addCategory = useAddCategoryDialog(actionData);
  return (
    <main className="admin-page">
      <BackLink to={href("/AdminLogin")}>Back</BackLink>
      <h1>Welcome</h1>
      <section aria-labelledby="admins-heading" className="card">
        <h2 id="admins-heading">Administrators</h2>
        <ul className="admin-names">
          {loaderData.admins.map((admin) => (
            <li key={admin.id}>{admin.name}</li>
          ))}
        </ul>
        {/* Only an owner adds or invites staff: a counsellor is offered no control that would refuse them. */}
        {loaderData.owner ? (
          <p className="link-row">
            <Link to={href("/Admin/team")}>Invite a colleague</Link>
            <Link to={href("/AdminReg")}>Add an administrator</Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="leads-heading" className="card">
        <div className="section-head">
          <h2 id="leads-heading">Leads, last 30 days</h2>
          <Link to={href("/Admin/leads")}>Open the leads inbox</Link>
        </div>
        <LeadsChart data={loaderData.leads} />
      </section>
      <LeadFiguresSection figures={loaderData.figures} />
      <FirstCallTable firstCalls={loaderData.firstCalls} />
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">Catalogue</h2>
        <ul className="admin-actions">
          <li>{addCategory.opener}</li>
          <li>
            <Link className="button button-ghost" to={href("/Admin/Details")}>
              Add College
            </Link>
          </li>
          <li>
            <Link className="button button-ghost" to={href("/Admin/CollegeBranch")}>
              Add Branch
            </Link>
          </li>
          <li>
            <Link className="button button-ghost" to={href("/Admin/CollegeCource")}>
              Add Cource
            </Link>
          </li>
        </ul>
      </section>
      {addCategory.dialog}
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");
