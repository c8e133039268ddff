import { useId } from "react";

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers, one answer open at a time; choosing the open one closes it.
 * `initiallyOpen` is the index open on arrival (the franchise FAQ opens its first answer).
 *
 * Native <details>/<summary>, so it works before and without JavaScript: the shared `name`
 * makes the group exclusive in the browser itself, and the browser exposes each question's
 * expanded state. It renders on public pages only, which are not hydrated (only islands are), so
 * it has no event handlers: the browser does it all.
 */
export function Accordion({ items, initiallyOpen = null }: { items: AccordionItem[]; initiallyOpen?: number | null }) {
  const id = useId();
  return (
    <div className="accordion">
      {items.map((item, index) => (
        <details
          key={item.question}
          className="accordion-item"
          name={`${id}-faq`}
          // Only the first render sets it: afterwards the browser owns the open state.
          open={index === initiallyOpen}
        >
          <summary id={`${id}-q${index}`} className="accordion-question">
            <h3 className="accordion-heading">{item.question}</h3>
            <span className="accordion-sign" aria-hidden="true" />
          </summary>
          <div role="region" aria-labelledby={`${id}-q${index}`} className="accordion-panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
