import { useContext } from "react";
import { IslandsContext } from "#app/utils/island";
import { useNonce } from "#app/utils/nonce";

/**
 * The one script of a page that React Router does not run in the browser. A module script is
 * deferred: it runs after the HTML is parsed and never holds up the first paint. The islands'
 * own code is requested by it, not preloaded by the page: preloads would compete with the
 * stylesheet and the HTML for the first paint on a slow connection (measured: FCP 1.3 s → 2.0 s
 * in Lighthouse's mobile run).
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
