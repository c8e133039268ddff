import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { bookingOffer } from "./booking.server";
import { chooseBookingDay, timesWithCounsellors } from "./slots";

/**
 * What /counselling/book shows for a plain GET (?counsellor=<id>&day=YYYY-MM-DD): the
 * counsellors, the 14 days with how many times are free on each, and the free times of the
 * chosen day, for the chosen counsellor or, by default, whoever is free first.
 */
export async function bookingPage(db: DB, query: { counsellor: string | null; day: string | null }, at = new Date()) {
  const offer = await bookingOffer(db, at);
  const chosen = offer.counsellors.find((person) => String(person.id) === query.counsellor)?.id ?? null;
  const slots = chosen === null ? offer.slots : offer.slots.filter((slot) => slot.adminId === chosen);
  const times = timesWithCounsellors(slots);
  const { days, day } = chooseBookingDay(times, query.day, at);
  return {
    counsellors: offer.counsellors,
    counsellor: chosen,
    days,
    day,
    times: times.filter((time) => time.day === day).map((time) => time.startsAt),
    /** One per rendering of the form: a second click of the same form books once. */
    submissionId: crypto.randomUUID(),
  };
}
