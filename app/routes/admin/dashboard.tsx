import { useEffect, useRef, useState } from "react";
import { href, Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { Field } from "#app/components/forms/field";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { LeadsChart } from "#app/components/admin/leads-chart";
import { listAdminNames } from "#app/features/admins/admins.server";
import { leadFigures, leadsPerDay } from "#app/features/leads/leads-inbox.server";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status";
import { createCategory } from "#app/features/categories/categories.server";
import type { Route } from "./+types/dashboard";
import { forwardHeaders } from "#app/utils/route-headers";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useHydrated } from "#app/components/ui/disclosure";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, me) => {
    const at = new Date();
    const [admins, leads, figures] = await Promise.all([
      listAdminNames(db),
      leadsPerDay(db, 30, at, me),
      leadFigures(db, me, at),
    ]);
    return { admins, leads, figures };
  });

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: CategoryFormSchema,
    mutate: (values, db) => createCategory(db, values),
    messages: {
      invalid: (first) => `Error: ${first}`,
      refused: (reason) => `Error: ${reason}`,
      done: "Your data is submitted successfully!",
      fieldErrors: false,
    },
  });

/** `?dialog=add-category` opens the Add Category dialog: the path that works before and without JavaScript. */
const ADD_CATEGORY_DIALOG = "add-category";

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const requested = searchParams.get("dialog") === ADD_CATEGORY_DIALOG;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Each opening gets a fresh form (and fetcher); 0 is the dialog the server rendered open.
  const [opened, setOpened] = useState(0);

  // A dialog the server rendered open (the link, followed before hydration) becomes modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  const openDialog = () => {
    setOpened((count) => count + 1);
    dialogRef.current?.showModal();
  };

  const onClose = () => {
    // The close that the upgrade to modal fires is not a real one.
    if (dialogRef.current?.open) return;
    openerRef.current?.focus();
    if (requested) void navigate({ search: "" }, { replace: true, preventScrollReset: true });
  };

  return (
    <main className="admin-page">
      <p>
        <Link to={href("/AdminLogin")} className="back-link">
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
          <Link to={href("/AdminReg")}>Add an administrator</Link>
        </p>
      </section>
      <section aria-labelledby="leads-heading" className="card">
        <div className="section-head">
          <h2 id="leads-heading">Leads, last 30 days</h2>
          <Link to={href("/Admin/leads")}>Open the leads inbox</Link>
        </div>
        <LeadsChart data={loaderData.leads} />
      </section>
      <LeadFiguresSection figures={loaderData.figures} />
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">Catalogue</h2>
        <ul className="admin-actions">
          <li>
            {hydrated ? (
              <button
                ref={openerRef}
                type="button"
                className="button button-primary"
                aria-haspopup="dialog"
                onClick={openDialog}
              >
                Add Category
              </button>
            ) : (
              // Before hydration (or without JavaScript) a link to the page with the dialog open.
              <a href={`?dialog=${ADD_CATEGORY_DIALOG}`} className="button button-primary">
                Add Category
              </a>
            )}
          </li>
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
      <dialog
        ref={dialogRef}
        // Server-rendered open for ?dialog=add-category; after hydration showModal() and close() own it.
        open={requested}
        aria-modal={hydrated ? true : undefined}
        aria-labelledby="category-modal-title"
        className="modal card"
        onClose={onClose}
      >
        <h2 id="category-modal-title">Add Category</h2>
        <CategoryForm key={opened} serverResult={opened === 0 ? actionData : undefined} />
        {/* A form with method="dialog" closes the dialog natively, JavaScript or not. */}
        <form method="dialog" className="modal-close">
          <button type="submit" className="button button-ghost">
            Close
          </button>
        </form>
      </dialog>
    </main>
  );
}

type Figures = Route.ComponentProps["loaderData"]["figures"];

/** How long, in words: "45 min", "3 h 20 min", "2 days 4 h". */
function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** The pipeline at a glance: the viewer's leads by status and by source, what is late, how fast the first call comes. */
function LeadFiguresSection({ figures }: { figures: Figures }) {
  const { firstCall } = figures;
  return (
    <section aria-labelledby="figures-heading" className="card">
      <h2 id="figures-heading">Pipeline</h2>
      <dl className="figures">
        <div>
          <dt>Overdue follow-ups</dt>
          <dd>
            <Link to={`${href("/Admin/leads")}?followUp=overdue`}>{figures.overdue}</Link>
          </dd>
        </div>
        <div>
          <dt>Median time to first call (last 30 days)</dt>
          <dd>
            {firstCall
              ? `${duration(firstCall.minutes)} (${firstCall.calls} ${firstCall.calls === 1 ? "lead" : "leads"} called)`
              : "No calls logged yet"}
          </dd>
        </div>
      </dl>
      <div className="figure-tables">
        <CountTable
          caption="Leads by status"
          head="Status"
          rows={figures.byStatus.map((row) => ({
            label: LEAD_STATUS_LABELS[row.key as LeadStatus] ?? row.key ?? "",
            count: row.count,
          }))}
        />
        <CountTable
          caption="Leads by form"
          head="Form"
          rows={figures.byForm.map((row) => ({ label: row.key ?? "", count: row.count }))}
        />
        <CountTable
          caption="Leads by campaign source (utm_source)"
          head="Source"
          rows={figures.bySource.map((row) => ({ label: row.key ?? "None (direct)", count: row.count }))}
        />
      </div>
    </section>
  );
}

function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { label: string; count: number }[];
}) {
  return (
    <table className="count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>No leads yet</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * The Add Category modal's form: closed, open, then after a successful save the message replaces
 * the form. With JavaScript it posts through a fetcher; without, the page posts and the server's
 * answer (`serverResult`) renders the dialog open again with the message.
 */
function CategoryForm({ serverResult }: { serverResult: Route.ComponentProps["actionData"] }) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data ?? serverResult;
  if (result?.ok) {
    return (
      <p role="status" className="form-success">
        {result.message}
      </p>
    );
  }
  return (
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
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");
