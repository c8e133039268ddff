import { admissionsEraser } from "#app/features/admissions/admissions-eraser.server";
import { counsellingEraser } from "#app/features/counselling/counselling-eraser.server";
import { importEraser } from "#app/features/imports/import-eraser.server";
import { leadEraser } from "#app/features/leads/lead-eraser.server";
import { mergeEraser } from "#app/features/merges/merge-eraser.server";
import { outboxEraser } from "#app/features/outbox/outbox-eraser.server";
import { privacyEraser } from "#app/features/privacy/privacy-eraser.server";
import { statusLinkEraser } from "#app/features/status-link/status-link-eraser.server";
import type { Eraser } from "#app/utils/erasure";

/**
 * Every feature's eraser (docs/decisions/066-erasers.md): the one place that knows them all, so
 * the features need not know each other for an erasure. A feature that adds a table with a lead
 * id or personal data names it in its eraser, and lists the eraser here if it is new
 * (tests/integration/erasers.test.ts fails otherwise). They run in this order at each step.
 */
export const ERASERS: readonly Eraser[] = [
  leadEraser,
  mergeEraser,
  importEraser,
  admissionsEraser,
  statusLinkEraser,
  counsellingEraser,
  privacyEraser,
  outboxEraser,
];
