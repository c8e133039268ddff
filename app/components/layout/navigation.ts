import { href } from "react-router";
import { linkIn, type Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/**
 * The original product's navigation menu (docs/original-contract.md#navigation-menu). An item
 * with no `href` has no destination in the original product: it is shown as plain text, never
 * as a dead link.
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
        item("digitalMedia"),
        item("brainMatrix"),
        item("institutional", href("/institutional")),
        item("localGuardian"),
      ],
    },
    item("exam"),
    item("mapMyTalent"),
    item("channelPartners"),
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
