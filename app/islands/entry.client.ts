import { hydrateIslandsWhenNeeded } from "./hydrate-islands";

/**
 * The only script of a public page (docs/decisions/027-islands-on-public-pages.md): hydrates each
 * island of the page as a React root of its own when it is needed (./hydrate-islands.ts, ADR 041),
 * loading each island's code once. Everything else on the page is server-rendered HTML that needs
 * no script.
 */

const COLLEGE_VIEW_URL = "/narayanaApi/collegedetails.php";

/**
 * A click on any college link records a view (the spec's collegedetails call) as a beacon, so it
 * never delays the navigation. One listener for the page rather than an island per link.
 */
function recordCollegeViews(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-college-view]");
    const id = Number(link?.dataset.collegeView);
    if (!Number.isInteger(id) || id <= 0) return;
    const body = new Blob([JSON.stringify({ college_id: id })], { type: "application/json" });
    navigator.sendBeacon?.(COLLEGE_VIEW_URL, body);
  });
}

/**
 * A form marked data-send-once (the privacy requests, which React Router does not run here) is
 * sent once: a second tap while the page is on its way is ignored, and the form shows it is
 * sending (app.css). A page brought back by Back is ready again.
 */
function sendFormsOnce(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-send-once")) return;
    if (form.hasAttribute("data-sending")) event.preventDefault();
    else if (!event.defaultPrevented) form.setAttribute("data-sending", "");
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of Array.from(document.querySelectorAll("form[data-sending]")))
      form.removeAttribute("data-sending");
  });
}

recordCollegeViews();
sendFormsOnce();
hydrateIslandsWhenNeeded();
