import { afterEach, describe, expect, test, vi } from "vitest";
import type { SyntheticEvent } from "react";
import { closeOthersInGroup } from "./disclosure";

/** Stand-ins for <details> elements in a browser that does not keep a `name` group exclusive itself. */
class FakeDetails {
  constructor(
    public name: string | null,
    public open = false,
  ) {}
  getAttribute(attribute: string) {
    return attribute === "name" ? this.name : null;
  }
}

function inDocument(all: FakeDetails[]) {
  vi.stubGlobal("HTMLDetailsElement", FakeDetails);
  vi.stubGlobal("document", { getElementsByName: (name: string) => all.filter((details) => details.name === name) });
}

const toggled = (details: FakeDetails) =>
  closeOthersInGroup({ currentTarget: details } as unknown as SyntheticEvent<HTMLDetailsElement>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("closeOthersInGroup: one <details> of a name open at a time, where the browser does not see to it", () => {
  test("opening one closes the others of its group, and only those", () => {
    const group = [new FakeDetails("faq", true), new FakeDetails("faq"), new FakeDetails("faq", true)];
    const other = new FakeDetails("menu", true);
    inDocument([...group, other]);
    group[1]!.open = true;
    toggled(group[1]!);
    expect(group.map((details) => details.open)).toEqual([false, true, false]);
    expect(other.open).toBe(true);
  });

  test("closing one, or a <details> without a name, changes nothing else", () => {
    const group = [new FakeDetails("faq", true), new FakeDetails("faq", false)];
    const loose = [new FakeDetails(null, true), new FakeDetails(null, true)];
    inDocument([...group, ...loose]);
    toggled(group[1]!);
    expect(group.map((details) => details.open)).toEqual([true, false]);
    toggled(loose[0]!);
    expect(loose.map((details) => details.open)).toEqual([true, true]);
  });
});
