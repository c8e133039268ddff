import type { ReactNode } from "react";
import { HeroVideoIsland } from "./hero-video.island";

export const HERO_POSTER = {
  avif: "/media/hero-960.avif 960w, /media/hero-1600.avif 1600w",
  webp: "/media/hero-960.webp 960w, /media/hero-1600.webp 1600w",
  fallback: "/media/hero-960.webp",
  sizes: "100vw",
  width: 1600,
  height: 900,
} as const;

/** The home banner. The poster image paints first; the background video is an island (./hero-video.island.tsx). */
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
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <HeroVideoIsland />
      <div className="hero-shade" />
      <div className="container hero-content">{children}</div>
    </section>
  );
}
