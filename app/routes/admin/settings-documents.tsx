import { href, Link } from "react-router";
import { FormScreen } from "#app/components/admin/form-screen";
import { TextAreaField } from "#app/components/forms/field";
import { checklistToText, DocumentChecklistFormSchema } from "#app/features/settings/document-checklist";
import { getDocumentChecklist, saveDocumentChecklist } from "#app/features/settings/document-checklist.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/settings-documents";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Documents checklist | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ documents: checklistToText(await getDocumentChecklist(db)) }), {
    ownerOnly: true,
  });

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: DocumentChecklistFormSchema,
      mutate: ({ documents }, { db, admin }) => saveDocumentChecklist(db, documents, admin),
      messages: {
        invalid: "Please correct the list marked above.",
        done: "Checklist saved. Applications added from now on ask for these documents.",
      },
    },
    { ownerOnly: true },
  );

/** Owners' list of the documents each new application asks for (features/settings/document-checklist.ts). */
export default function DocumentChecklistSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormScreen<typeof DocumentChecklistFormSchema>
      title="Documents checklist"
      intro={
        <>
          The documents each new application asks the student for. Applications already added keep their own list. Part
          of the <Link to={href("/Admin/settings")}>site settings</Link>.
        </>
      }
      answer={actionData}
      defaultValue={loaderData}
      submitLabel="Save checklist"
    >
      {(fields) => (
        <TextAreaField
          label="Documents (one per line; add “(optional)” after a name the student may not have)"
          meta={fields.documents}
          rows={10}
        />
      )}
    </FormScreen>
  );
}
