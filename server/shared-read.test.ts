import { describe, expect, test, vi } from "vitest";
import { sharedRead } from "./shared-read";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("one read shared by the callers that ask before it starts", () => {
  test("callers in the same turn of the event loop share one read", async () => {
    const read = vi.fn(async () => 7);
    const version = sharedRead(read);
    const answers = await Promise.all([version(), version(), version()]);
    expect(answers).toEqual([7, 7, 7]);
    expect(read).toHaveBeenCalledTimes(1);
    // A later turn reads again.
    expect(await version()).toBe(7);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test("a caller that asks while a read is under way gets a later read, which sees a write made before it asked", async () => {
    let stored = 1;
    let finishFirst!: () => void;
    const read = vi.fn(async () => {
      const value = stored;
      // The first read is slow (a round trip to PostgreSQL, say): it was taken before the write.
      if (read.mock.calls.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return value;
    });
    const version = sharedRead(read);
    const first = version();
    await nextTurn();
    expect(read).toHaveBeenCalledTimes(1);
    stored = 2; // an admin's edit commits; then a visitor's request asks
    const second = version();
    finishFirst();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test("a failed read fails its callers only; the next caller reads again", async () => {
    const read = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(3);
    const version = sharedRead(read);
    const failed = [version(), version()];
    for (const answer of failed) await expect(answer).rejects.toThrow("database away");
    expect(await version()).toBe(3);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
