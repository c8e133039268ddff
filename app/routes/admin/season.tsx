import { href } from "react-router";
import { ChoiceForm } from "#app/components/admin/choice-form";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { CountTable } from "#app/components/admin/count-table";
import { MissingDocumentsTable } from "#app/features/admissions/missing-documents-table";
import { StepsTable } from "#app/features/admissions/steps-table";
import { APPLICATION_STATUS_LABELS, intakeBounds } from "#app/features/admissions/application-schema";
import { currentSeason, DUE_DAYS, seasonFigures } from "#app/features/admissions/season.server";
import { seasonMoney } from "#app/features/admissions/season-money.server";
import { formatIndiaDay } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/season";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Season ${data.figures.intake}` : "Season"} | Admin` },
];

/**
 * The season at a glance (issue 24, part 6; docs/decisions/050-season.md): one intake's
 * applications by status and admissions by college, its documents still missing, the fees and
 * commission of its year, and the steps due in the next week. An
 * owner's figures cover every lead; a counsellor's, the leads assigned to them. `?intake=` picks
 * another season; anything else (a typo, a year out of range) shows the current one.
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, admin) => {
    const asked = Number(new URL(args.request.url).searchParams.get("intake"));
    const { min, max } = intakeBounds();
    const intake = Number.isInteger(asked) && asked >= min && asked <= max ? asked : currentSeason();
    return {
      figures: await seasonFigures(db, admin, intake),
      money: await seasonMoney(db, admin, intake),
      dueDays: DUE_DAYS,
      years: { min, max },
      scope: admin.role,
    };
  });

export const headers = forwardHeaders;

type SeasonData = Route.ComponentProps["loaderData"];

export default function SeasonPage({ loaderData }: Route.ComponentProps) {
  const { figures, money, dueDays, years, scope } = loaderData;
  const intakes = Array.from({ length: years.max - years.min + 1 }, (_, i) => years.min + i);
  return (
    <main className="admin-page wide">
      <h1>Season {figures.intake}</h1>
      <p className="muted">
        Applications for the {figures.intake} intake
        {scope === "owner" ? ", across all counsellors" : ", on the leads assigned to you"}.
      </p>
      <ChoiceForm
        formLabel="Choose a season"
        label="Intake"
        id="season-intake"
        name="intake"
        value={String(figures.intake)}
        options={intakes.map((year) => ({ value: String(year), label: String(year) }))}
      />
      <SeasonAtAGlance figures={figures} money={money} dueDays={dueDays} />
      <section aria-labelledby="due-heading">
        <h2 id="due-heading">Due in the next {dueDays} days</h2>
        {figures.dueSoon.length === 0 ? (
          <p>Nothing is due this week.</p>
        ) : (
          <StepsTable label="Steps due in the next week" steps={figures.dueSoon} today={figures.today} />
        )}
        <p>
          <a href={href("/Admin/calendar")}>Open My calendar</a>
        </p>
      </section>
      <section aria-labelledby="missing-heading">
        <h2 id="missing-heading">Documents still missing</h2>
        {figures.missingByApplication.length === 0 ? (
          <p>No documents are missing.</p>
        ) : (
          <MissingDocumentsTable rows={figures.missingByApplication} total={figures.applicationsMissingDocuments} />
        )}
      </section>
    </main>
  );
}

/** The season's figures: applications, admissions, what is due and missing, the money, and two count tables. */
function SeasonAtAGlance({ figures, money, dueDays }: Pick<SeasonData, "figures" | "money" | "dueDays">) {
  return (
    <section aria-labelledby="season-figures-heading" className="card">
      <h2 id="season-figures-heading">At a glance</h2>
      <dl className="figures">
        <div>
          <dt>Applications</dt>
          <dd>{figures.applications}</dd>
        </div>
        <div>
          <dt>Admissions</dt>
          <dd>{figures.admissions}</dd>
        </div>
        <div>
          <dt>Steps due in the next {dueDays} days</dt>
          <dd>{figures.dueSoon.length}</dd>
        </div>
        <div>
          <dt>Documents still missing</dt>
          <dd>{figures.documentsMissing}</dd>
        </div>
        <div>
          <dt>
            Fees received, {formatIndiaDay(money.days.from)} to {formatIndiaDay(money.days.to)}
          </dt>
          <dd>{formatPaise(money.feesPaise)}</dd>
        </div>
        {money.commission ? (
          <>
            <div>
              <dt>Commission expected</dt>
              <dd>{formatPaise(money.commission.expectedPaise)}</dd>
            </div>
            <div>
              <dt>Commission received</dt>
              <dd>{formatPaise(money.commission.receivedPaise)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <div className="figure-tables">
        <CountTable
          caption="Applications by status"
          head="Status"
          unit="Applications"
          empty="No applications yet"
          rows={figures.byStatus.map((row) => ({ label: APPLICATION_STATUS_LABELS[row.status], count: row.count }))}
        />
        <CountTable
          caption="Admissions by college"
          head="College"
          unit="Admissions"
          empty="No admissions yet"
          rows={figures.admissionsByCollege.map((row) => ({ label: row.college, count: row.count }))}
        />
      </div>
    </section>
  );
}

export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");
