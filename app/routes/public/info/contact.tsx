import { useRouteLoaderData } from "react-router";
import { LeadForm } from "#app/features/leads/lead-form";
import { telHref } from "#app/components/layout/whatsapp";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { LAYOUT_ROUTE_ID, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/contact";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["contact"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Contact us: offices, phone and e-mail",
    description:
      "Call, write or visit a {brand} office for free admission guidance and career counselling. Leave your details and a counsellor will call you back.",
    path: "/Contact",
  });

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ContactPage() {
  const { settings } = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings: SiteSettings };
  return (
    <main>
      <PageBand
        heading="Contact us"
        intro={
          <>
            Speak to a counsellor on {settings.phone}, write to {settings.email}, or visit one of our offices.
            Counselling is free for students.
          </>
        }
      />
      <div className="container with-aside">
        <section aria-labelledby="offices-heading" className="prose">
          <h2 id="offices-heading">Our offices</h2>
          <ul className="office-list">
            {settings.offices.map((office) => (
              <li key={office.city} className="card">
                <h3>{office.city}</h3>
                <p>{office.address}</p>
                <p>
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <aside className="page-aside">
          <LeadForm form="contact" heading="Ask us anything" intro="Leave your details and we will call you back." />
        </aside>
      </div>
    </main>
  );
}
