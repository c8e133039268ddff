import { useState, type KeyboardEvent, type MouseEvent } from "react";

/**
 * The list half of a WAI-ARIA 1.2 combobox with list autocomplete, shared by the public search box
 * (features/college-search/college-search-input.island.tsx) and the admin college picker
 * (components/admin/college-picker.tsx), so both answer the keyboard alike: arrow keys move
 * through the options and round to the field again, Enter on an option chooses it (and sends no
 * form), Escape closes the list. The field and the options get their ARIA from here; what choosing
 * means is the caller's. No router and no useId: islands use it too.
 */
export function useComboboxList<Option>(listId: string, onChoose: (option: Option) => void) {
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  /** New options from the server: the list opens when there are any, with none active. */
  function show(found: Option[]) {
    setOptions(found);
    setActive(-1);
    setOpen(found.length > 0);
  }

  function choose(option: Option) {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the field (-1) down through the options and round to the field again.
      setActive((current) => {
        const next = current + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return {
    options,
    open,
    setOpen,
    show,
    /** The field's combobox attributes and its key handler. */
    field: {
      role: "combobox",
      "aria-autocomplete": "list" as const,
      "aria-expanded": open,
      "aria-controls": listId,
      "aria-activedescendant": open && options[active] ? optionId(active) : undefined,
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    /** The listbox's attributes; it is hidden while closed. */
    list: { id: listId, role: "listbox", hidden: !open },
    /** One option's attributes. */
    option: (index: number) => ({
      id: optionId(index),
      role: "option",
      "aria-selected": index === active,
      // Chosen on mouse down, before the field's blur closes the list.
      onMouseDown: (event: MouseEvent) => {
        event.preventDefault();
        choose(options[index]!);
      },
    }),
  };
}
