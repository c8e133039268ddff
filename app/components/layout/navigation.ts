import { href } from "react-router";
import { SERVICE_PAGES } from "#app/service-paths";
import { linkIn, type Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/**
 * The original product's navigation menu (docs/original-contract.md#navigation-menu). Its items
 * without a destination there each lead to a page of ours now (issue 44: a menu item that looked
 * tappable and did nothing); an item with no `href` is still shown as plain text, never as a dead link.
 */
interface NavItem {
  label: string;
  href?: string;
  /** "en" for a name kept in English on a Hindi page (Map My Talent), so it is read as English. */
  lang?: "en";
}

export interface NavGroup extends NavItem {
  /** Present for the three accordion sub-menus. */
  children?: NavItem[];
}

/** The menu in the page's language (app/utils/i18n): the same items and destinations in both. */
export function navigationFor(locale: Locale): NavGroup[] {
  const labels = messagesFor(locale).nav.groups;
  const english = messagesFor("en").nav.groups;
  const item = (key: keyof typeof labels, to?: string): NavItem => ({
    label: labels[key],
    ...(to ? { href: linkIn(locale, to) } : {}),
    ...(locale !== "en" && labels[key] === english[key] ? { lang: "en" as const } : {}),
  });
  return [
    {
      ...item("whoWeAre"),
      children: [
        item("weAre", href("/weAre")),
        item("weBelieve", href("/believe")),
        item("whyWe", href("/whywe")),
        item("founder", href("/founder")),
      ],
    },
    {
      ...item("whatWeDo"),
      children: [
        item("career", href("/career")),
        item("adminLogin", href("/AdminReg")),
        item("digitalMedia", `/${SERVICE_PAGES.digitalMedia}`),
        item("brainMatrix", `/${SERVICE_PAGES.brainMatrix}`),
        item("institutional", href("/institutional")),
        item("localGuardian", `/${SERVICE_PAGES.localGuardian}`),
        item("book", href("/counselling/book")),
      ],
    },
    item("exam", href("/exams")),
    item("mapMyTalent", `/${SERVICE_PAGES.mapMyTalent}`),
    item("channelPartners", `/${SERVICE_PAGES.channelPartners}`),
    {
      ...item("franchise"),
      children: [
        item("industry", href("/industry")),
        item("whyNcs", href("/NCS")),
        item("forWhom", href("/whom")),
        item("process", href("/Process")),
        item("faq", href("/FaqDetail")),
      ],
    },
    item("contact", href("/Contact")),
  ];
}
