import { data } from "react-router";
import { storedCollegeLogo } from "#app/features/colleges/college-logo.server";
import type { BranchFormSchema } from "#app/features/colleges/branches/branch-schema";
import type { CategoryFormSchema } from "#app/features/categories/category-schema";
import type { CollegeFormSchema } from "#app/features/colleges/college-schema";
import type { CourseFormSchema } from "#app/features/colleges/courses/course-schema";
import type { ExamFormSchema } from "#app/features/exams/exam-schema";
import type { PlacementFormSchema } from "#app/features/colleges/placements/placement-schema";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminLoader } from "../admin-form.server";
import type { Route } from "./+types/edit";
import { BranchEditor, PlacementEditor } from "./college-row-editor";
import { CategoryEditor } from "./category-editor";
import { CollegeEditor, CollegeLogoForm, FactsLink } from "./college-editor";
import { uploadCollegeLogo } from "./college-editor.server";
import { CourseEditor } from "./course-editor";
import { EditScreen } from "./edit-screen";
import { ExamEditor } from "./exam-editor";
import { catalogueItem } from "./registry.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.label ?? "item"} | Admin` }];

export async function loader(args: Route.LoaderArgs) {
  const { entity, id } = await catalogueItem(args);
  return adminLoader(args, async (db) => {
    const item = await entity.editor.edit(db, args.request, id);
    if (!item) throw data("Not found", { status: 404 });
    const storedLogo = item.entity === "colleges" ? await storedCollegeLogo(db, id) : null;
    return { ...item, label: entity.label, storedLogo };
  });
}

export const headers = forwardHeaders;

/** Saves the row through its editor; on a college's screen, a file upload is its logo form. */
export async function action(args: Route.ActionArgs) {
  const { entity, id } = await catalogueItem(args);
  const upload = args.request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  if (entity.name === "colleges" && upload) return uploadCollegeLogo(args, id);
  return entity.editor.save(args, id);
}

/** The row's editor in the edit frame: each entity's fields, typed from its own schema. */
export default function EditCatalogueItem({ loaderData: item, actionData }: Route.ComponentProps) {
  // A college's screen has two forms: each shows its own answer.
  const logoAnswer = actionData?.scope === "logo" ? actionData : undefined;
  const answer = logoAnswer ? undefined : actionData;
  const frame = { entity: item.entity, label: item.label, answer };
  switch (item.entity) {
    case "colleges":
      return (
        <EditScreen<typeof CollegeFormSchema>
          {...frame}
          values={item.values}
          wide
          before={
            <>
              <FactsLink />
              <CollegeLogoForm stored={item.storedLogo} answer={logoAnswer} />
            </>
          }
        >
          {(fields) => <CollegeEditor fields={fields} {...item.choices} />}
        </EditScreen>
      );
    case "categories":
      return (
        <EditScreen<typeof CategoryFormSchema> {...frame} values={item.values}>
          {(fields) => <CategoryEditor fields={fields} />}
        </EditScreen>
      );
    case "branches":
      return (
        <EditScreen<typeof BranchFormSchema> {...frame} values={item.values}>
          {(fields) => <BranchEditor fields={fields} {...item.choices} />}
        </EditScreen>
      );
    case "courses":
      return (
        <EditScreen<typeof CourseFormSchema> {...frame} values={item.values}>
          {(fields) => <CourseEditor fields={fields} {...item.choices} />}
        </EditScreen>
      );
    case "exams":
      return (
        <EditScreen<typeof ExamFormSchema> {...frame} values={item.values}>
          {(fields) => <ExamEditor fields={fields} {...item.choices} />}
        </EditScreen>
      );
    case "placements":
      return (
        <EditScreen<typeof PlacementFormSchema> {...frame} values={item.values}>
          {(fields) => <PlacementEditor fields={fields} {...item.choices} />}
        </EditScreen>
      );
  }
}
