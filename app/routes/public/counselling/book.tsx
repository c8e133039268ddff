import { PageBand } from "#app/components/content/page-band";
import { handleBooking } from "#app/features/counselling/booking-action.server";
import { BookingChooser, BookingForm } from "#app/features/counselling/booking-form";
import { bookingPage } from "#app/features/counselling/booking-page.server";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDateTimeIn } from "#app/utils/india-time";
import { withStored } from "#app/utils/i18n/english-text";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import type { PageHandle } from "#app/utils/page-handle";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import type { Route } from "./+types/book";

/**
 * /counselling/book: a student books a free counselling session (docs/decisions/051-counselling-bookings.md).
 * Works without JavaScript: a GET chooses the counsellor and day, a POST books. Never stored or
 * kept (the free times change by the minute, and the form carries its own submission id), but
 * listed in the sitemap: it is a page students look for. It shows nobody's data (a counsellor's
 * first name and free times), so it goes without the opener policy; the answer to a booking
 * keeps it. In Hindi under /hi (the page's path).
 */
export const handle = {
  runtime: "site",
  personalData: false,
  languages: ["en"],
  chrome: "full",
  floatingBars: false,
  sitemap: { lastmod: "release" },
} as const satisfies PageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = metaMessages(matches).student.booking;
  return [{ title: m.title }, { name: "description", content: m.description }, ...languageAlternates(matches)];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return bookingPage(dbFrom(context), { counsellor: query.get("counsellor"), day: query.get("day") });
}

export const action = (args: Route.ActionArgs) => handleBooking(args);

export default function BookCounselling({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const m = useMessages().student.booking;
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container booking-page">
        {actionData?.ok ? (
          <p role="status" className="form-success">
            {withStored(
              locale,
              ([counsellor = ""]) => m.booked(formatIndiaDateTimeIn(locale, actionData.startsAt), counsellor),
              [actionData.counsellor],
            )}
          </p>
        ) : loaderData.counsellors.length === 0 ? (
          <p>{m.noCounsellors}</p>
        ) : (
          <section className="lead-card" aria-labelledby="booking-heading">
            <h2 id="booking-heading">{m.chooseHeading}</h2>
            <BookingChooser {...loaderData} />
            <BookingForm
              times={loaderData.times}
              day={loaderData.day}
              counsellor={loaderData.counsellor}
              submissionId={loaderData.submissionId}
              answer={actionData}
            />
          </section>
        )}
      </div>
    </main>
  );
}
