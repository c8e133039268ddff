import { createContext, useContext } from "react";
import { useNonce } from "#app/utils/nonce";

/** Where the browser gets the islands script: the build's file, or Vite's source in development. */
export interface IslandsAssets {
  /** The script that hydrates the islands (app/islands/entry.client.ts as built). */
  entry: string;
  /** Development only: React Refresh's preamble, which Vite's modules expect before them. */
  preamble?: string;
}

/** Provided by entry.server.tsx (islands-assets.server.ts); islands pages are only ever rendered there. */
export const IslandsContext = createContext<IslandsAssets | null>(null);

/**
 * The one script of a page that React Router does not run in the browser. A module script is
 * deferred: it runs after the HTML is parsed and never holds up the first paint.
 */
export function IslandsScript() {
  const assets = useContext(IslandsContext);
  const nonce = useNonce();
  if (!assets) return null;
  return (
    <>
      {assets.preamble ? <script type="module" src={assets.preamble} nonce={nonce} /> : null}
      <script type="module" src={assets.entry} nonce={nonce} />
    </>
  );
}
