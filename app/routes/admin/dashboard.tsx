import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Field } from "#app/components/forms/field";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { LeadsChart } from "#app/components/admin/leads-chart";
import { listAdmins } from "#app/features/admins/admins.server";
import { leadsPerDay } from "#app/features/leads/leads-inbox.server";
import { createCategory } from "#app/features/categories/categories.server";
import { requireAdmin } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/dashboard";
import { forwardHeaders } from "#app/utils/route-headers";
import { RequestErrorBoundary } from "#app/components/admin/request-error";
import { submitAdminForm } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = dbFrom(context);
  const [admins, leads] = await Promise.all([listAdmins(db), leadsPerDay(db, 30)]);
  return { admins, leads };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return submitAdminForm(request, {
    schema: CategoryFormSchema,
    mutate: (values) => createCategory(dbFrom(context), values),
    messages: {
      invalid: (first) => `Error: ${first}`,
      refused: (reason) => `Error: ${reason}`,
      done: "Your data is submitted successfully!",
      fieldErrors: false,
    },
  });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <main className="admin-page">
      <p>
        <Link to="/AdminLogin" className="back-link">
          ← Back
        </Link>
      </p>
      <h1>Welcome</h1>
      <section aria-labelledby="admins-heading" className="card">
        <h2 id="admins-heading">Administrators</h2>
        <ul className="admin-names">
          {loaderData.admins.map((admin) => (
            <li key={admin.id}>{admin.name}</li>
          ))}
        </ul>
        <p>
          <Link to="/AdminReg">Add an administrator</Link>
        </p>
      </section>
      <section aria-labelledby="leads-heading" className="card">
        <div className="section-head">
          <h2 id="leads-heading">Leads, last 30 days</h2>
          <Link to="/Admin/leads">Open the leads inbox</Link>
        </div>
        <LeadsChart data={loaderData.leads} />
      </section>
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">Catalogue</h2>
        <ul className="admin-actions">
          <li>
            <button
              type="button"
              className="button button-primary"
              aria-haspopup="dialog"
              onClick={() => setModalOpen(true)}
            >
              Add Category
            </button>
          </li>
          <li>
            <Link className="button button-ghost" to="/Admin/Details">
              Add College
            </Link>
          </li>
          <li>
            <Link className="button button-ghost" to="/Admin/CollegeBranch">
              Add Branch
            </Link>
          </li>
          <li>
            <Link className="button button-ghost" to="/Admin/CollegeCource">
              Add Cource
            </Link>
          </li>
        </ul>
      </section>
      {modalOpen ? <CategoryModal onClose={() => setModalOpen(false)} /> : null}
    </main>
  );
}

/** The Add Category modal: closed, open, then after a successful save the message replaces the form. */
function CategoryModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  return (
    <div className="modal-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="category-modal-title" className="modal card">
        <h2 id="category-modal-title">Add Category</h2>
        {result?.ok ? (
          <p role="status" className="form-success">
            {result.message}
          </p>
        ) : (
          <fetcher.Form method="post" className="form-grid">
            <Field label="Category Name" name="name" autoFocus maxLength={100} />
            {result && !result.ok ? (
              <p role="alert" className="form-error">
                {result.message}
              </p>
            ) : null}
            <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
              Submit
            </button>
          </fetcher.Form>
        )}
        <button type="button" className="button button-ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}
