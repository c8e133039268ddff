import type { ReactNode } from "react";
import { HeroVideoIsland } from "./hero-video.island";

const HERO_POSTER = {
  avif: "/media/hero-960.avif 960w, /media/hero-1600.avif 1600w",
  webp: "/media/hero-960.webp 960w, /media/hero-1600.webp 1600w",
  fallback: "/media/hero-960.webp",
  sizes: "100vw",
  width: 1600,
  height: 900,
} as const;

/**
 * The home banner: a poster image behind the heading, then a background video (an island,
 * ./hero-video.island.tsx). The heading and text are the page's largest paint (the poster, 2 KB
 * for 960 px, is too plain for a browser to count as one), so the poster waits until the page is
 * laid out (`loading="lazy"`) instead of sharing the first round trips with the stylesheet: the
 * words come first on a slow connection, on the banner's own navy (docs/performance.md, tenth
 * session).
 */
export function HeroBanner({ children }: { children: ReactNode }) {
  return (
    <section className="hero">
      <picture>
        <source type="image/avif" srcSet={HERO_POSTER.avif} sizes={HERO_POSTER.sizes} />
        <source type="image/webp" srcSet={HERO_POSTER.webp} sizes={HERO_POSTER.sizes} />
        <img
          className="hero-media"
          src={HERO_POSTER.fallback}
          alt=""
          width={HERO_POSTER.width}
          height={HERO_POSTER.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <HeroVideoIsland />
      <div className="hero-shade" />
      <div className="container hero-content">{children}</div>
    </section>
  );
}
