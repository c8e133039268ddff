import { addIndiaDays, fromIndiaLocalInput, indiaDay } from "#app/utils/india-time";

/**
 * The environment that starts the server's clock at `at` (it then runs on from there): a module
 * that Node loads before server.js (`--import` in NODE_OPTIONS, as a data: URL, so it lives only
 * here) puts a Date in place whose "now" is shifted by the difference. For a test about a day of
 * the week (My calendar on a Sunday). Only forward: the browser keeps the real time, and a cookie
 * the server dates in the past would be dropped.
 */
export function serverClockEnv(at: Date): Record<string, string> {
  const offset = at.getTime() - Date.now();
  if (offset < 0) throw new Error("serverClockEnv: the server's clock may only be set ahead");
  const shift = `
    const Real = Date;
    const offset = ${offset};
    const now = () => Real.now() + offset;
    globalThis.Date = new Proxy(Real, {
      construct: (target, args, newTarget) =>
        args.length ? Reflect.construct(target, args, newTarget) : Reflect.construct(target, [now()], newTarget),
      apply: () => new Real(now()).toString(),
      get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
    });`;
  return { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(shift)}` };
}

/** The next Sunday, in India, at `time` (today when it is a Sunday and that time is still ahead). */
export function nextIndiaSunday(time: string, from = new Date()): { day: string; at: Date } {
  let day = indiaDay(from);
  for (;;) {
    const at = new Date(fromIndiaLocalInput(`${day}T${time}`));
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 && at > from) return { day, at };
    day = addIndiaDays(day, 1);
  }
}
