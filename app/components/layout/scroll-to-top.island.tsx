import { useEffect, useRef, useState } from "react";
import { defineIsland } from "#app/utils/island";
import { Icon } from "./icons";

/** Shown once the page is scrolled more than 100 px (docs/original-contract.md#layout-behaviour). */
const SCROLL_TOP_THRESHOLD_PX = 100;
/** The scroll back to the top takes 1000 ms (docs/original-contract.md#layout-behaviour). */
const SCROLL_TOP_DURATION_MS = 1000;

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls to the top over exactly `duration` ms (the browser's own smooth scroll has no set duration). */
function scrollToTop(duration = SCROLL_TOP_DURATION_MS) {
  const start = window.scrollY;
  if (duration <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * What the button must never sit on (issue 44): a control, or a figure in a table or a list of
 * facts. The floating bars count too: on a phone the button is lifted above the picks bar (app.css).
 */
const UNDER_LIMITS =
  "a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex='-1']), td, th, dd";

/** Points across the button's box every 10 px: no line of text (about 20 px) passes between them. */
const across = (start: number, size: number) => [2, 12, 22, 32, 42].filter((at) => at < size).map((at) => start + at);

/** Whether anything the button must not cover is under it, looked through at points across its box. */
function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const xs = across(box.left, box.width);
  const ys = across(box.top, box.height);
  return xs.some((x) =>
    ys.some((y) =>
      document
        .elementsFromPoint(x, y)
        .some((element) => !button.contains(element) && element.closest(UNDER_LIMITS) !== null),
    ),
  );
}

/**
 * Past the first 100 px, the button; hidden (visibility: the box stays, to be measured) while a
 * control or a figure is under it, so it never covers what a visitor came to tap or read. Measured
 * on each scroll and resize as it happens, not in an animation frame, so a paused clock (tests)
 * sees the same.
 */
function ScrollToTopButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  // Until measured, the button is taken to cover something: it shows only once it is known not to.
  const [covering, setCovering] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onScroll = () => {
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
      if (button.current) setCovering(coversSomething(button.current));
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);
  // Once it is on the page, measured where it stands.
  useEffect(() => {
    if (visible && button.current) setCovering(coversSomething(button.current));
  }, [visible]);
  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      className="scroll-top"
      data-covering={covering ? "" : undefined}
      aria-label={label}
      onClick={() => scrollToTop()}
    >
      <Icon name="up" />
    </button>
  );
}

export const ScrollToTopIsland = defineIsland("scroll-to-top", ScrollToTopButton, { hydrate: "idle" });
