import { Form, href, NavLink, Outlet, useLocation } from "react-router";
import { requireAdmin } from "#app/features/admins/auth.server";
import type { Route } from "./+types/layout";
import adminStylesHref from "#app/styles/admin.css?url";
import { CLIENT_ROUTER_PAGE } from "#app/utils/page-handle";

export const handle = CLIENT_ROUTER_PAGE;

// The admin rules, linked here only: <Links /> puts this after the site stylesheet, and no public page loads it.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

// Admin pages show private data: never stored by the browser or any cache on the way. This
// layout is not marked storable, so server/private-responses.ts sends every response under it
// with Cache-Control: no-store (docs/decisions/030-private-unless-storable.md).

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin: { name: admin.name, role: admin.role } };
}

interface MenuItem {
  to: string;
  label: string;
  ownerOnly?: boolean;
}

/**
 * The admin menu in groups (issue 43, item 7): the day's work first, then the spec's catalogue
 * screens under one heading (every link named as the spec names it), then the owners' settings.
 * `heading` null: the group needs none (the work, and the person's own account).
 */
const MENU: { heading: string | null; id: string; items: MenuItem[] }[] = [
  {
    heading: null,
    id: "work",
    items: [
      { to: href("/Admin/today"), label: "My day" },
      { to: href("/Admin/queue"), label: "My queue" },
      { to: href("/Admin/leads"), label: "Leads" },
      { to: href("/Admin/calendar"), label: "My calendar" },
      { to: href("/Admin/season"), label: "Season" },
      { to: href("/Admin/reports"), label: "Funnel report", ownerOnly: true },
      { to: href("/Admin/Desboard"), label: "Dashboard" },
      { to: href("/Admin/import"), label: "Import leads", ownerOnly: true },
      { to: href("/Admin/cutoffs/import"), label: "Import cut-offs", ownerOnly: true },
      { to: href("/Admin/availability"), label: "My availability" },
    ],
  },
  {
    heading: "Catalogue",
    id: "catalogue",
    items: [
      { to: href("/Admin/catalogue/:entity", { entity: "colleges" }), label: "Catalogue" },
      { to: href("/Admin/Details"), label: "Add College" },
      { to: href("/Admin/CollegeBranch"), label: "Add Branch" },
      { to: href("/Admin/CollegeCource"), label: "Add Cource" },
      { to: href("/Admin/Placement"), label: "Add Placement" },
      { to: href("/Addmission"), label: "Add Exam" },
      { to: href("/category"), label: "Add Category" },
    ],
  },
  {
    heading: "Settings",
    id: "settings",
    items: [
      { to: href("/Admin/team"), label: "Team", ownerOnly: true },
      { to: href("/Admin/settings"), label: "Site settings", ownerOnly: true },
      { to: href("/Admin/alerts"), label: "Lead alerts", ownerOnly: true },
      { to: href("/Admin/outbox"), label: "Outbox", ownerOnly: true },
      { to: href("/Admin/privacy"), label: "Privacy requests", ownerOnly: true },
      { to: href("/Admin/audit"), label: "Audit log", ownerOnly: true },
      { to: href("/Admin/admins"), label: "Administrators", ownerOnly: true },
    ],
  },
  { heading: null, id: "account", items: [{ to: href("/Admin/account"), label: "My account" }] },
];

/** The menu a person sees: a counsellor is not shown the owners' pages (they would answer 403), nor an empty group. */
function menuFor(role: string) {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.ownerOnly || role === "owner"),
  })).filter((group) => group.items.length > 0);
}

/** The admin shell: a side menu on laptops, a scrolling menu bar on phones. Each page checks the session itself too. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="admin-shell">
      <aside className="admin-menu" aria-label="Admin">
        <p className="admin-brand">Admin</p>
        <nav aria-label="Admin menu">
          <ul className="admin-menu-groups">
            {menuFor(loaderData.admin.role).map((group) => (
              <li key={group.id}>
                {group.heading ? (
                  <h2 className="admin-menu-heading" id={`admin-menu-${group.id}`}>
                    {group.heading}
                  </h2>
                ) : null}
                <ul aria-labelledby={group.heading ? `admin-menu-${group.id}` : undefined}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-user">
          <span className="muted small">Signed in as {loaderData.admin.name}</span>
          <Form method="post" action={href("/Admin/logout")}>
            <button type="submit" className="button button-small button-ghost">
              Logout
            </button>
          </Form>
        </div>
      </aside>
      <div className="admin-main">
        {/* A page is made anew for each address, as a full load would make it. Kept across a move
            from one record to another of the same route (a lead's page to its look-alike's), its
            forms showed the first record's values and would have saved them on the second
            (tests/e2e/admin/merge-leads.test.ts). A new query or #hash keeps the page. */}
        <Outlet key={pathname} />
      </div>
    </div>
  );
}
