import { useState, type FormEvent } from "react";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { useSectionForm } from "#app/components/forms/admin-form";
import { ErrorText } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import {
  AADHAAR_NOTE,
  DOCUMENT_ACCEPT,
  FILE_RULES,
  MAX_DOCUMENT_BYTES,
  type DocumentUploadFormSchema,
} from "#app/features/admissions/document-schema";
import type { LeadPageData } from "./lead-page-data";
import { useLeadPageFetcherKey } from "./work-forms";

type Item = LeadPageData["documents"][number];

/** The answer of the upload form (a multipart post, answered under this scope). */
const UPLOAD_SCOPE = "document-upload";

/** The id of an item's file input, which the item's name labels (documents-section.tsx). */
export const fileInputId = (item: Item) => `document-file-${item.id}`;

/**
 * The item's upload: a file input labelled by the document's name, and "Upload". A multipart
 * form, so it works without JavaScript; with it, a file over 10 MB is refused before it is sent.
 */
export function DocumentUploadForm({
  item,
  actionData,
}: {
  item: Item;
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  const pageAnswer = actionData?.scope === UPLOAD_SCOPE ? actionData : undefined;
  const upload = useSectionForm<typeof DocumentUploadFormSchema>(
    pageAnswer,
    [UPLOAD_SCOPE],
    { id: `upload-${item.id}` },
    useLeadPageFetcherKey(),
  );
  const [tooLarge, setTooLarge] = useState(false);
  const mine = upload.answer?.result.initialValue?.document_id === String(item.id) ? upload.answer : undefined;
  const inputId = fileInputId(item);
  const error = tooLarge
    ? "This file is larger than 10 MB. Please upload a smaller copy."
    : mine?.ok
      ? undefined
      : mine?.message;
  const noteId = `${inputId}-note`;
  const errorId = `${inputId}-error`;
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    const large = file instanceof File && file.size > MAX_DOCUMENT_BYTES;
    setTooLarge(large);
    if (large) event.preventDefault();
  };
  return (
    <upload.fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="document-upload"
      onSubmit={checkSize}
      noValidate
    >
      <input type="hidden" name="document_id" value={item.id} />
      <div className="field">
        <p id={noteId} className="muted small">
          {item.photoId ? `${AADHAAR_NOTE} ` : ""}
          {FILE_RULES}
        </p>
        <input
          id={inputId}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId} ${errorId}` : noteId}
          onChange={() => setTooLarge(false)}
        />
        <ErrorText id={errorId} error={error} />
      </div>
      {mine?.ok && !tooLarge ? <FormResult result={mine} /> : null}
      <button type="submit" className="button button-ghost" disabled={upload.busy}>
        Upload<span className="visually-hidden"> {item.name}</span>
      </button>
    </upload.fetcher.Form>
  );
}
