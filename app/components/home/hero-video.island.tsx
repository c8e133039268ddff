import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";

/**
 * The muted, looping background video of the home banner: added only once the page's script
 * runs, and never on a narrow screen, under Save-Data or under reduced motion.
 */
function HeroVideo() {
  const [withVideo, setWithVideo] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const wide = window.matchMedia("(min-width: 768px)").matches;
    setWithVideo(!connection?.saveData && !reducedMotion && wide);
  }, []);
  return withVideo ? (
    <video className="hero-media hero-video" autoPlay muted loop playsInline aria-hidden="true" preload="none">
      <source src="/media/hero.webm" type="video/webm" />
    </video>
  ) : null;
}

export const HeroVideoIsland = defineIsland("hero-video", HeroVideo, { hydrate: "idle" });
