import { useSyncExternalStore } from "react";

/**
 * The colleges a visitor saves (the shortlist) and picks to compare, kept in this browser's
 * localStorage, never on our server, and without an account. Each list is college slugs, in the
 * order picked. Pages read them with useCollegePicks; every tab sees a change at once.
 */
export const PICK_LISTS = {
  shortlist: { key: "college-shortlist", max: 20 },
  compare: { key: "college-compare", max: 4 },
} as const;
export type PickList = keyof typeof PICK_LISTS;

/** A college slug as the site makes them (college-slug.ts): anything else in a list is dropped. */
/** The pages that show the lists (app/routes.ts); spelled out here, as islands do not load the router. */
export const SHORTLIST_PATH = "/shortlist";
export const COMPARE_PATH = "/compare";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHANGED = "college-picks-changed";
const NONE: readonly string[] = [];

/** Slugs from a list in a URL (?colleges=a,b,c) or storage: clean, unique, at most `max`. */
export function parseCollegeSlugs(text: string | null | undefined, max: number): string[] {
  const slugs = (text ?? "")
    .split(",")
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug.length <= 200 && SLUG.test(slug));
  return [...new Set(slugs)].slice(0, max);
}

// One parsed array per stored text, so React sees the same snapshot until the list changes.
const snapshots = new Map<string, { raw: string | null; slugs: readonly string[] }>();

function read(list: PickList): readonly string[] {
  const { key, max } = PICK_LISTS[list];
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, a strict setting): the lists are simply empty.
  }
  const known = snapshots.get(key);
  if (known && known.raw === raw) return known.slugs;
  const slugs = parseCollegeSlugs(raw, max);
  snapshots.set(key, { raw, slugs });
  return slugs;
}

function write(list: PickList, slugs: readonly string[]): void {
  try {
    window.localStorage.setItem(PICK_LISTS[list].key, slugs.join(","));
  } catch {
    // Storage full or blocked: nothing to keep it in.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  // "storage" tells of changes in other tabs; CHANGED of changes in this one; "pageshow" of a
  // page brought back by Back, which may have missed the changes made meanwhile.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("pageshow", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("pageshow", onChange);
  };
}

/** The slugs of one list; empty while the page is rendered on the server. */
export function useCollegePicks(list: PickList): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    () => NONE,
  );
}

/** Adds or removes a college. Returns false when the list is full and nothing was added. */
export function togglePick(list: PickList, slug: string): boolean {
  const slugs = read(list);
  if (slugs.includes(slug)) {
    write(
      list,
      slugs.filter((s) => s !== slug),
    );
    return true;
  }
  if (slugs.length >= PICK_LISTS[list].max) return false;
  write(list, [...slugs, slug]);
  return true;
}
