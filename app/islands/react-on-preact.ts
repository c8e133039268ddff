import { options, type VNode } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

/**
 * `react` in the islands script, and only there (vite.islands.config.ts aliases it; the server,
 * the admin area and the type checker keep React): Preact's React layer, which is a tenth of
 * React DOM's weight and, above all, of its start-up work on a phone (ADR 042, issue 27). Islands
 * are still written, typed, tested and server-rendered as React components.
 *
 * Three places where Preact differs from React in a way our islands would show are mended here,
 * not in the islands (ADR 042 found each in a spike):
 */
// @ts-expect-error preact/compat's types say `export =` (for CommonJS); its ES module has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * 1. Effects run after an animation frame in Preact (or a 35 ms timer). A page whose clock a test
 *    holds, and a tab in the background, would never run them, and an island would not say it has
 *    hydrated. React's scheduler runs them in a message task right after the render; so do we.
 */
options.requestAnimationFrame = (callback: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(undefined);
};

/**
 * 2. Preact's useSyncExternalStore ignores the server's snapshot, and its hydration keeps the
 *    server's attributes (it only attaches listeners). So `useHydrated()` was true in the
 *    hydrating render and the search box never became a combobox. As React does: the server's
 *    snapshot first, the browser's once the component has mounted, and every change after.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [mounted, setMounted] = useState(getServerSnapshot === undefined);
  const [, rerender] = useState(0);
  const latest = useRef(getSnapshot);
  latest.current = getSnapshot;
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    setMounted(true);
    const onChange = () => {
      if (!Object.is(shown.current, latest.current())) rerender((count) => count + 1);
    };
    onChange();
    return subscribe(onChange);
  }, [subscribe]);
  const value = mounted ? getSnapshot() : getServerSnapshot!();
  shown.current = value;
  return value;
}

/**
 * 3. React writes `autoPlay` as the boolean attribute `autoplay`; Preact finds no DOM property of
 *    that name and writes `autoPlay="true"`, which is not valid HTML (the Nu checker refuses it).
 */
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === "string" && "autoPlay" in props) {
    if (props.autoPlay) props.autoplay = "";
    delete props.autoPlay;
  }
  previousVnode?.(vnode);
};
