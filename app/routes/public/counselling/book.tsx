import { PageBand } from "#app/components/content/page-band";
import { handleBooking } from "#app/features/counselling/booking-action.server";
import { BookingChooser, BookingForm } from "#app/features/counselling/booking-form";
import { bookingPage } from "#app/features/counselling/booking-page.server";
import { dbFrom } from "#app/utils/context.server";
import type { PageHandle } from "#app/utils/page-handle";
import type { Route } from "./+types/book";

/**
 * /counselling/book: a student books a free counselling session (docs/decisions/051-counselling-bookings.md).
 * Works without JavaScript: a GET chooses the counsellor and day, a POST books. Never stored or
 * kept (the free times change by the minute, and the form carries its own submission id), but
 * listed in the sitemap: it is a page students look for.
 */
export const handle = {
  runtime: "site",
  languages: ["en"],
  chrome: "full",
  sitemap: { lastmod: "release" },
} as const satisfies PageHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Book a free counselling session" },
  {
    name: "description",
    content:
      "Choose a time that suits you and talk to one of our admission counsellors about courses, colleges and exams.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return bookingPage(dbFrom(context), { counsellor: query.get("counsellor"), day: query.get("day") });
}

export const action = (args: Route.ActionArgs) => handleBooking(args);

export default function BookCounselling({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <PageBand
        heading="Book a free counselling session"
        intro="Talk to an admission counsellor by phone or video about courses, colleges, entrance exams or fees. It is free. Pick a day and a time below; all times are India time."
      />
      <div className="container booking-page">
        {actionData?.ok ? (
          <p role="status" className="form-success">
            {actionData.message}
          </p>
        ) : loaderData.counsellors.length === 0 ? (
          <p>No counsellor has open times just now. Please call us, or leave your details on the contact page.</p>
        ) : (
          <section className="lead-card" aria-labelledby="booking-heading">
            <h2 id="booking-heading">Choose a time</h2>
            <BookingChooser {...loaderData} />
            <BookingForm
              times={loaderData.times}
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
