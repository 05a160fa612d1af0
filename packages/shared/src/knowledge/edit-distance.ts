/** Edit distance with adjacent swaps, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table, reused: a misspelt word is compared with every word of the vocabulary.
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  let prevPrev = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j < width; j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[row] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[prev + j]! + 1, rows[row + j - 1]! + 1, rows[prev + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[prevPrev + j - 2]! + 1);
      rows[row + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return Math.min(rows[prev + b.length]!, max + 1);
}
let rows = new Int32Array(96);
