import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "./icons";
import { NAVIGATION } from "./navigation";

/**
 * The main menu. On small screens it is a drawer opened by the "Menu" button; on wide screens a
 * bar. Its three sub-menus are an accordion: one open at a time, and choosing the open one closes it.
 */
export function MainNav() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const location = useLocation();
  const drawerId = useId();

  // Following a link closes the drawer and any open sub-menu.
  useEffect(() => {
    setDrawerOpen(false);
    setOpenGroup(null);
  }, [location.pathname]);

  // Escape closes whatever is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenGroup(null);
        setDrawerOpen(false);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <nav aria-label="Main" className="main-nav">
      <button
        type="button"
        className="menu-button"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={() => setDrawerOpen((open) => !open)}
      >
        <Icon name={drawerOpen ? "close" : "menu"} size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id={drawerId} className="nav-list" data-open={drawerOpen}>
        <li className="nav-item nav-only-drawer">
          <Link to="/">Home</Link>
        </li>
        <li className="nav-item nav-only-drawer">
          <Link to="/colleges-course">Colleges &amp; Courses</Link>
        </li>
        {NAVIGATION.map((group) => {
          if (group.children) {
            const expanded = openGroup === group.label;
            const panelId = `${drawerId}-${group.label.replace(/\W+/g, "-").toLowerCase()}`;
            return (
              <li key={group.label} className="nav-item has-children">
                <button
                  type="button"
                  className="nav-group-button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpenGroup(expanded ? null : group.label)}
                >
                  {group.label}
                  <Icon name="chevron" size={18} />
                </button>
                <ul id={panelId} className="sub-menu" hidden={!expanded}>
                  {group.children.map((item) => (
                    <li key={item.label}>
                      {item.href ? (
                        <NavLink to={item.href}>{item.label}</NavLink>
                      ) : (
                        <span className="nav-text">{item.label}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={group.label} className="nav-item">
              {group.href ? (
                <NavLink to={group.href}>{group.label}</NavLink>
              ) : (
                <span className="nav-text">{group.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
