import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The receiver's check that docs/leads.md shows: is the call signed with `secret`, and recent? */
export type VerifyWebhook = (
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  secret: string,
  nowMs?: number,
) => boolean;

const DOC = "docs/leads.md";
const BLOCK = /```js\n(\/\/ verify-webhook\.mjs\n[\s\S]*?)```/;

/**
 * The `verify-webhook.mjs` code block of docs/leads.md, loaded as a module: tests check calls with
 * the very code a CRM's developer copies, so the page cannot drift from what the server sends.
 */
export async function loadDocumentedWebhookCheck(): Promise<VerifyWebhook> {
  const code = BLOCK.exec(fs.readFileSync(DOC, "utf8"))?.[1];
  if (!code) throw new Error(`${DOC} has no \`// verify-webhook.mjs\` code block`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "verify-webhook-")), "verify-webhook.mjs");
  fs.writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyWebhook?: VerifyWebhook };
  if (typeof module.verifyWebhook !== "function")
    throw new Error(`${DOC}'s verify-webhook.mjs exports no verifyWebhook`);
  return module.verifyWebhook;
}
