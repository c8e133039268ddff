/**
 * The path of the first value in `value` that sits deeper than `maxDepth` levels of objects and
 * arrays (the value itself is level 1), as "extra.a.0.b"; undefined when nothing does. Walked
 * with a stack of its own rather than by recursion, so a body of 16 KB of "[" (8,000 levels)
 * cannot overflow the call stack here, as it did in the intake API's canonical hash (issue 41,
 * item 9).
 */
export function pathDeeperThan(value: unknown, maxDepth: number): string | undefined {
  const stack: { value: unknown; depth: number; path: string[] }[] = [{ value, depth: 1, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value !== "object" || item.value === null) continue;
    if (item.depth > maxDepth) return item.path.join(".");
    for (const [key, inner] of Object.entries(item.value)) {
      stack.push({ value: inner, depth: item.depth + 1, path: [...item.path, key] });
    }
  }
  return undefined;
}
