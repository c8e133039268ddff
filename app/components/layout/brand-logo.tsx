import { href, Link } from "react-router";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";

/** The logo: a drawn mark and the brand name, linking home (in the page's language). No image request. */
export function BrandLogo({ brandName }: { brandName: string }) {
  const locale = useLocale();
  const m = useMessages().header;
  return (
    <Link to={linkIn(locale, href("/"))} className="brand" aria-label={m.logoLabel(brandName)}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#12306b" />
        <path d="M20 7l11 6v3H9v-3z" fill="#f5a524" />
        <path d="M11 18h4v11h-4zm7 0h4v11h-4zm7 0h4v11h-4zM9 31h22v3H9z" fill="#fff" />
      </svg>
      <span className="brand-name">{brandName}</span>
    </Link>
  );
}
