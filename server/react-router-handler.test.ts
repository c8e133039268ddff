import { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type express from "express";
import { describe, expect, test } from "vitest";
import { writeBody } from "./react-router-handler";

// A full collection on demand, so the test can ask which chunks are still held by anyone.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** A socket that takes a chunk a tick later and keeps a little, so every write waits for "drain". */
function slowSink(taken: number[] = []) {
  return new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      taken.push(chunk[0]!);
      setImmediate(done);
    },
  });
}

const asResponse = (sink: Writable) => sink as unknown as express.Response;
const megabyte = (mark: number) => new Uint8Array(1024 * 1024).fill(mark);

describe("writing a response body", () => {
  test("a chunk that has gone out is held by nothing, long before the body ends", async () => {
    const sent: WeakRef<Uint8Array>[] = [];
    let stillHeld = -1;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent.length === 40) {
          // The first 30 megabytes were written long ago: none of them may be alive now.
          collectGarbage();
          stillHeld = sent.slice(0, 30).filter((chunk) => chunk.deref() !== undefined).length;
          controller.close();
          return;
        }
        const chunk = megabyte(sent.length);
        sent.push(new WeakRef(chunk));
        controller.enqueue(chunk);
      },
    });
    await writeBody(body, asResponse(slowSink()));
    expect(stillHeld).toBe(0);
  });

  test("every chunk goes out in order and the response ends", async () => {
    const taken: number[] = [];
    const sink = slowSink(taken);
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next === 5) controller.close();
        else controller.enqueue(new Uint8Array([next++, 0, 0]));
      },
    });
    await writeBody(body, asResponse(sink));
    await finished(sink);
    expect(taken).toEqual([0, 1, 2, 3, 4]);
    expect(sink.writableEnded).toBe(true);
  });

  test("a visitor who leaves cancels the body, even while it is waiting for its next part", async () => {
    const sink = slowSink();
    let cancelled = false;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls += 1;
        if (pulls === 3) {
          // The connection drops while the next part is still being read from the database.
          sink.destroy();
          await new Promise(() => {});
        }
        controller.enqueue(megabyte(pulls));
      },
      cancel() {
        cancelled = true;
      },
    });
    await writeBody(body, asResponse(sink));
    expect(cancelled).toBe(true);
  });

  test("a body that fails part-way breaks the connection instead of ending it as if complete", async () => {
    const sink = slowSink();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 3) controller.error(new Error("the database went away"));
        else controller.enqueue(megabyte(pulls));
      },
    });
    sink.on("error", () => {});
    await expect(writeBody(body, asResponse(sink))).rejects.toThrow("the database went away");
    expect(sink.destroyed).toBe(true);
    expect(sink.writableEnded).toBe(false);
  });

  test("compression is flushed once for the parts that are ready together, and again for a part that comes later", async () => {
    const events: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        events.push(`write ${chunk[0]}`);
        done();
      },
    });
    Object.assign(sink, { flush: () => events.push("flush") });
    const aWhile = () => new Promise((resolve) => setTimeout(resolve, 20));
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Three parts at once (a shell React writes in pieces of a few KB), then one after a wait
        // (a streamed part), then the end after another.
        if (next >= 3) await aWhile();
        if (next === 4) controller.close();
        else controller.enqueue(new Uint8Array([next++]));
      },
    });
    await writeBody(body, asResponse(sink));
    expect(events).toEqual(["write 0", "write 1", "write 2", "flush", "write 3", "flush"]);
    expect(sink.writableEnded).toBe(true);
  });
});
