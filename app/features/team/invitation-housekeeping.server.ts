import type { DB } from "#app/db/db.server";

/**
 * How long an invitation's row stays once it has ended (used, replaced by a newer one, or
 * expired). For that long its link still says which; after it, only that it does not work. The
 * row names the person invited and their e-mail, so it does not stay for good.
 */
const ENDED_INVITATION_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the invitations that ended more than 30 days before `at`; returns how many. The retention
 * job (features/privacy) runs it. An invitation ends at the earliest of its use, its replacement
 * and its expiry, and none is used or replaced after it expired, so an expiry that long ago is
 * an end that long ago.
 */
export async function purgeEndedInvitations(db: DB, at: Date): Promise<number> {
  const before = new Date(at.getTime() - ENDED_INVITATION_KEEP_MS).toISOString();
  const deleted = await db
    .deleteFrom("staff_invitations")
    .where((eb) =>
      eb.or([eb("accepted_at", "<", before), eb("revoked_at", "<", before), eb("expires_at", "<", before)]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
