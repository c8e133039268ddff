import { data, Form, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { confirmByLink, confirmLinkState } from "#app/features/privacy/consent-links.server";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { privatePage } from "#app/utils/page-handle";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import type { Route } from "./+types/confirm";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaMessages(matches).student.privacy.confirm.title },
  // A personal link: never indexed.
  { name: "robots", content: "noindex" },
  // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
  { name: "referrer", content: "same-origin" },
  ...languageAlternates(matches),
];

/**
 * The page the confirmation link in an acknowledgement opens (double opt-in for updates,
 * features/privacy/consent-links.server.ts). Opening it changes nothing, because mail scanners open
 * links too; one press of the button does. In Hindi under /hi (the page's path).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await confirmLinkState(dbFrom(context), context.ipHashKey, token);
  return data({ token, state }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await parseFormBody(request)) ?? {};
  const outcome = await confirmByLink(dbFrom(context), context.ipHashKey, values.token ?? "");
  return data({ outcome }, { status: outcome === "unknown" ? 404 : 200 });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { privacy } = useMessages().student;
  const m = privacy.confirm;
  const { token, state } = loaderData;
  const outcome = actionData?.outcome;
  let body;
  if (outcome === "done") {
    body = (
      <p role="status" className="form-success">
        {m.done}
      </p>
    );
  } else if (state === "unknown" || outcome === "unknown") {
    body = (
      <p role="alert" className="form-error">
        {m.unknown}
      </p>
    );
  } else if (state === "erased" || outcome === "erased") {
    body = <p role="status">{privacy.erased}</p>;
  } else if (state.withdrawn || outcome === "withdrawn") {
    body = <p role="status">{m.withdrawn}</p>;
  } else if (state.confirmed) {
    body = <p role="status">{m.already}</p>;
  } else {
    body = (
      <>
        <p>{m.ask}</p>
        <Form method="post" className="withdraw-choices" data-send-once>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button-primary">
            {m.yes}
          </button>
        </Form>
      </>
    );
  }
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container narrow page-pad">
        {body}
        <p className="muted">
          {m.laterBefore}
          <Link to={linkIn(locale, href("/privacy/request"))}>{privacy.makeRequest}</Link>
          {m.laterAfter}
        </p>
      </div>
    </main>
  );
}
