import { useState } from "react";
import { defineIsland } from "#app/utils/island";
import type { TrendingCategory, TrendingItem } from "#app/content/content-types";

const TABS: { label: string; category: TrendingCategory | "ALL" }[] = [
  { label: "SHOW ALL", category: "ALL" },
  { label: "EXAMS", category: "EXAMS" },
  { label: "RESULT", category: "RESULT" },
  { label: "ADMISSIONS", category: "ADMISSIONS" },
];

/**
 * Trending Today. One tab is active at a time; choosing the active tab deselects it, which
 * shows everything again (as SHOW ALL does).
 */
/** `items` come with the brand name already put in (the island gets plain data). */
function TrendingTabs({ items }: { items: TrendingItem[] }) {
  const [active, setActive] = useState<string | null>("ALL");
  const shown = items.filter((item) => active === null || active === "ALL" || item.category === active);
  return (
    <div className="trending">
      <div role="tablist" aria-label="Trending topics" className="tabs">
        {TABS.map((tab) => {
          const selected = active === tab.category;
          return (
            <button
              key={tab.category}
              type="button"
              role="tab"
              id={`trending-tab-${tab.category}`}
              aria-selected={selected}
              aria-controls="trending-panel"
              className="tab"
              onClick={() => setActive(selected ? null : tab.category)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id="trending-panel"
        role="tabpanel"
        aria-labelledby={active ? `trending-tab-${active}` : undefined}
        aria-label={active ? undefined : "All topics"}
      >
        <ul className="trending-list">
          {shown.map((item) => (
            <li key={item.title} className="trending-item" data-category={item.category}>
              <p className="trending-meta">
                <span className="pill">{item.category}</span>
                {item.isNew ? <span className="badge-new">New</span> : null}
              </p>
              <h3>{item.title}</h3>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const TrendingTabsIsland = defineIsland("trending-tabs", TrendingTabs, { hydrate: "visible" });
