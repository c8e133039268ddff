import { useEffect, useState, type ReactNode } from "react";

export const HERO_POSTER = {
  avif: "/media/hero-960.avif 960w, /media/hero-1600.avif 1600w",
  webp: "/media/hero-960.webp 960w, /media/hero-1600.webp 1600w",
  fallback: "/media/hero-960.webp",
  sizes: "100vw",
  width: 1600,
  height: 900,
} as const;

/**
 * The home banner. The poster image paints first; the muted, looping background video is added
 * only after hydration, and never on a narrow screen, under Save-Data or under reduced motion.
 */
export function HeroBanner({ children }: { children: ReactNode }) {
  const [withVideo, setWithVideo] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const wide = window.matchMedia("(min-width: 768px)").matches;
    setWithVideo(!connection?.saveData && !reducedMotion && wide);
  }, []);
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
      {withVideo ? (
        <video className="hero-media hero-video" autoPlay muted loop playsInline aria-hidden="true" preload="none">
          <source src="/media/hero.webm" type="video/webm" />
        </video>
      ) : null}
      <div className="hero-shade" />
      <div className="container hero-content">{children}</div>
    </section>
  );
}
