import { useEffect, useState } from "react";
import { data, Form, useNavigate } from "react-router";
import { CategorySchema, fieldErrors } from "#app/features/admins/admin-schema";
import { createCategory } from "#app/features/categories/categories.server";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/add-category";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add Category | Admin" }];

type Result = { ok: true; message: string } | { ok: false; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = CategorySchema.safeParse(await readForm(request));
  if (!parsed.success)
    return data<Result>({ ok: false, message: Object.values(fieldErrors(parsed.error))[0]! }, { status: 400 });
  try {
    const category = await createCategory(dbFrom(context), parsed.data);
    return data<Result>({ ok: true, message: `Category "${category.name}" saved.` });
  } catch (error) {
    return data<Result>({ ok: false, message: catalogueFailure(error).message }, { status: 400 });
  }
}

/** The spec's public Add Category form (now for admins only): Submit appears once text is typed; after saving, home. */
export default function AddCategory({ actionData }: Route.ComponentProps) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const result = actionData as Result | undefined;
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate("/"), 1200);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  return (
    <main className="admin-page">
      <h1>Add Category</h1>
      {result?.ok ? (
        <noscript>
          <meta httpEquiv="refresh" content="2;url=/" />
        </noscript>
      ) : null}
      <Form method="post" className="admin-form narrow-form">
        <div className="field">
          <label htmlFor="category-name">Category</label>
          <input
            id="category-name"
            name="name"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
          />
        </div>
        <FormResult result={result} />
        {text.trim() ? (
          <button type="submit" className="button button-primary">
            Submit
          </button>
        ) : (
          <noscript>
            <button type="submit" className="button button-primary">
              Submit
            </button>
          </noscript>
        )}
      </Form>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}
