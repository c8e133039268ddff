import { useRouteLoaderData } from "react-router";
import { PlaceName } from "#app/utils/i18n/place-names";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { telHref } from "#app/components/layout/whatsapp";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LAYOUT_ROUTE_ID, metaMessages, pageMeta } from "#app/utils/seo";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { englishTextLang } from "#app/utils/i18n/locale";
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = metaMessages(matches).contact;
  return pageMeta({ matches, title: m.title, description: m.description, path: "/Contact" });
};

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ContactPage() {
  const { settings } = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings: SiteSettings };
  const m = useMessages().contact;
  const locale = useLocale();
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro(settings.phone, settings.email)} />
      <div className="container with-aside">
        <section aria-labelledby="offices-heading" className="prose">
          <h2 id="offices-heading">{m.offices}</h2>
          <ul className="office-list">
            {settings.offices.map((office) => (
              // The offices are the settings' words, in English: the city in Hindi on the Hindi page
              // where the glossary has it, the address marked as English.
              <li key={office.city} className="card">
                <h3>
                  <PlaceName locale={locale}>{office.city}</PlaceName>
                </h3>
                <p lang={englishTextLang(locale)}>{office.address}</p>
                <p>
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <aside className="page-aside">
          <LeadForm form="contact" heading={m.formHeading} intro={m.formIntro} />
        </aside>
      </div>
    </main>
  );
}
