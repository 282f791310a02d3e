const { readFileSync } = require('node:fs');
const { relative } = require('node:path');

/** How many of the slowest test files the summary names: where a long run's time went. */
const SLOWEST = 15;

/**
 * Ends a Jest run with the slowest test files, then one plain line, `tests: N passed, N failed`,
 * for tools that read it. When `npm test` ran the web app's Vitest tests first, it names their
 * JSON report in WEB_TEST_RESULTS, and the line counts both runs (with each one's share in brackets).
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(slowest(results.testResults));
    const jest = {
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    const web = webResults(process.env.WEB_TEST_RESULTS);
    const total = web ? { passed: jest.passed + web.passed, failed: jest.failed + web.failed, skipped: jest.skipped + web.skipped } : jest;
    const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
    const parts = web ? ` (Jest ${jest.passed + jest.failed}, Vitest ${web.passed + web.failed})` : '';
    process.stdout.write(`tests: ${total.passed} passed, ${total.failed} failed${skipped}${parts}\n`);
  }
}

/** The slowest test files, with their seconds, and the seconds of all of them. */
function slowest(files) {
  const timed = files
    .map((f) => ({ file: relative(process.cwd(), f.testFilePath), seconds: (f.perfStats.end - f.perfStats.start) / 1000 }))
    .filter((f) => Number.isFinite(f.seconds))
    .sort((a, b) => b.seconds - a.seconds);
  if (timed.length === 0) return '';
  const all = timed.reduce((sum, f) => sum + f.seconds, 0);
  const lines = timed.slice(0, SLOWEST).map((f) => `${f.seconds.toFixed(0).padStart(6)} s  ${f.file}`);
  return `slowest test files (of ${timed.length}, ${all.toFixed(0)} s in all):\n${lines.join('\n')}\n`;
}

/** The counts of Vitest's JSON report; none when there is no report to read. */
function webResults(file) {
  if (!file) return null;
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

module.exports = SummaryReporter;
