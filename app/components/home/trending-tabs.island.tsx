import { useState } from "react";
import { defineIsland } from "#app/utils/island";
import type { TrendingCategory, TrendingItem } from "#app/content/content-types";

const TABS: (TrendingCategory | "ALL")[] = ["ALL", "EXAMS", "RESULT", "ADMISSIONS"];

/** The island's words in the page's language, handed over by the server (the catalogue's `home.trending`). */
export interface TrendingStrings {
  tabsLabel: string;
  allTopics: string;
  tabs: Record<TrendingCategory | "ALL", string>;
  categories: Record<TrendingCategory, string>;
  isNew: string;
}

/**
 * Trending Today. One tab is active at a time; choosing the active tab deselects it, which
 * shows everything again (as SHOW ALL does).
 */
/**
 * `items` come with the brand name already put in, and `strings` in the page's language (the
 * island gets plain data and no catalogue).
 */
function TrendingTabs({ items, strings }: { items: TrendingItem[]; strings: TrendingStrings }) {
  const [active, setActive] = useState<string | null>("ALL");
  const shown = items.filter((item) => active === null || active === "ALL" || item.category === active);
  return (
    <div className="trending">
      <div role="tablist" aria-label={strings.tabsLabel} className="tabs">
        {TABS.map((category) => {
          const selected = active === category;
          return (
            <button
              key={category}
              type="button"
              role="tab"
              id={`trending-tab-${category}`}
              aria-selected={selected}
              aria-controls="trending-panel"
              className="tab"
              onClick={() => setActive(selected ? null : category)}
            >
              {strings.tabs[category]}
            </button>
          );
        })}
      </div>
      <div
        id="trending-panel"
        role="tabpanel"
        aria-labelledby={active ? `trending-tab-${active}` : undefined}
        aria-label={active ? undefined : strings.allTopics}
      >
        <ul className="trending-list">
          {shown.map((item) => (
            <li key={item.title} className="trending-item" data-category={item.category}>
              <p className="trending-meta">
                <span className="pill">{strings.categories[item.category]}</span>
                {item.isNew ? <span className="badge-new">{strings.isNew}</span> : null}
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
