const { readFileSync } = require('node:fs');

/**
 * Ends a Jest run with one plain line, `tests: N passed, N failed`, for tools that read it.
 * When `npm test` ran the web app's Vitest tests first, it names their JSON report in
 * WEB_TEST_RESULTS, and the line counts both runs (with each one's share in brackets).
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
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
