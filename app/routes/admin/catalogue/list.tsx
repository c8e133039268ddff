import { Form, href, redirect } from "react-router";
import { Pager } from "#app/components/ui/pager";
import {
  CATALOGUE_SEARCH_MAX,
  findCatalogueRow,
  listCataloguePage,
} from "#app/features/colleges/catalogue-list.server";
import { DeleteFormSchema } from "#app/features/colleges/delete-schema";
import { parseId } from "#app/utils/ids";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "../admin-form.server";
import type { Route } from "./+types/list";
import { catalogueEntity } from "./registry.server";
import { CatalogueTable, CatalogueTabs, ConfirmDelete } from "./catalogue-table";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.plural ?? "Catalogue"} | Admin` }];

export async function loader(args: Route.LoaderArgs) {
  const entity = await catalogueEntity(args);
  return adminLoader(args, async (db) => {
    const url = new URL(args.request.url);
    const q = url.searchParams.get("q")?.trim().slice(0, CATALOGUE_SEARCH_MAX) ?? "";
    const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
    const confirmId = parseId(url.searchParams.get("confirm"));
    const [list, confirm] = await Promise.all([
      listCataloguePage(db, entity.name, { q, page, pageSize: PAGE_SIZE }),
      confirmId ? findCatalogueRow(db, entity.name, confirmId) : undefined,
    ]);
    return {
      entity: entity.name,
      label: entity.label,
      plural: entity.plural,
      q,
      ...list,
      confirm,
      deleted: url.searchParams.get("deleted") === "1",
    };
  });
}

export const headers = forwardHeaders;

/** Delete, after the confirmation step. Refused, with the reason, where it would orphan data. */
export async function action(args: Route.ActionArgs) {
  const entity = await catalogueEntity(args);
  const answer = await adminFormAction(args, {
    // Deleting from the catalogue is an owner's call.
    ownerOnly: true,
    schema: DeleteFormSchema,
    mutate: ({ id }, db) => entity.remove(db, id),
    messages: {
      invalid: "Nothing to delete.",
      refused: (reason) => `Could not delete: ${reason}`,
      fieldErrors: false,
      refusedStatus: 409,
      done: "",
    },
  });
  if (answer.data.ok) return redirect(`${href("/Admin/catalogue/:entity", { entity: entity.name })}?deleted=1`);
  return answer;
}

export default function CatalogueList({ loaderData, actionData }: Route.ComponentProps) {
  const { entity, label, plural, q, rows, total, page, pageCount, confirm, deleted } = loaderData;
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
      <CatalogueTabs entity={entity} />
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
      {confirm ? <ConfirmDelete label={label} confirm={confirm} cancelHref={query({})} /> : null}
      <p className="muted">
        {total} {total === 1 ? label.toLowerCase() : plural.toLowerCase()}
      </p>
      <CatalogueTable
        rows={rows}
        label={label}
        plural={plural}
        editHref={(id) => `${base}/${id}`}
        deleteHref={(id) => query({ page, confirm: id })}
      />
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => query({ page: n })} />
    </main>
  );
}

/** A tab per kind of catalogue entry, the one shown marked. */
