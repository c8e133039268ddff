import { useEffect, useRef } from "react";

/**
 * Keeps a GET form's fields showing the values its page was loaded with. React Router keeps a
 * route's components mounted across navigations inside the app (the menu's link back to the same
 * list, a Clear link, Back), and a field given only a `defaultValue` keeps what it last showed: so
 * a filter bar showed one filter while the list under it showed another. Each field named in
 * `names` is set to `values[name]` ("" when absent) whenever those values change; others (buttons,
 * hidden fields) are left alone. Attach the returned ref to the <form>.
 */
export function useFieldsFollow(names: readonly string[], values: Partial<Record<string, string>>) {
  const form = useRef<HTMLFormElement>(null);
  // The values' contents, not their object: a new loader answer with the same filters changes nothing.
  const shown = JSON.stringify(names.map((name) => values[name] ?? ""));
  useEffect(() => {
    const wanted = JSON.parse(shown) as string[];
    const fields = form.current?.elements;
    if (!fields) return;
    names.forEach((name, index) => {
      const field = fields.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== wanted[index])
        field.value = wanted[index]!;
    });
    // `names` is a constant list at each call site; `shown` carries the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  return form;
}
