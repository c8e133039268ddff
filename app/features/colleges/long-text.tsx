import { Fragment } from "react";
import { paragraphsOf } from "./paragraphs";

/**
 * A college's long text (about, admission, ...) as the admin typed it: its own paragraphs and line
 * breaks. `lang`: the text's, where it is English on a Hindi page (englishTextLang).
 */
export function LongText({ text, lang }: { text: string; lang?: string }) {
  return paragraphsOf(text).map((lines, index) => (
    <p key={index} lang={lang}>
      {lines.map((line, at) => (
        <Fragment key={at}>
          {at > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
