import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";

/** The cookie that remembers a visitor's language: "hi" or "en". It never redirects a page. */
const LANGUAGE_COOKIE = "language";
/** A year: the choice outlives a season's visits. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

interface OfferStrings {
  text: string;
  link: string;
  close: string;
}

function rememberLanguage(language: "hi" | "en") {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function cookieLanguage(): string | undefined {
  return /(?:^|;\s*)language=(hi|en)\b/.exec(document.cookie)?.[1];
}

/**
 * The one-line offer of the Hindi site on the English home page (issue 26, part 2): shown to a
 * browser whose first language is Hindi, or to a visitor who chose Hindi before, unless they
 * closed it. It only offers: the page is never redirected, by the cookie or by Accept-Language, so
 * a link always opens what it names. Decided in the browser, so the kept page (server/html-cache.ts)
 * is the same for everyone; fixed at the bottom of the screen, so it moves nothing on the page.
 */
function LanguageOffer({ strings, hindiHref }: { strings: OfferStrings; hindiHref: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const chosen = cookieLanguage();
    const prefersHindi = navigator.languages.some((language, i) => i < 2 && /^hi\b/i.test(language));
    setShown(chosen === "hi" || (chosen === undefined && prefersHindi));
  }, []);
  if (!shown) return null;
  return (
    <p className="language-offer" lang="hi" role="status">
      {strings.text}{" "}
      <a href={hindiHref} hrefLang="hi" onClick={() => rememberLanguage("hi")}>
        {strings.link}
      </a>
      <button
        type="button"
        className="language-offer-close"
        aria-label={strings.close}
        onClick={() => {
          rememberLanguage("en");
          setShown(false);
        }}
      >
        ×
      </button>
    </p>
  );
}

export const LanguageOfferIsland = defineIsland("language-offer", LanguageOffer, { hydrate: "idle" });
