import { useEffect, useState } from "react";
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

function ScrollToTopButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" aria-label={label} onClick={() => scrollToTop()}>
      <Icon name="up" />
    </button>
  );
}

export const ScrollToTopIsland = defineIsland("scroll-to-top", ScrollToTopButton, { hydrate: "idle" });
