import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import { FranchiseEnquiry } from "#app/features/lead-forms/franchise-enquiry";
import { Accordion } from "#app/components/ui/accordion";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import * as en from "#app/content/pages/faq";
import * as hi from "#app/content/pages/hi/faq";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { faqJsonLd, layoutDataFrom, metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/faq";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["franchise"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { faqPage, franchiseFaq } = CONTENT[metaLocale(matches)];
  return pageMeta({
    matches,
    title: faqPage.title,
    description: faqPage.description,
    path: "/FaqDetail",
    jsonLd: [faqJsonLd(franchiseFaq, layoutDataFrom(matches)?.settings.brandName ?? "")],
  });
};

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function FaqPage() {
  const brand = useBrand();
  const { faqPage, franchiseFaq } = CONTENT[useLocale()];
  const m = useMessages().home.faq;
  const items = franchiseFaq.map((item) => ({ question: brand(item.question), answer: brand(item.answer) }));
  return (
    <InfoPage content={faqPage} aside={<FranchiseEnquiry />}>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">{m.questionsHeading}</h2>
        <Accordion items={items} initiallyOpen={0} />
      </section>
    </InfoPage>
  );
}
