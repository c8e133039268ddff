import { useEffect, useRef, useState, type RefObject } from "react";
import { closeAllDetails, closeOthersInGroup, isPopoverOpen, supportsPopover } from "#app/components/ui/disclosure";
import { defineIsland } from "#app/utils/island";
import { Icon } from "./icons";
import type { NavGroup } from "./navigation";

const DRAWER_ID = "main-nav-drawer";

interface MainNavProps {
  /** NAVIGATION (./navigation.ts), handed in by the server: this island never loads the router. */
  groups: NavGroup[];
  /** The page's path, to mark the current page's link. */
  pathname: string;
  homeHref: string;
  collegesHref: string;
  /** The menu's own words in the page's language (app/utils/i18n), handed in: the island loads no catalogue. */
  strings: { name: string; menu: string; close: string; home: string; collegesAndCourses: string };
}

/**
 * The main menu. On small screens it is a drawer opened by the "Menu" button; on wide screens a
 * bar. Its three sub-menus are an accordion: one open at a time, and choosing the open one closes it.
 *
 * Both work before and without JavaScript (docs/decisions/018): the drawer is a popover the Menu
 * button toggles (`popovertarget`; the browser closes it on Escape or a tap outside), and the
 * sub-menus are <details> sharing one `name`; the browser reports their expanded state itself.
 * Hydration adds closing sub-menus on Escape, and a fallback for browsers without popovers. An island
 * (app/utils/island.tsx); on pages React Router hydrates, a client navigation closes it too.
 */
function MainNav({ groups, pathname, homeHref, collegesHref, strings }: MainNavProps) {
  const drawerId = DRAWER_ID;
  const navRef = useRef<HTMLElement>(null);
  const { drawerOpen, drawerRef, toggleWithoutPopover } = useDrawer(pathname, navRef);

  return (
    <nav aria-label={strings.name} className="main-nav" ref={navRef}>
      <button
        type="button"
        className="menu-button"
        popoverTarget={drawerId}
        aria-controls={drawerId}
        // No aria-expanded: the browser reports the expanded state of a popover's button itself.
        onClick={toggleWithoutPopover(!drawerOpen)}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{strings.menu}</span>
      </button>
      <div
        id={drawerId}
        ref={drawerRef}
        popover="auto"
        className="nav-drawer"
        // Where popovers exist the browser shows the drawer (:popover-open) and nothing here
        // re-renders on a tap: mirroring its state cost the menu's tap a render of the whole nav
        // before its first paint. data-open shows it where they don't (useDrawer).
        data-open={drawerOpen}
      >
        <div className="drawer-head">
          <span className="drawer-title">{strings.menu}</span>
          <button
            type="button"
            className="menu-button"
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            onClick={toggleWithoutPopover(false)}
          >
            <Icon name="close" size={24} />
            <span className="visually-hidden">{strings.close}</span>
          </button>
        </div>
        <ul className="nav-list">
          <li className="nav-item nav-only-drawer">
            <a href={homeHref}>{strings.home}</a>
          </li>
          <li className="nav-item nav-only-drawer">
            <a href={collegesHref}>{strings.collegesAndCourses}</a>
          </li>
          {groups.map((group) => (
            <NavGroupItem key={group.label} group={group} pathname={pathname} />
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The drawer's open state where there are no popovers (data-open, which is what shows the drawer
 * there; where popovers exist it stays false and the browser keeps the state): closed by
 * following a link, and by Escape where there are none.
 */
function useDrawer(pathname: string, navRef: RefObject<HTMLElement | null>) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const lastPath = useRef(pathname);

  const closeDrawer = () => {
    const drawer = drawerRef.current;
    if (drawer && isPopoverOpen(drawer)) drawer.hidePopover();
    setDrawerOpen(false);
  };

  // Following a link closes the drawer and any open sub-menu.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    closeDrawer();
    closeAllDetails(navRef.current);
  }, [pathname, navRef]);

  // Escape closes whatever is open (the drawer, a popover, closes itself where popovers exist).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeAllDetails(navRef.current);
      if (!supportsPopover()) setDrawerOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navRef]);

  // Without popovers (old browsers) the buttons toggle the drawer's data-open instead.
  const toggleWithoutPopover = (open: boolean) => () => {
    if (!supportsPopover()) setDrawerOpen(open);
  };

  return { drawerOpen, drawerRef, toggleWithoutPopover };
}

/** A menu entry: a link, or a sub-menu (a <details> of the accordion) of links. */
function NavGroupItem({ group, pathname }: { group: NavGroup; pathname: string }) {
  if (!group.children) {
    return (
      <li className="nav-item">
        <NavEntry href={group.href} pathname={pathname} label={group.label} lang={group.lang} />
      </li>
    );
  }
  return (
    <li className="nav-item has-children">
      <details className="nav-group" name={`${DRAWER_ID}-groups`} onToggle={closeOthersInGroup}>
        <summary className="nav-group-button">
          <span lang={group.lang}>{group.label}</span>
          <Icon name="chevron" size={18} />
        </summary>
        <ul className="sub-menu">
          {group.children.map((item) => (
            <li key={item.label}>
              <NavEntry href={item.href} pathname={pathname} label={item.label} lang={item.lang} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A link where the entry has an address; its text alone where it has none. */
function NavEntry({ href, pathname, label, lang }: { href?: string; pathname: string; label: string; lang?: string }) {
  return href ? (
    <NavLink href={href} pathname={pathname} label={label} lang={lang} />
  ) : (
    <span className="nav-text" lang={lang}>
      {label}
    </span>
  );
}

// Hydrated when the browser is idle, not on the first tap: woken by the tap, its hydration fell
// under that tap's paint (INP at 6.5x, ten taps each: median 96 ms hydrated before, 144 woken by it; ADR 097).
export const MainNavIsland = defineIsland("main-nav", MainNav, { hydrate: "idle" });

/** A menu link, marked as the current page on its own page (as React Router's NavLink did). */
function NavLink({ href, pathname, label, lang }: { href: string; pathname: string; label: string; lang?: string }) {
  const current = href.toLowerCase() === pathname.toLowerCase();
  return (
    <a href={href} lang={lang} className={current ? "active" : undefined} aria-current={current ? "page" : undefined}>
      {label}
    </a>
  );
}
