import { describe, expect, test } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru: a cache bounded by bytes, least recently used out first", () => {
  test("keeps values until their bytes would pass the bound, then drops the least recently used", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.bytes).toBe(80);
    // Reading a makes b the least recently used.
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 40);
    expect(lru.keys()).toEqual(["a", "c"]);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.bytes).toBe(80);
    // One heavy value can push out several light ones.
    lru.set("d", "D", 90);
    expect(lru.keys()).toEqual(["d"]);
    expect(lru.bytes).toBe(90);
  });

  test("replacing a value counts only its new bytes", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A1", 60);
    lru.set("a", "A2", 30);
    expect(lru.get("a")).toBe("A2");
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
    lru.delete("a");
    expect(lru.bytes).toBe(0);
    lru.delete("missing");
    expect(lru.bytes).toBe(0);
  });

  test("a value heavier than the whole bound is not kept, and evicts nothing", () => {
    const lru = new ByteLru<string>(100);
    lru.set("a", "A", 50);
    lru.set("huge", "H", 101);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.keys()).toEqual(["a"]);
    expect(new ByteLru<string>(0).size).toBe(0);
  });

  test("never holds more than its bound, whatever is put in", () => {
    const lru = new ByteLru<number>(10_000);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5_000; i++) {
      lru.set(`k${Math.floor(random() * 300)}`, i, 1 + Math.floor(random() * 2_000));
      if (random() < 0.3) lru.get(`k${Math.floor(random() * 300)}`);
      expect(lru.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(lru.size).toBeGreaterThan(1);
  });
});
