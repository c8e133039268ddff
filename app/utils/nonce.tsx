import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered, for the inline scripts React Router writes
 * (<Scripts>, <ScrollRestoration>) on the pages it runs in the browser. Provided by
 * entry.server.tsx; empty on every other page (its policy names its one inline script by hash,
 * ADR 035) and in the browser, which hides nonces from the DOM anyway and needs none for scripts
 * it adds itself.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
