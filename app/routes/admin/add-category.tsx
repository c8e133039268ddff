import { useEffect, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { createCategory } from "#app/features/categories/categories.server";
import type { Route } from "./+types/add-category";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { adminFormAction, adminLoader } from "./admin-form.server";
import { CategoryEditor } from "./catalogue/category-editor";

export const meta: Route.MetaFunction = () => [{ title: "Add Category | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, async () => null);

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: CategoryFormSchema,
    mutate: (values, db) => createCategory(db, values),
    messages: {
      invalid: (first) => first,
      done: (category) => `Category "${category.name}" saved.`,
      fieldErrors: false,
    },
  });

/**
 * The original product's public Add Category form, now for admins only: Submit appears once text is
 * typed; after saving, home (docs/original-contract.md#category-form-messages).
 */
export default function AddCategory({ actionData }: Route.ComponentProps) {
  const [typed, setTyped] = useState(false);
  const navigate = useNavigate();
  const result = actionData;
  const { fields, formProps } = useAdminForm<typeof CategoryFormSchema>(result);
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate("/"), 1200);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  const submit = (
    <button type="submit" className="button button-primary">
      Submit
    </button>
  );
  return (
    <main className="admin-page">
      <h1>Add Category</h1>
      {result?.ok ? (
        <noscript>
          <meta httpEquiv="refresh" content="2;url=/" />
        </noscript>
      ) : null}
      <Form method="post" {...formProps} className="admin-form narrow-form">
        <CategoryEditor
          fields={fields}
          label="Category"
          onChange={(event) => setTyped(event.target.value.trim() !== "")}
        />
        <FormResult result={result} />
        {typed ? submit : <noscript>{submit}</noscript>}
      </Form>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");
