import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends a run with one plain 'N passed, N failed' line that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped += 1;
    // Count a test once, by its final outcome (retries run onTestEnd again).
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') this.passed += 1;
    else if (result.retry === test.retries) this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    const line = `playwright: ${this.passed} passed, ${this.failed} failed`;
    process.stdout.write(`${this.skipped > 0 ? `${line}, ${this.skipped} skipped` : line}\n`);
  }
}
