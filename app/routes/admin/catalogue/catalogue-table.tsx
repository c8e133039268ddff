import { Form, href, Link, useNavigation } from "react-router";
import { TableScroll } from "#app/components/ui/table-scroll";
import type { Route } from "./+types/list";

/** The catalogue list screen's parts (list.tsx). */

type ListData = Route.ComponentProps["loaderData"];

/** The catalogue's lists, one tab each. */
export function CatalogueTabs({ entity }: { entity: string }) {
  return (
    <nav aria-label="Catalogue" className="catalogue-tabs">
      {Object.entries({
        colleges: "Colleges",
        categories: "Categories",
        branches: "Branches",
        courses: "Courses",
        exams: "Exams",
        placements: "Placements",
      }).map(([key, name]) => (
        <Link
          key={key}
          to={href("/Admin/catalogue/:entity", { entity: key })}
          aria-current={key === entity ? "page" : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}

/** The confirmation step of a Delete: the entry's name, and Yes or Cancel. */
export function ConfirmDelete({
  label,
  confirm,
  cancelHref,
}: {
  label: string;
  confirm: NonNullable<ListData["confirm"]>;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  return (
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
        <Link to={cancelHref} className="button button-ghost">
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/** The page's entries, each with its Edit and Delete links. */
export function CatalogueTable({
  rows,
  label,
  plural,
  editHref,
  deleteHref,
}: {
  rows: ListData["rows"];
  label: string;
  plural: string;
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
}) {
  return (
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
                <Link to={editHref(row.id)}>
                  Edit<span className="visually-hidden"> {row.title}</span>
                </Link>
                <Link to={deleteHref(row.id)}>
                  Delete<span className="visually-hidden"> {row.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
