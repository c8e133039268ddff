import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";

/**
 * A page's Print button (a receipt's, issue 44): the browser's own print, which saves as PDF too.
 * Until the island runs, and without JavaScript, it is a line saying how to print from the
 * browser's menu, so the page never shows a button that does nothing.
 */
function PrintButton({ label, hint }: { label: string; hint: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <p className="muted small">{hint}</p>;
  return (
    <button type="button" className="button button-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}

export const PrintButtonIsland = defineIsland("print-button", PrintButton, { hydrate: "load" });
