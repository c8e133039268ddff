import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";
import type { Testimonial } from "#app/content/content-types";

const AUTOPLAY_MS = 6000;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .replace(/[^A-Z]/gi, "")
    .slice(0, 2);
}

/**
 * Four people, one shown at a time, chosen by avatar (initials over the person's name). It moves on by itself in a loop, pauses
 * while the pointer is over it or focus is in it, and stays still under reduced motion.
 */
/** `items` come with the brand name already put in (the island gets plain data). */
function Testimonials({ items }: { items: Testimonial[] }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  const playing = !hovered && !focused && !stopped && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setActive((current) => (current + 1) % items.length), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, items.length]);

  const person = items[active]!;
  return (
    <section
      className="testimonials"
      aria-label="Testimonials"
      aria-roledescription="carousel"
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="tablist" aria-label="Choose a person" className="avatar-tabs">
        {items.map((item, index) => (
          <button
            key={item.name}
            type="button"
            role="tab"
            id={`testimonial-tab-${index}`}
            aria-selected={index === active}
            aria-controls="testimonial-panel"
            className="avatar-tab"
            onClick={() => setActive(index)}
          >
            {/* The initials are the picture; the name under them is the tab's visible label and its name. */}
            <span className="avatar" aria-hidden="true">
              {initials(item.name)}
            </span>
            <span className="avatar-name">{item.name}</span>
          </button>
        ))}
      </div>
      <div
        id="testimonial-panel"
        role="tabpanel"
        aria-labelledby={`testimonial-tab-${active}`}
        aria-live={playing ? "off" : "polite"}
      >
        <figure className="quote">
          <blockquote>
            <p>{person.text}</p>
          </blockquote>
          <figcaption>
            <strong>{person.name}</strong>
            <span>{person.role}</span>
          </figcaption>
        </figure>
      </div>
      <button type="button" className="link-button" onClick={() => setStopped((value) => !value)}>
        {stopped ? "Play testimonials" : "Pause testimonials"}
      </button>
    </section>
  );
}

export const TestimonialsIsland = defineIsland("testimonials", Testimonials, { hydrate: "visible" });
