import { useEffect, useState } from "react";
import { defineIsland } from "#app/utils/island";

/**
 * One person, as the server hands it over (routes/public/home.tsx): the role split from the place
 * after it ("MBBS student" and "JSS Medical College"), so that a name in Latin letters on a Hindi
 * page can be marked as English (`nameLang`, `placeLang`: "en" there, absent elsewhere).
 */
export interface TestimonialItem {
  name: string;
  nameLang?: string;
  role: string;
  place?: string;
  placeLang?: string;
  text: string;
}

/** The carousel's words in the page's language (the catalogue's `home.testimonials`). */
export interface TestimonialsStrings {
  label: string;
  choosePerson: string;
  play: string;
  pause: string;
}

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
 * Four people, one shown at a time, chosen by avatar (initials over the person's name). It moves
 * on by itself in a loop, pauses while a mouse is over it or focus is in it, and stays still under
 * reduced motion. `items` come with the brand name already put in, and `strings` in the page's language (the
 * island gets plain data and no catalogue).
 */
function Testimonials({ items, strings }: { items: TestimonialItem[]; strings: TestimonialsStrings }) {
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
      aria-label={strings.label}
      aria-roledescription="carousel"
      data-playing={playing}
      // A mouse over it pauses it; a finger does not hover. A tap's compatibility mouse events
      // made one more render inside the tap itself (its INP), and the focus it gives pauses anyway.
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div role="tablist" aria-label={strings.choosePerson} className="avatar-tabs">
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
            <span className="avatar" aria-hidden="true" lang={item.nameLang}>
              {initials(item.name)}
            </span>
            <span className="avatar-name" lang={item.nameLang}>
              {item.name}
            </span>
          </button>
        ))}
      </div>
      <div
        id="testimonial-panel"
        role="tabpanel"
        aria-labelledby={`testimonial-tab-${active}`}
        aria-live={playing ? "off" : "polite"}
      >
        <Quote person={person} />
      </div>
      <button type="button" className="link-button" onClick={() => setStopped((value) => !value)}>
        {stopped ? strings.play : strings.pause}
      </button>
    </section>
  );
}

/** What one person said, with their name, role and place. */
function Quote({ person }: { person: TestimonialItem }) {
  return (
    <figure className="quote">
      <blockquote>
        <p>{person.text}</p>
      </blockquote>
      <figcaption>
        <strong lang={person.nameLang}>{person.name}</strong>
        <span>
          {person.role}
          {person.place ? (
            <>
              {", "}
              <span lang={person.placeLang}>{person.place}</span>
            </>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

export const TestimonialsIsland = defineIsland("testimonials", Testimonials, { hydrate: "visible" });
