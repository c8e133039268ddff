/**
 * A tap is never lost to hydration (issue 44). A control that does something only through its
 * island's script (a tab, a carousel's button) does nothing when tapped before the island has
 * hydrated, and a tap during hydration could land between the server's markup and the script's
 * handlers. So its click is held, and played again on the same control once the island has
 * hydrated: the tap acts exactly once, whenever it came.
 *
 * Controls that work without a script are left alone, so they answer at once as they always did:
 * links, form fields and submit buttons, <summary> (a <details> opens by itself) and popover
 * buttons (the menu's drawer).
 */
const NEEDS_SCRIPT = 'button[type="button"]:not([popovertarget]), [role="tab"]:not(a), [role="button"]:not(a, summary)';

/**
 * Holds the clicks on `island`'s script-only controls until the returned function is called (once
 * it has hydrated, or failed to); that function then plays them again, in order.
 */
export function holdTapsUntilHydrated(island: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hydrated = new AbortController();
  island.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element | null)?.closest<HTMLElement>(NEEDS_SCRIPT);
      if (!control || !island.contains(control)) return;
      // Capture, at the island's wrapper: before any handler the script may have attached so far.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(control);
    },
    { capture: true, signal: hydrated.signal },
  );
  return () => {
    hydrated.abort();
    // Hydration keeps the server's elements, so the control tapped is the one the island now runs.
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}
