import { useEffect, useRef, useState } from "react";
import { defineIsland } from "#app/utils/island";

/** Counters count from 0 to their target in 100 steps, one every 20 ms (docs/original-contract.md#counters). */
const COUNTER_STEPS = 100;
const COUNTER_STEP_MS = 20;

export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

const grouping = new Intl.NumberFormat("en-IN");

/**
 * The server HTML carries the final figures (for search engines, no-JS visitors and reduced
 * motion). In the browser the counters start from 0 once they scroll into view.
 */
function StatCounters({ stats }: { stats: Stat[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [step, setStep] = useState(COUNTER_STEPS);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;
    setStep(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setInterval(() => {
        setStep((current) => {
          if (current + 1 >= COUNTER_STEPS) clearInterval(timer);
          return Math.min(COUNTER_STEPS, current + 1);
        });
      }, COUNTER_STEP_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, []);

  return (
    <ul className="stats" ref={ref}>
      {stats.map((stat) => {
        const shown = Math.round((stat.value * step) / COUNTER_STEPS);
        return (
          <li key={stat.label} className="stat">
            <span className="stat-value" aria-hidden={step < COUNTER_STEPS ? true : undefined}>
              {grouping.format(shown)}
              {stat.suffix}
            </span>
            {step < COUNTER_STEPS ? (
              <span className="visually-hidden">
                {grouping.format(stat.value)}
                {stat.suffix}
              </span>
            ) : null}
            <span className="stat-label">{stat.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const StatCountersIsland = defineIsland("stat-counters", StatCounters, { hydrate: "visible" });
