/** Ends a jest run with one plain 'N passed, N failed' line that CI logs can be read by. */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed`;
    process.stdout.write(`${skipped > 0 ? `${line}, ${skipped} skipped` : line}\n`);
  }
}

module.exports = SummaryReporter;
