import type { SiteSettings } from "#app/features/settings/site-settings";
import { useMessages } from "#app/utils/i18n/messages";
import { Icon, type IconName } from "./icons";

const NETWORKS: { key: keyof SiteSettings["social"]; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "x", label: "X (Twitter)" },
];

export function SocialLinks({ social, className }: { social: SiteSettings["social"]; className?: string }) {
  const m = useMessages().social;
  return (
    <ul className={className}>
      {NETWORKS.filter(({ key }) => social[key]).map(({ key, label }) => (
        <li key={key}>
          <a href={social[key]} rel="noopener noreferrer" target="_blank" aria-label={m.opensInNewTab(label)}>
            <Icon name={key as IconName} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Hidden from 360 to 768 px wide, both included, shown below and above
 * (docs/original-contract.md#layout-behaviour); the rule lives in the CSS.
 */
export function SocialSidebar({ social }: { social: SiteSettings["social"] }) {
  const m = useMessages().social;
  return (
    <aside className="social-sidebar" aria-label={m.name}>
      <SocialLinks social={social} className="social-sidebar-list" />
    </aside>
  );
}
