import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, `tests: N passed, N failed`, that CI reads to know tests ran. */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${tail}\n`);
  }
}

// Why a default export: vitest loads a custom reporter from a file path through its default export.
// eslint-disable-next-line no-restricted-syntax
export default SummaryReporter;
