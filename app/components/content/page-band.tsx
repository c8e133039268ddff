import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale } from "#app/utils/i18n/messages";

/** A band's way back home: the trail's name (its landmark), home's word and this page's. */
interface Crumb {
  label: string;
  home: string;
  current: string;
}

/** The title band that opens every content page: the H1 and a sentence under it, a trail home above them where given. */
export function PageBand({ heading, intro, crumb }: { heading: ReactNode; intro: ReactNode; crumb?: Crumb }) {
  return (
    <header className="page-band">
      <div className="container">
        {crumb ? <Breadcrumb {...crumb} /> : null}
        <h1>{heading}</h1>
        <p className="page-intro">{intro}</p>
      </div>
    </header>
  );
}

function Breadcrumb({ label, home, current }: Crumb) {
  const locale = useLocale();
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        <li>
          <Link to={linkIn(locale, href("/"))}>{home}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
