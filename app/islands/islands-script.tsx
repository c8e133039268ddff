import { useContext } from "react";
import { IslandsContext } from "#app/utils/island";
import { islandsStarter } from "./islands-starter";

/**
 * The end of a page that React Router does not run in the browser: the inline starter of its
 * islands script (./islands-starter.ts). It carries no nonce: the policy of these pages allows it
 * by its hash, so the page's bytes are the same for every visitor (ADR 035).
 */
export function IslandsScript() {
  const assets = useContext(IslandsContext);
  if (!assets) return null;
  return (
    <>
      {/* Development only, where no policy is enforced. */}
      {assets.preamble ? <script type="module" src={assets.preamble} /> : null}
      <script type="module" dangerouslySetInnerHTML={{ __html: islandsStarter(assets.entry) }} />
    </>
  );
}
