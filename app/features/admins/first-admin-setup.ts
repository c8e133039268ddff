import { staffRefusalsEn } from "#app/utils/i18n/en/staff-refusals";

/**
 * What the registration page and adminRegister.php say and read about the first admin's
 * one-time link; the tokens themselves live in first-admin-setup.server.ts.
 */

/** The query parameter that carries the token: `/AdminReg?setup=<token>`. */
export const SETUP_PARAM = "setup";

/** In production the first admin needs the link; in development the first registration stays open. */
export const setupLinkRequired = (env: { nodeEnv: string }) => env.nodeEnv === "production";

/** What a visitor without the link is told, on the page and by adminRegister.php. */
export const SETUP_LINK_NEEDED = staffRefusalsEn["admins.setup_link_needed"];
