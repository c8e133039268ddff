import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { undoMerge } from "#app/features/merges/lead-merge.server";
import { UndoMergeFormSchema } from "#app/features/merges/lead-merge-schema";
import { ClaimFormSchema } from "#app/features/leads/lead-status";
import {
  addNote,
  changeStatus,
  confirmParent,
  correctDetails,
  logCall,
  setFollowUp,
} from "#app/features/leads/lead-work.server";
import {
  ConfirmParentFormSchema,
  CorrectDetailsFormSchema,
  EraseLeadFormSchema,
  FollowUpFormSchema,
  LogCallFormSchema,
  NoteFormSchema,
  StatusFormSchema,
} from "#app/features/leads/lead-work";
import { claimLead } from "#app/features/leads/leads-inbox.server";
import { ReassignFormSchema } from "#app/features/inbox/lead-bulk-schema";
import { bulkUpdateLeads } from "#app/features/inbox/leads-bulk.server";
import { Refusal } from "#app/utils/refusal";
import { ADMISSIONS_INTENTS } from "./admissions-intents.server";
import { SESSION_INTENTS } from "./session-intents.server";
import { leadIdOf, leadIntent, saved } from "./lead-intent-shared.server";

/**
 * What the lead page's forms do, by intent (app/routes/admin/admin-action.server.ts): each names
 * its schema, its domain function and its words. The page's sections post these intents.
 */

export const LEAD_INTENTS = {
  claim: leadIntent({
    schema: ClaimFormSchema,
    mutate: async (_value, { db, admin, params }) => {
      if (!(await claimLead(db, leadIdOf(params), admin))) throw new Refusal({ code: "leads.claimed_by_other" });
    },
    messages: { done: "This lead is yours now." },
  }),
  // An owner's: the timeline records it as the inbox's bulk bar does (counsellors are refused, 403).
  reassign: leadIntent({
    schema: ReassignFormSchema,
    mutate: ({ assignee }, { db, admin, params }) =>
      bulkUpdateLeads(db, { intent: "assign", ids: [leadIdOf(params)], assignee }, admin),
    messages: {
      invalid: (first: string) => first,
      done: (out: { assignee?: string | null }) =>
        out.assignee ? `Reassigned to ${out.assignee}.` : "Back in the unassigned pool.",
      refused: (reason) => reason,
      fieldErrors: false,
    },
  }),
  call: leadIntent({
    schema: LogCallFormSchema,
    mutate: ({ outcome, note, follow_up_at, updates_agreed }, { db, admin, params }) =>
      logCall(
        db,
        { leadId: leadIdOf(params), outcome, note, followUpAt: follow_up_at, updatesAgreed: Boolean(updates_agreed) },
        admin,
      ),
    messages: { ...saved, done: "Call logged.", resetForm: true },
  }),
  "follow-up": leadIntent({
    schema: FollowUpFormSchema,
    mutate: ({ follow_up_at }, { db, admin, params }) =>
      setFollowUp(db, { leadId: leadIdOf(params), at: follow_up_at }, admin),
    messages: { ...saved, done: "Follow-up set." },
  }),
  "parent-confirmed": leadIntent({
    schema: ConfirmParentFormSchema,
    mutate: (_value, { db, admin, params }) => confirmParent(db, { leadId: leadIdOf(params) }, admin),
    messages: { done: "Recorded: the parent or guardian agreed.", refused: (reason) => reason },
  }),
  correct: leadIntent({
    schema: CorrectDetailsFormSchema,
    mutate: ({ name, phone, email }, { db, admin, params }) =>
      correctDetails(db, { leadId: leadIdOf(params), name, phone, email }, admin),
    messages: { ...saved, done: "Details corrected.", refused: (reason) => reason },
  }),
  erase: leadIntent({
    schema: EraseLeadFormSchema,
    mutate: (_value, { db, admin, params }) => eraseLeadByOwner(db, { leadId: leadIdOf(params) }, admin),
    messages: {
      invalid: "Tick the box to confirm the erasure.",
      done: "Erased. The lead keeps only what the statistics count.",
      refused: (reason) => reason,
    },
  }),
  "undo-merge": leadIntent({
    schema: UndoMergeFormSchema,
    mutate: ({ merge_id }, { db, admin }) => undoMerge(db, { mergeId: merge_id }, admin),
    messages: { done: "Merge undone: both leads are back as they were.", refused: (reason) => reason },
  }),
  note: leadIntent({
    schema: NoteFormSchema,
    mutate: ({ note }, { db, admin, params }) => addNote(db, { leadId: leadIdOf(params), note }, admin),
    messages: { ...saved, done: "Note added.", resetForm: true },
  }),
  status: leadIntent({
    schema: StatusFormSchema,
    mutate: ({ status }, { db, admin, params }) => changeStatus(db, { leadId: leadIdOf(params), status }, admin),
    messages: { ...saved, done: "Saved." },
  }),
  ...ADMISSIONS_INTENTS,
  ...SESSION_INTENTS,
};

/** The intents the page's forms post. */
export type LeadIntent = keyof typeof LEAD_INTENTS;
