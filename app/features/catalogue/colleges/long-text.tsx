import { Fragment } from "react";
import { paragraphsOf } from "./paragraphs";

/** A college's long text (about, admission, ...) as the admin typed it: its own paragraphs and line breaks. */
export function LongText({ text }: { text: string }) {
  return paragraphsOf(text).map((lines, index) => (
    <p key={index}>
      {lines.map((line, at) => (
        <Fragment key={at}>
          {at > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
