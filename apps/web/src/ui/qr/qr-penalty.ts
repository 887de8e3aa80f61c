/**
 * The penalty of a masked symbol (ISO/IEC 18004 §7.8.3): the encoder keeps the mask with the
 * lowest, so that scanners do not see finder patterns or large blotches in the data.
 */
const sameColourRun = 3;
const sameColourBlock = 3;
const finderLike = 40;
const imbalance = 10;

type Line = (index: number) => boolean;

/** Lengths of the runs of one colour along a line, and whether the first run is dark. */
function runsOf(line: Line, size: number): { runs: number[]; darkFirst: boolean } {
  const runs: number[] = [];
  let colour: boolean | undefined;
  for (let i = 0; i < size; i++) {
    const dark = line(i);
    if (dark === colour) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    else runs.push(1);
    colour = dark;
  }
  return { runs, darkFirst: line(0) };
}

/** The runs framed by the light quiet zone, so that they start and end light. */
function framed({ runs, darkFirst }: { runs: number[]; darkFirst: boolean }, size: number) {
  const all = darkFirst ? [size, ...runs] : [...runs];
  all[0] = darkFirst ? size : (all[0] ?? 0) + size;
  if (all.length % 2 === 0) all.push(size);
  else all[all.length - 1] = (all.at(-1) ?? 0) + size;
  return all;
}

/** Runs of five or more: 3 points, and 1 more for each module past five. */
const runPenalty = (runs: readonly number[]): number =>
  runs.reduce((sum, run) => (run >= 5 ? sum + sameColourRun + run - 5 : sum), 0);

/** Dark 1:1:3:1:1 patterns with four light modules on a side, once for each such side. */
function finderPenalty(runs: readonly number[]): number {
  let found = 0;
  // Light runs sit at even indexes; a pattern is dark runs at i+1, i+3, i+5.
  for (let i = 0; i + 6 < runs.length; i += 2) {
    const run = (k: number) => runs[i + k] ?? 0;
    const n = run(1);
    const core = n > 0 && run(2) === n && run(3) === 3 * n && run(4) === n && run(5) === n;
    if (!core) continue;
    const before = run(0);
    const after = run(6);
    if (before >= 4 * n && after >= n) found++;
    if (after >= 4 * n && before >= n) found++;
  }
  return found * finderLike;
}

export function qrPenalty(isDark: (row: number, column: number) => boolean, size: number): number {
  let penalty = 0;
  for (let i = 0; i < size; i++) {
    for (const line of [(c: number) => isDark(i, c), (r: number) => isDark(r, i)]) {
      const scanned = runsOf(line, size);
      penalty += runPenalty(scanned.runs) + finderPenalty(framed(scanned, size));
    }
  }
  let dark = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (isDark(r, c)) dark++;
      if (r + 1 < size && c + 1 < size) {
        const colour = isDark(r, c);
        if (
          isDark(r, c + 1) === colour &&
          isDark(r + 1, c) === colour &&
          isDark(r + 1, c + 1) === colour
        )
          penalty += sameColourBlock;
      }
    }
  }
  const total = size * size;
  // Each full 5 % that the dark share strays from 50 % costs 10.
  const steps = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
  return penalty + steps * imbalance;
}
