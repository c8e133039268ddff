import { handle as diskHandle } from "./disk";

/**
 * /college/disk/:slug: the disk page under the original's other address. Its own module because
 * its contract differs: the spec hides the header and footer under /college/Disk, and a handle
 * belongs to a module, not to a line of routes.ts.
 */
export const handle = { ...diskHandle, chrome: "landing" } as const;

export { meta, loader, headers, action, default, ErrorBoundary } from "./disk";
