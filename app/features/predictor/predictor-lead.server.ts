import type { DB } from "#app/db/db.server";
import { collegeFactsEn } from "#app/utils/i18n/en/college-facts";
import { predictorExams, predictSeats, type PredictedSeat } from "./predictor.server";
import { GROUPS, PICK_PREFIX, pickValue, readPredictorQuery, type PredictorQuery } from "./predictor-query";

const number = new Intl.NumberFormat("en-IN");

/**
 * "Talk to a counsellor about these" (issue 46, item 4): what the enquiry carries. The question
 * comes from the address the form was posted to (the results page's, never the form's fields, so
 * a forged post cannot name a seat the list did not show), the seats from the tick boxes, matched
 * against the list worked out again. The lead's enquiry has no structured field for this, so it
 * is a note in the enquiry's message, in the staff's language (English), one seat a line, and the
 * chosen colleges' names go where every college enquiry's do (ADR 087).
 */
export async function predictorLeadDetails(
  db: DB,
  page: URL,
  values: Record<string, string>,
): Promise<{ note: string; collegeName: string | null } | undefined> {
  const read = readPredictorQuery(page.searchParams, await predictorExams(db));
  if (read.state !== "ok") return undefined;
  const prediction = await predictSeats(db, read.query);
  const ticked = new Set(
    Object.entries(values)
      .filter(([name]) => name.startsWith(PICK_PREFIX))
      .map(([, value]) => value),
  );
  const chosen = GROUPS.flatMap((group) =>
    prediction.groups[group].filter((seat) => ticked.has(pickValue(seat))).map((seat) => ({ seat, group })),
  );
  const names = [...new Set(chosen.map(({ seat }) => seat.name))];
  return {
    note: enquiryNote(read.query, prediction.year, chosen),
    collegeName: names.length > 0 ? names.join("; ") : null,
  };
}

/** The note staff read on the lead's page: the question, then each chosen seat on a line. */
function enquiryNote(
  query: PredictorQuery,
  year: number | null,
  chosen: readonly { seat: PredictedSeat; group: string }[],
): string {
  const words = collegeFactsEn;
  const question = [
    `Rank predictor: ${query.exam}, rank ${number.format(query.rank)}`,
    `category ${words.seatCategory[query.category]}`,
    `home state ${query.state ?? "not given"}`,
    `${words.pool[query.pool].toLowerCase()} seats`,
  ].join(", ");
  const lines = chosen.map(
    ({ seat, group }) =>
      `- ${seat.name}: ${seat.branch} (${words.quota[seat.quota]}), closing rank ${number.format(seat.closingRank)}${year ? ` in ${year}` : ""}, ${group}`,
  );
  return [
    question,
    chosen.length > 0 ? `Colleges chosen (${chosen.length}):` : "Colleges chosen: none ticked",
    ...lines,
  ].join("\n");
}
