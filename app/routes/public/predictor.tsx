import { data } from "react-router";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { PredictorForm } from "#app/features/predictor/predictor-form";
import { PredictorResults } from "#app/features/predictor/predictor-results";
import { predictorExams, predictSeats, type Prediction } from "#app/features/predictor/predictor.server";
import { GROUPS, readPredictorQuery } from "#app/features/predictor/predictor-query";
import { parseFormBody } from "#app/utils/form-data.server";
import { dbFrom } from "#app/utils/context.server";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { forwardHeaders } from "#app/utils/route-headers";
import { metaMessages, pageMeta } from "#app/utils/seo";
import { sitePage } from "#app/utils/page-handle";
import { PageBand } from "#app/components/content/page-band";
import { predictorLead } from "./lead-pages.server";
import type { Route } from "./+types/predictor";

/**
 * The rank predictor (issue 46, items 4 to 6; docs/decisions/087-rank-predictor.md): a GET form
 * whose answer's address holds the question, so it works without JavaScript and can be shared.
 * An answer is sent `no-store`: it holds no one's name, but a rank and a category are about a
 * student, and no browser or proxy should keep them. The bare form is an ordinary site page.
 */
export const handle = sitePage({ leadForms: ["predictor"], chrome: "full", sitemap: { lastmod: "release" } });

const PATH = "/predictor";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = metaMessages(matches).predictor;
  // Every rank is an address of its own to a student, not to a search engine.
  return pageMeta({ matches, title: m.title, description: m.description, path: PATH, noindex: loaderData?.asked });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const exams = await predictorExams(db);
  const read = readPredictorQuery(new URL(request.url).searchParams, exams);
  const prediction = read.state === "ok" ? await predictSeats(db, read.query) : null;
  const asked = read.state !== "empty";
  return data(
    { exams, read, prediction, asked },
    { status: read.state === "invalid" ? 400 : 200, headers: asked ? { "Cache-Control": "no-store" } : undefined },
  );
}

export const headers = forwardHeaders;

/** "Talk to a counsellor about these": the question from this page's address, the seats ticked from the form. */
export async function action(args: Route.ActionArgs) {
  const values = (await parseFormBody(args.request.clone())) ?? {};
  const options = await predictorLead(dbFrom(args.context), new URL(args.request.url), values);
  if (!options) throw data(null, { status: 400 });
  return handleLeadSubmission(args, options);
}

/** The branches listed, for the form's course choice (every lead form asks what the student wants to study). */
const branchesOf = (prediction: Prediction) =>
  [...new Set(GROUPS.flatMap((group) => prediction.groups[group].map((seat) => seat.branch)))].sort();

export default function Predictor({ loaderData }: Route.ComponentProps) {
  const { exams, read, prediction } = loaderData;
  const locale = useLocale();
  const m = useMessages().predictor;
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} crumb={{ label: m.breadcrumb, home: m.home, current: m.crumb }} />
      <div className="container page-pad predictor-page">
        <aside className="predictor-honest" aria-labelledby="predictor-honest-heading">
          <h2 id="predictor-honest-heading">{m.honest.heading}</h2>
          <p>{m.honest.text}</p>
        </aside>
        {exams.length === 0 ? (
          <p>{m.noExams}</p>
        ) : (
          <PredictorForm
            action={linkIn(locale, PATH)}
            exams={exams}
            values={read.state === "empty" ? {} : read.values}
            problems={read.state === "invalid" ? read.problems : {}}
          />
        )}
        {read.state === "ok" && prediction ? (
          <>
            <PredictorResults query={read.query} prediction={prediction} />
            <div className="predictor-lead">
              <LeadForm
                form="predictor"
                heading={m.lead.heading}
                intro={m.lead.intro}
                courseOptions={branchesOf(prediction)}
              />
            </div>
          </>
        ) : null}
      </div>
    </main>
  );
}
