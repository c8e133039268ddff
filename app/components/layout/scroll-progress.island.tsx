import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";

/**
 * The reading-progress bar: its width is the share of the page scrolled, 0-100. Its name in the
 * page's language is handed in (an island loads no catalogue).
 */
function ScrollProgress({ label }: { label: string }) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setPercent(scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    // The page's height also changes without a scroll (images arriving, an answer opening), and
    // the share read changes with it.
    const pageSize = new ResizeObserver(onScroll);
    pageSize.observe(document.documentElement);
    return () => {
      pageSize.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      className="scroll-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="scroll-progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

export const ScrollProgressIsland = defineIsland("scroll-progress", ScrollProgress, { hydrate: "idle" });
