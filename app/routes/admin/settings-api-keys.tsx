import { Form, href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { RowActionForm } from "#app/components/forms/row-action";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { CreateApiKeyFormSchema, RevokeApiKeyFormSchema } from "#app/features/intake/api-key-schema";
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from "#app/features/intake/api-keys.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/settings-api-keys";
import { adminAction, intentFor } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "API keys | Admin" }];

/** Owners' keys for the intake API (docs/decisions/055-intake-api.md): make one, see them, revoke one. */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ keys: await listApiKeys(db) }), { ownerOnly: true });

export const headers = forwardHeaders;

const keyIntent = intentFor<unknown>();

export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      create: keyIntent({
        schema: CreateApiKeyFormSchema,
        mutate: ({ name }, { db, admin }) => createApiKey(db, { name }, admin),
        // The key goes to this answer only: the page shows it once, the database keeps its hash.
        messages: {
          invalid: "Please correct the name.",
          done: "Key created. Copy it now: it is not shown again.",
          extra: ({ key }) => key,
          resetForm: true,
        },
      }),
      revoke: keyIntent({
        schema: RevokeApiKeyFormSchema,
        mutate: ({ key_id }, { db, admin }) => revokeApiKey(db, key_id, admin),
        messages: {
          invalid: "That key is not there.",
          done: ({ name }) => `“${name}” is revoked: calls with it are refused from now on.`,
          refused: (reason) => reason,
        },
      }),
    },
    { ownerOnly: true },
  );

export default function ApiKeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer: AdminFormAnswer<string | undefined> | undefined = actionData;
  const create = useAdminForm<typeof CreateApiKeyFormSchema>(answer?.scope === "create" ? answer : undefined);
  const newKey = answer?.ok && answer.scope === "create" ? answer.extra : undefined;
  return (
    <main className="admin-page wide">
      <h1>API keys</h1>
      <p className="muted">
        A key lets another system, such as a call centre, a missed-call service or a landing-page builder, send leads to
        this site with <code>POST /api/leads</code>. Each lead it sends is handled like an enquiry from the website.
        Give each system its own key, so you can revoke one without stopping the others. Part of the{" "}
        <Link to={href("/Admin/settings")}>site settings</Link>.
      </p>
      <section aria-labelledby="create-key-heading" className="card">
        <h2 id="create-key-heading">Create a key</h2>
        <Form method="post" {...create.formProps} className="admin-form">
          <input type="hidden" name="intent" value="create" />
          <Field
            label="Name"
            hint="The system that will use it. Leads it sends show this as their source unless they name one."
            meta={create.fields.name}
            maxLength={60}
          />
          <button type="submit" className="button button-primary">
            Create a key
          </button>
        </Form>
        <FormResult result={answer?.scope === "create" ? answer : undefined} />
        {newKey ? <NewKey apiKey={newKey} /> : null}
      </section>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Keys</h2>
        <FormResult result={answer?.scope === "revoke" ? answer : undefined} />
        {loaderData.keys.length === 0 ? <p>No keys yet.</p> : <KeysTable keys={loaderData.keys} />}
      </section>
    </main>
  );
}

/** The key just made, shown this once, with how a system sends it. */
function NewKey({ apiKey }: { apiKey: string }) {
  return (
    <div className="field">
      <label htmlFor="new-api-key">The new key (copy it now: it is not shown again)</label>
      <p className="muted small">
        The system sends it with each lead as the header <code>Authorization: Bearer</code> followed by the key.
      </p>
      <input id="new-api-key" type="text" readOnly value={apiKey} className="feed-url" />
    </div>
  );
}

function KeysTable({ keys }: { keys: ApiKeyRow[] }) {
  return (
    <TableScroll label="API keys">
      <table>
        <ColumnHeads names={["Name", "Key", "Created", "Last used", "State"]} />
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>
                {formatIndiaDateTime(key.createdAt)}
                {key.createdBy ? ` by ${key.createdBy}` : ""}
              </td>
              <td>{key.lastUsedAt ? formatIndiaDateTime(key.lastUsedAt) : "Not used yet"}</td>
              <td>{key.revokedAt ? `Revoked ${formatIndiaDateTime(key.revokedAt)}` : <RevokeButton apiKey={key} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKeyRow }) {
  return <RowActionForm intent="revoke" fields={{ key_id: apiKey.id }} label="Revoke" rowName={`“${apiKey.name}”`} />;
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
