import { spawnSync } from 'node:child_process';

/** Every benchmark in turn: one that fails is reported at the end, and the ones after it still run. */
const SCRIPTS = [
  'spine-throughput.ts',
  'push-latency.ts',
  'alert-fanout.ts',
  'claim-fanout.ts',
  'map-render.ts',
  'records.bench.ts',
  'ogc-items.ts',
  'reports.ts',
  'survey-send.ts',
  'survey-results.ts',
  'response-clocks.ts',
  'complaint-search.ts',
  'export-memory.ts',
  'positions.ts',
  'retention.ts',
];

const failed = SCRIPTS.filter((script) => {
  console.log(`\n=== ${script}`);
  const run = spawnSync('tsx', [`src/${script}`], { stdio: 'inherit' });
  return run.status !== 0;
});
console.log(`\n${SCRIPTS.length - failed.length} of ${SCRIPTS.length} benchmarks ran to the end`);
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
