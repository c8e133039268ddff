import { useSyncExternalStore, type SyntheticEvent } from "react";

/**
 * Small helpers for controls that work before JavaScript (docs/decisions/018): native
 * <details>/<summary>, popovers and <dialog>, which hydration only refines.
 */

const subscribeNothing = () => () => {};

/** False in the server render and while React hydrates it; true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * onToggle for a <details name="…">: when it opens, closes the others of its group. Browsers
 * that know the `name` attribute (Chrome 120, Safari 17.2, Firefox 130) have done so already;
 * this keeps older ones to one open at a time once the page has hydrated.
 */
export function closeOthersInGroup(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  const name = opened.getAttribute("name");
  if (!opened.open || !name) return;
  for (const other of Array.from(document.getElementsByName(name))) {
    if (other !== opened && other instanceof HTMLDetailsElement && other.open) other.open = false;
  }
}

/** Closes every open <details> inside `root`. */
export function closeAllDetails(root: ParentNode | null): void {
  for (const details of Array.from(root?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])) {
    details.open = false;
  }
}

/** Whether a popover is showing (false where the browser has no popovers). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}

/** Whether the browser shows popovers natively (the `popover` attribute and `popovertarget`). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover");
}
