// Prints the one line CI reads: the totals over every suite of the run.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`no test report at ${file}: the run did not finish`);
  process.exit(1);
}
// Vitest also fails a run on errors outside any test (an unhandled rejection); count that as one failure.
const runnerFailed = Number(process.argv[3] ?? 0) !== 0;
const counted = report.numFailedTests + filesThatFailedToRun(report);
const failed = counted === 0 && runnerFailed ? 1 : counted;
console.log(`${report.numPassedTests} passed, ${failed} failed`);
process.exit(report.numTotalTests === 0 || failed > 0 ? 1 : 0);

// A file that fails to load counts as a failure even though none of its tests ran.
function filesThatFailedToRun(r) {
  return r.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed'))
    .length;
}
