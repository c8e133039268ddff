import { z } from "zod";

/** The calendar page's two feed buttons (features/admissions/calendar-feed.server.ts). */
export const CreateFeedFormSchema = z.object({ intent: z.literal("feed") });
export const RevokeFeedFormSchema = z.object({ intent: z.literal("revoke-feed") });
