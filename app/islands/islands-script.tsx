import { useContext } from "react";
import { IslandsContext } from "#app/utils/island";
import { useNonce } from "#app/utils/nonce";

/**
 * Starts the islands script of a page that React Router does not run in the browser, once the
 * page has painted (docs/decisions/027-islands-on-public-pages.md): on a slow connection its
 * download would otherwise share the line with the stylesheet and the HTML, and the first paint
 * would wait. Everything on the page works before it arrives. A page loaded in a background tab,
 * which paints only when shown, starts it on its load event, as do browsers without paint timing.
 */
export function IslandsScript() {
  const assets = useContext(IslandsContext);
  const nonce = useNonce();
  if (!assets) return null;
  const start = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(${JSON.stringify(assets.entry)});
};
const painted = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");
if (painted(performance.getEntriesByType("paint"))) start();
try {
  // Buffered: a paint that came before this script is reported too.
  new PerformanceObserver((list, observer) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
} catch {}
// In a background tab, or a browser that reports no paint: on load, or soon after it.
addEventListener("load", () => {
  if (document.visibilityState === "hidden" || !window.PerformanceObserver) start();
  else setTimeout(start, 3000);
});`;
  return (
    <>
      {assets.preamble ? <script type="module" src={assets.preamble} nonce={nonce} /> : null}
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}
