import { href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import {
  collegeCandidates,
  cutoffImportForPage,
  recentCutoffImports,
} from "#app/features/fact-imports/cutoff-imports.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/cutoff-import";
import { adminAction, isMultipart, uploadAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { importAskedFor } from "./import-steps/import-page.server";
import { CutoffDryRun } from "./cutoff-import/dry-run";
import { CUTOFF_IMPORT_INTENTS, CUTOFF_UPLOAD } from "./cutoff-import/intents.server";
import { CutoffMappingForm } from "./cutoff-import/mapping-form";
import { CutoffProgress } from "./cutoff-import/progress";
import { CutoffUploadForm, RecentCutoffImports } from "./cutoff-import/upload-form";

/**
 * Cut-off import (owners; docs/decisions/086-cutoff-import.md): upload a CSV of opening and
 * closing ranks, map its columns, see the dry run and match unknown institutes, then import.
 * Each step is a plain form and a page of its own (`?id=`), so it all works without JavaScript;
 * with it, the progress bar moves by itself.
 */
export const meta: Route.MetaFunction = () => [{ title: "Import cut-offs | Admin" }];

const OWNERS = { ownerOnly: true };

/** How many unknown institutes the page offers colleges for (each a query); the rest are listed by name. */
const MATCHABLE = 20;

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const current = await importAskedFor(args.request, (id) => cutoffImportForPage(db, id));
      const unknown = current?.state === "checked" ? (current.report?.unknownInstitutes ?? []) : [];
      const candidates = await Promise.all(
        unknown.slice(0, MATCHABLE).map(async ({ name }) => ({ name, colleges: await collegeCandidates(db, name) })),
      );
      return { current, candidates, recent: current ? [] : await recentCutoffImports(db) };
    },
    OWNERS,
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  isMultipart(args.request)
    ? uploadAction(args, CUTOFF_UPLOAD, "upload", OWNERS)
    : adminAction(args, CUTOFF_IMPORT_INTENTS, OWNERS);

export default function CutoffImport({ loaderData, actionData }: Route.ComponentProps) {
  const { current, candidates, recent } = loaderData;
  return (
    <main className="admin-page wide lead-import">
      <h1>Import cut-offs</h1>
      {!current ? (
        <>
          <p className="muted">
            Opening and closing ranks from a CSV file: JoSAA&apos;s table as it is published, or a state counselling
            body&apos;s or a management quota&apos;s. You choose which column is which, see what the file would add and
            change, and only then import it. Importing the same file again changes nothing.
          </p>
          <CutoffUploadForm answer={actionData?.scope === "upload" ? actionData : undefined} />
          <RecentCutoffImports imports={recent} />
        </>
      ) : (
        <>
          <p>
            <Link to={href("/Admin/cutoffs/import")}>All cut-off imports</Link> · File:{" "}
            <strong>{current.fileName}</strong>
          </p>
          <FormResult result={actionData?.ok === false ? actionData : undefined} />
          {current.state === "uploaded" || current.state === "checked" ? <CutoffMappingForm current={current} /> : null}
          {current.state === "checked" && current.report ? (
            <CutoffDryRun current={current} report={current.report} candidates={candidates} />
          ) : null}
          {current.state === "importing" || current.state === "done" || current.state === "failed" ? (
            <CutoffProgress current={current} />
          ) : null}
        </>
      )}
    </main>
  );
}
