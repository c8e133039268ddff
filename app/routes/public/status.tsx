import { data, isRouteErrorResponse } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { openStatusPage, type StatusPage } from "#app/features/admissions/status-links.server";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDay, indiaDay } from "#app/utils/india-time";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { privatePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import NotFound from "./not-found";
import type { Route } from "./+types/status";

/**
 * /status/<token>: the student's status page (docs/decisions/049-status-link.md). One family's
 * page: never stored, kept or listed (privatePage), never indexed, and the token in its address
 * is sent to no other site. Anything that is not a working link is the site's ordinary 404.
 */
export const handle = privatePage({ chrome: "full" });

/** Every answer of this route, the 404 and the 429 too: the address holds the token. */
const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Page not found" : "Your applications" },
  { name: "description", content: "Where each of your college applications stands, and the dates coming up." },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await openStatusPage(dbFrom(context), { token: params.token, ipHash: clientIpHash(context) });
  if (!page) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  if ("retryAfterSeconds" in page) {
    throw data(null, {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(page.retryAfterSeconds) },
    });
  }
  return data(page, { headers: PRIVATE_HEADERS });
}

export const headers = forwardHeaders;

export default function StatusPageRoute({ loaderData: page }: Route.ComponentProps) {
  const until = formatIndiaDay(indiaDay(page.expiresAt));
  return (
    <main className="status-page">
      <PageBand
        heading={page.firstName ? `${page.firstName}'s applications` : "Your applications"}
        intro={`Where each application stands, and the dates coming up. ${page.counsellor ? `${page.counsellor}, your counsellor, keeps` : "Your counsellor keeps"} this page up to date.`}
      />
      <div className="container narrow page-pad status-body">
        <Applications applications={page.applications} />
        <NextSteps steps={page.nextSteps} />
        {/*
          DOCUMENTS SLOT (issue 24, part 3): "Documents still needed" and the upload form go here,
          from page.documents (null until documents are built), as a section like the two above:
          <section aria-labelledby="documents-heading"><h2 id="documents-heading">Documents still needed</h2>…
          with a multipart <form method="post" encType="multipart/form-data"> per document, which
          works without JavaScript.
          The next counselling session goes after it once sessions exist (none exist yet).
        */}
        <Help page={page} />
        <p className="muted small status-footnote">
          This page is private to your family: please share the link only with them. It works until {until}; ask your
          counsellor for a new one after that.
        </p>
      </div>
    </main>
  );
}

function Applications({ applications }: { applications: StatusPage["applications"] }) {
  return (
    <section aria-labelledby="status-applications-heading">
      <h2 id="status-applications-heading">Applications</h2>
      {applications.length === 0 ? (
        <p>No applications yet. Your counsellor will add each college as you apply.</p>
      ) : (
        <ul className="status-list">
          {applications.map((application) => (
            <li key={application.id} className="status-card">
              <h3>{application.name}</h3>
              <p>
                <span className={`status-pill status-${application.tone}`}>{application.status}</span>
              </p>
              <p className="status-meaning">{application.meaning}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextSteps({ steps }: { steps: StatusPage["nextSteps"] }) {
  return (
    <section aria-labelledby="status-steps-heading">
      <h2 id="status-steps-heading">Next steps</h2>
      {steps.length === 0 ? (
        <p>No dates yet. Your counsellor adds them as the colleges announce them.</p>
      ) : (
        <ol className="status-list">
          {steps.map((step) => (
            <li key={step.id} className="status-card status-step">
              <p className="status-when">
                <strong>{step.when}</strong> <span className="status-away">{step.away}</span>
              </p>
              <p>
                {step.what}
                {step.application ? <span className="muted"> · {step.application}</span> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Help({ page }: { page: StatusPage }) {
  const { phone, whatsappNumber } = page.contact;
  return (
    <section aria-labelledby="status-help-heading" className="status-help">
      <h2 id="status-help-heading">Questions?</h2>
      <p>
        {page.counsellor ? `Ask ${page.counsellor}, your counsellor. ` : "Ask your counsellor. "}
        Call us on <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
        {whatsappNumber ? (
          <>
            {" "}
            or message us on <a href={`https://wa.me/${whatsappNumber}`}>WhatsApp</a>
          </>
        ) : null}
        .
      </p>
    </section>
  );
}

/** A link that is not a working one is the site's ordinary 404; too many openings, a calm 429. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <main className="container narrow page-pad">
        <h1>Please wait a few minutes</h1>
        <p>This page was opened many times in a short while. Please try again in a few minutes.</p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Never a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <h1>Something went wrong</h1>
      <p>Sorry, something went wrong on our side. Please try again in a minute.</p>
    </main>
  );
}
