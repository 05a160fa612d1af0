// The "scenario | target | measured | met?" table that bench/load.mjs and bench/run.mjs print.

/** Prints rows of `{ scenario, target, measured, met }`; `met: null` is a figure with no target. */
export function printTargets(rows) {
  console.log('| scenario | target | measured | met? |');
  console.log('|---|---|---|---|');
  for (const t of rows) {
    console.log(
      `| ${t.scenario} | ${t.target} | ${t.measured} | ${t.met === null ? '—' : t.met ? 'yes' : 'NO'} |`,
    );
  }
}
