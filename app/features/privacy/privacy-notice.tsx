import { StoredText } from "#app/utils/i18n/english-text";
import { href, Link, useRouteLoaderData } from "react-router";
import { InfoPage } from "#app/components/content/info-page";
import { privacy } from "#app/content/pages/privacy";
import { privacyHi } from "#app/content/pages/privacy-hi";
import type { InfoPageContent } from "#app/content/content-types";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { LAYOUT_ROUTE_ID } from "#app/utils/seo";
import { linkIn } from "#app/utils/i18n/locale";

export type NoticeLanguage = "en" | "hi";

/** The notice in each language, with the number of months filled in from the settings. */
function noticeContent(language: NoticeLanguage, retentionMonths: number): InfoPageContent {
  const content = language === "hi" ? privacyHi : privacy;
  const fill = (text: string) => text.replaceAll("{retentionMonths}", String(retentionMonths));
  return {
    ...content,
    description: fill(content.description),
    intro: fill(content.intro),
    sections: content.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      bullets: section.bullets?.map(fill),
    })),
  };
}

const WORDS = {
  en: {
    officer: "Grievance officer",
    email: "E-mail",
    phone: "Phone",
    version: `Notice version ${PRIVACY_NOTICE_VERSION}. Each enquiry records the version shown when it was sent.`,
    request: "See, correct or erase your details",
  },
  hi: {
    officer: "शिकायत अधिकारी",
    email: "ई-मेल",
    phone: "फ़ोन",
    version: `नोटिस का संस्करण ${PRIVACY_NOTICE_VERSION}। हर पूछताछ के साथ वह संस्करण दर्ज होता है जो उसे भेजते समय दिखाया गया था।`,
    request: "अपनी जानकारी देखें, सुधरवाएँ या मिटवाएँ",
  },
} as const;

/**
 * The privacy notice page in English or Hindi: the copy, then the grievance officer from the
 * site settings, the notice version, and the way to make a request. The Hindi notice is at
 * /hi/privacy, where the whole page is Hindi; the header's language link leads to the other.
 */
export function PrivacyNotice({ language }: { language: NoticeLanguage }) {
  const layout = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings: SiteSettings } | undefined;
  const settings = layout?.settings;
  const words = WORDS[language];
  return (
    <InfoPage content={noticeContent(language, settings?.retentionMonths ?? 24)}>
      {settings ? (
        <section className="notice-officer" aria-labelledby="grievance-officer">
          <h2 id="grievance-officer">{words.officer}</h2>
          <p>
            <strong>
              <StoredText locale={language}>{settings.grievanceName}</StoredText>
            </strong>
            <br />
            {words.email}: <a href={`mailto:${settings.grievanceEmail}`}>{settings.grievanceEmail}</a>
            <br />
            {words.phone}:{" "}
            <a href={`tel:${settings.grievancePhone.replace(/[^+0-9]/g, "")}`}>{settings.grievancePhone}</a>
          </p>
        </section>
      ) : null}
      <p>
        <Link className="button button-primary" to={linkIn(language, href("/privacy/request"))}>
          {words.request}
        </Link>
      </p>
      <p className="muted notice-version">{words.version}</p>
    </InfoPage>
  );
}
