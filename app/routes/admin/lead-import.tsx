import { href, Link } from "react-router";
import { FormResult } from "#app/components/forms/form-result";
import { importForPage, recentImports } from "#app/features/imports/lead-imports.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/lead-import";
import { adminAction, isMultipart, uploadAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { importAskedFor } from "./import-steps/import-page.server";
import { IMPORT_INTENTS, UPLOAD } from "./lead-import/intents.server";
import { DryRunReport } from "./lead-import/dry-run-report";
import { ImportProgress } from "./lead-import/import-progress";
import { MappingForm } from "./lead-import/mapping-form";
import { RecentImports, UploadForm } from "./lead-import/upload-form";

/**
 * Lead import (owners; docs/decisions/054-lead-import.md): upload a CSV, map its columns, see the
 * dry run, then import. Each step is a plain form and a page of its own (`?id=`), so it all
 * works without JavaScript; with it, the progress bar moves by itself.
 */
export const meta: Route.MetaFunction = () => [{ title: "Import leads | Admin" }];

const OWNERS = { ownerOnly: true };

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const current = await importAskedFor(args.request, (id) => importForPage(db, id));
      return { current, recent: current ? [] : await recentImports(db) };
    },
    OWNERS,
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  isMultipart(args.request) ? uploadAction(args, UPLOAD, "upload", OWNERS) : adminAction(args, IMPORT_INTENTS, OWNERS);

export default function LeadImport({ loaderData, actionData }: Route.ComponentProps) {
  const { current, recent } = loaderData;
  return (
    <main className="admin-page wide lead-import">
      <h1>Import leads</h1>
      {!current ? (
        <>
          <p className="muted">
            Leads from a fair, walk-ins, a call centre or an ad platform, from a CSV file. You choose which column is
            which, see what the file would add, and only then import it. Nobody in the file is sent an e-mail.
          </p>
          <UploadForm answer={actionData?.scope === "upload" ? actionData : undefined} />
          <RecentImports imports={recent} />
        </>
      ) : (
        <>
          <p>
            <Link to={href("/Admin/import")}>All imports</Link> · File: <strong>{current.fileName}</strong>
          </p>
          {current.importedBefore ? (
            <p className="notice" role="note">
              This file was imported before (import {current.importedBefore.id}). Its rows are already leads: importing
              it again adds nothing.
            </p>
          ) : null}
          <FormResult result={actionData?.ok === false ? actionData : undefined} />
          {current.state === "uploaded" || current.state === "checked" ? <MappingForm current={current} /> : null}
          {current.state === "checked" && current.report ? (
            <DryRunReport current={current} report={current.report} />
          ) : null}
          {current.state === "importing" || current.state === "done" || current.state === "failed" ? (
            <ImportProgress current={current} />
          ) : null}
        </>
      )}
    </main>
  );
}
