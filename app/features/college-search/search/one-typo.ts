/**
 * True when `a` becomes `b` by one typing slip: a letter left out, added, changed, or two
 * neighbours swapped ("banglore" for "bangalore", "enginering" for "engineering"). Linear in the
 * words' length; the search calls it only for words of similar length.
 */
export function isOneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  // What differs between the common start and the common end.
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  if (restA <= 1 && restB <= 1) return true;
  // Two neighbours swapped: "ab" against "ba".
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
