/**
 * mulberry32: a small, fast PRNG with a fixed seed, so a seed always gives the same sequence
 * (the fuzz test's requests, the synthetic leads). Numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
