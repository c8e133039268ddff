import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import type { CategoryFormSchema } from "#app/features/categories/category-schema";
import { useHydrated } from "#app/components/ui/disclosure";
import type { Route } from "../+types/dashboard";
import type { action } from "../dashboard";

/** `?dialog=add-category` opens the Add Category dialog: the path that works before and without JavaScript. */
const ADD_CATEGORY_DIALOG = "add-category";

/**
 * The dashboard's Add Category dialog (the spec's category modal): its opener, which is a link to
 * `?dialog=add-category` before hydration and a button after, and the dialog itself. They share
 * the dialog's state, so they come from one hook; the page places each where it belongs.
 */
export function useAddCategoryDialog(actionData: Route.ComponentProps["actionData"]) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get("dialog") === ADD_CATEGORY_DIALOG;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Each opening gets a fresh form (and fetcher); 0 is the dialog the server rendered open.
  const [opened, setOpened] = useState(0);

  // A dialog the server rendered open (the link, followed before hydration) becomes modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  const openDialog = () => {
    setOpened((count) => count + 1);
    dialogRef.current?.showModal();
  };

  const onClose = () => {
    // The close that the upgrade to modal fires is not a real one.
    if (dialogRef.current?.open) return;
    openerRef.current?.focus();
    if (requested) void navigate({ search: "" }, { replace: true, preventScrollReset: true });
  };

  const opener = (
    <>
      {hydrated ? (
        <button
          ref={openerRef}
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          onClick={openDialog}
        >
          Add Category
        </button>
      ) : (
        // Before hydration (or without JavaScript) a link to the page with the dialog open.
        <a href={`?dialog=${ADD_CATEGORY_DIALOG}`} className="button button-primary">
          Add Category
        </a>
      )}
    </>
  );
  const dialog = (
    <dialog
      ref={dialogRef}
      // Server-rendered open for ?dialog=add-category; after hydration showModal() and close() own it.
      open={requested}
      aria-modal={hydrated ? true : undefined}
      aria-labelledby="category-modal-title"
      className="modal card"
      onClose={onClose}
    >
      <h2 id="category-modal-title">Add Category</h2>
      <CategoryForm key={opened} serverResult={opened === 0 ? actionData : undefined} />
      {/* A form with method="dialog" closes the dialog natively, JavaScript or not. */}
      <form method="dialog" className="modal-close">
        <button type="submit" className="button button-ghost">
          Close
        </button>
      </form>
    </dialog>
  );
  return { opener, dialog };
}

/**
 * The Add Category modal's form: closed, open, then after a successful save the message replaces
 * the form. With JavaScript it posts through a fetcher; without, the page posts and the server's
 * answer (`serverResult`) renders the dialog open again with the message.
 */
function CategoryForm({ serverResult }: { serverResult: Route.ComponentProps["actionData"] }) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data ?? serverResult;
  const { fields, formProps } = useAdminForm<typeof CategoryFormSchema>(result);
  if (result?.ok) return <FormResult result={result} />;
  return (
    <fetcher.Form method="post" {...formProps} className="form-grid">
      <Field label="Category Name" meta={fields.name} autoFocus maxLength={100} />
      <FormResult result={result} />
      <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
        Submit
      </button>
    </fetcher.Form>
  );
}
