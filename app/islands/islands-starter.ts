/**
 * The inline script that starts the islands script of a page React Router does not run in the
 * browser, once the page has painted (docs/decisions/027-islands-on-public-pages.md): on a slow
 * connection its download would otherwise share the line with the stylesheet and the HTML, and
 * the first paint would wait. Everything on the page works before it arrives. A page loaded in a
 * background tab, which paints only when shown, starts it on its load event, as do browsers
 * without paint timing.
 *
 * Its text depends only on the build (the islands script's address), so the Content-Security-Policy
 * of public pages names it by its hash (server/security-headers.ts, ADR 035): rendered by
 * IslandsScript and hashed by the server from this one function, the two cannot differ.
 */
export function islandsStarter(entry: string): string {
  return `let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(${JSON.stringify(entry)});
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
}
