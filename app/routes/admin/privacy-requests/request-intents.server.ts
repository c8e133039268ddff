import { updateRequest, type StaffRequestAction } from "#app/features/privacy/rights-requests.server";
import { RequestStepFormSchema } from "#app/features/privacy/request-schema";
import { intentFor } from "../admin-action.server";

/**
 * The steps an owner takes on a rights request, by intent (each is a button of the request's
 * form). updateRequest says whether the step fits the request's state, and answers in words.
 */

const requestIntent = intentFor<unknown>();

const step = (action: StaffRequestAction) =>
  requestIntent({
    schema: RequestStepFormSchema,
    mutate: (input, { db, admin }) => updateRequest(db, { ...input, action }, admin),
    messages: {
      invalid: (first: string) => first,
      refused: (reason: string) => reason,
      done: (message: string) => message,
      fieldErrors: false,
    },
  });

export const REQUEST_INTENTS = {
  verified_by_phone: step("verified_by_phone"),
  carry_out: step("carry_out"),
  done: step("done"),
  rejected: step("rejected"),
};
