import { data, Form, Link, redirect, useNavigation } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { parseId } from "#app/utils/ids";
import { ownEntry } from "#app/utils/own-entry";
import type { Route } from "./+types/list";
import { CATALOGUE } from "./registry.server";
import { forwardHeaders } from "#app/utils/route-headers";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.plural ?? "Catalogue"} | Admin` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const entity = ownEntry(CATALOGUE, params.entity);
  if (!entity) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const all = await entity.rows(dbFrom(context));
  const matching = all.filter((row) => {
    const text = [row.title, ...row.details].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), pageCount);
  const confirmId = Number(url.searchParams.get("confirm"));
  return {
    entity: params.entity,
    label: entity.label,
    plural: entity.plural,
    q,
    rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    confirm: all.find((row) => row.id === confirmId),
    deleted: url.searchParams.get("deleted") === "1",
  };
}

/** Delete, after the confirmation step. Refused, with the reason, where it would orphan data. */
export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const entity = ownEntry(CATALOGUE, params.entity);
  if (!entity) throw data("Not found", { status: 404 });
  const form = await readForm(request);
  const id = parseId(form.id);
  if (form.intent !== "delete" || !id) {
    return data({ ok: false, message: "Nothing to delete." }, { status: 400 });
  }
  try {
    await entity.remove(dbFrom(context), id);
  } catch (error) {
    return data({ ok: false, message: `Could not delete: ${catalogueFailure(error).message}` }, { status: 409 });
  }
  return redirect(`/Admin/catalogue/${params.entity}?deleted=1`);
}

export default function CatalogueList({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, label, plural, q, rows, total, page, pageCount, confirm, deleted } = loaderData;
  const navigation = useNavigation();
  const base = `/Admin/catalogue/${entity}`;
  const query = (extra: Record<string, string | number>) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
    return `${base}?${params}`;
  };
  return (
    <main className="admin-page wide">
      <h1>{plural}</h1>
      <nav aria-label="Catalogue" className="catalogue-tabs">
        {Object.entries({
          colleges: "Colleges",
          categories: "Categories",
          branches: "Branches",
          courses: "Courses",
          exams: "Exams",
          placements: "Placements",
        }).map(([key, name]) => (
          <Link key={key} to={`/Admin/catalogue/${key}`} aria-current={key === entity ? "page" : undefined}>
            {name}
          </Link>
        ))}
      </nav>
      <Form method="get" className="inline-search" role="search">
        <label htmlFor="catalogue-search">Search {plural.toLowerCase()}</label>
        <div className="inline-search-row">
          <input id="catalogue-search" name="q" type="search" defaultValue={q} maxLength={100} />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </Form>
      {deleted && !actionData ? (
        <p role="status" className="form-success">
          {label} deleted.
        </p>
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="form-error">
          {actionData.message}
        </p>
      ) : null}
      {confirm ? (
        <div className="confirm card" role="alertdialog" aria-labelledby="confirm-title">
          <h2 id="confirm-title">
            Delete {label.toLowerCase()} “{confirm.title}”?
          </h2>
          <p>This cannot be undone.</p>
          <Form method="post" className="confirm-actions">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={confirm.id} />
            <button type="submit" className="button button-danger" disabled={navigation.state === "submitting"}>
              Yes, delete
            </button>
            <Link to={query({})} className="button button-ghost">
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}
      <p className="muted">
        {total} {total === 1 ? label.toLowerCase() : plural.toLowerCase()}
      </p>
      <TableScroll label={plural}>
        <table>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">{label}</th>
              <th scope="col">Details</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.href ? <Link to={row.href}>{row.title}</Link> : row.title}</td>
                <td className="muted small">{row.details.filter(Boolean).join(" · ")}</td>
                <td className="row-actions">
                  <Link to={`${base}/${row.id}`}>
                    Edit<span className="visually-hidden"> {row.title}</span>
                  </Link>
                  <Link to={query({ page, confirm: row.id })}>
                    Delete<span className="visually-hidden"> {row.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="pager">
          {page > 1 ? <Link to={query({ page: page - 1 })}>Previous</Link> : <span />}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link to={query({ page: page + 1 })}>Next</Link> : <span />}
        </nav>
      ) : null}
    </main>
  );
}
