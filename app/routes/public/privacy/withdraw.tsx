import { data, Form, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { withdrawByLink, withdrawLinkState, type Reopened } from "#app/features/privacy/consent-links.server";
import { WithdrawChoiceSchema } from "#app/features/privacy/request-schema";
import { WithdrawButtons } from "#app/features/privacy/withdraw-buttons";
import { dbFrom } from "#app/utils/context.server";
import { parseFormBody } from "#app/utils/form-data.server";
import { linkIn } from "#app/utils/i18n/locale";
import { formatIndiaDayIn, indiaDay } from "#app/utils/india-time";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { privatePage } from "#app/utils/page-handle";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import type { Route } from "./+types/withdraw";

/** One person's page: never stored, kept or listed (app/utils/page-handle.ts). */
export const handle = privatePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaMessages(matches).student.privacy.withdraw.title },
  // A personal link: never indexed.
  { name: "robots", content: "noindex" },
  // The address holds a secret: it goes to no other site (same-origin posts keep their Origin).
  { name: "referrer", content: "same-origin" },
  ...languageAlternates(matches),
];

/**
 * The page a withdrawal link opens (features/leads/withdraw-link.server.ts). Opening it changes
 * nothing, because mail scanners open links too; one press of a button does, without signing in.
 * In Hindi under /hi (the page's path): the e-mails of an enquiry made in Hindi link there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await withdrawLinkState(dbFrom(context), context.ipHashKey, token);
  return data({ token, state }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await parseFormBody(request)) ?? {};
  const parsed = WithdrawChoiceSchema.safeParse(values);
  if (!parsed.success) return data({ outcome: "invalid" as const }, { status: 400 });
  const outcome = await withdrawByLink(dbFrom(context), context.ipHashKey, values.token ?? "", parsed.data.choice);
  return data({ outcome, choice: parsed.data.choice }, { status: outcome === "unknown" ? 404 : 200 });
}

/**
 * What contact is allowed now, exactly: none; a call about the enquiry they sent; or, after a
 * withdrawal, what their new enquiry opened (a call only, or a call and e-mail: ADR 062).
 */
function ContactNow({ state }: { state: { contact: boolean; reopened?: Reopened } }) {
  const locale = useLocale();
  const m = useMessages().student.privacy.withdraw;
  const { reopened } = state;
  if (!state.contact || !reopened) return state.contact ? m.contactOn : m.contactOff;
  const day = (at: string) => formatIndiaDayIn(locale, indiaDay(at));
  return (reopened.email ? m.reopenedByEmail : m.reopenedByPhone)(day(reopened.withdrawnAt), day(reopened.enquiryAt));
}

export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { privacy } = useMessages().student;
  const m = privacy.withdraw;
  const { token, state } = loaderData;
  const requestPage = linkIn(locale, href("/privacy/request"));
  let body;
  if (actionData?.outcome === "done") {
    body = (
      <p role="status" className="form-success">
        {actionData.choice === "contact" ? m.doneContact : m.doneUpdates}
      </p>
    );
  } else if (state === "unknown" || actionData?.outcome === "unknown") {
    body = (
      <p role="alert" className="form-error">
        {m.unknownBefore}
        <Link to={requestPage}>{m.unknownLink}</Link>
        {m.unknownAfter}
      </p>
    );
  } else if (state === "erased" || actionData?.outcome === "erased") {
    body = <p role="status">{privacy.erased}</p>;
  } else {
    body = (
      <>
        {state === "neutral" ? (
          <p>{m.neutral}</p>
        ) : (
          <p>
            {state.updates ? m.updatesOn : m.updatesOff} <ContactNow state={state} />
          </p>
        )}
        {actionData?.outcome === "invalid" ? (
          <p role="alert" className="form-error">
            {m.invalid}
          </p>
        ) : null}
        <Form method="post" className="withdraw-choices" data-send-once>
          <input type="hidden" name="token" value={token} />
          <WithdrawButtons />
        </Form>
        <p className="muted">
          {m.rightsBefore}
          <Link to={requestPage}>{privacy.makeRequest}</Link>
          {m.rightsAfter}
        </p>
      </>
    );
  }
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container narrow page-pad">{body}</div>
    </main>
  );
}
