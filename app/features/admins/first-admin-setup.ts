/**
 * What the registration page and adminRegister.php say and read about the first admin's
 * one-time link; the tokens themselves live in first-admin-setup.server.ts.
 */

/** The query parameter that carries the token: `/AdminReg?setup=<token>`. */
export const SETUP_PARAM = "setup";

/** In production the first admin needs the link; in development the first registration stays open. */
export const setupLinkRequired = (env: { nodeEnv: string }) => env.nodeEnv === "production";

/** What a visitor without the link is told, on the page and by adminRegister.php. */
export const SETUP_LINK_NEEDED =
  "This site has no administrator yet. Create the first one through the link printed in the server's start log (it ends in /AdminReg?setup=…). Restarting the server prints a new link.";
