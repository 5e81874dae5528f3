/** Writes a machine-readable summary of the run (E2E_SUMMARY_FILE) that tests/e2e/run.ts prints. */
import fs from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private results = new Map<string, { title: string; project: string; status: string; durationMs: number }>();
  private started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const title = test.titlePath().slice(2).join(" › ");
    const key = `${project}|${test.id}`;
    const previous = this.results.get(key);
    const outcome = test.outcome();
    const status = outcome === "flaky" ? "flaky" : outcome === "skipped" ? "skipped" : outcome === "expected" ? "passed" : "failed";
    this.results.set(key, {
      title,
      project,
      status,
      durationMs: (previous?.durationMs ?? 0) + result.duration,
    });
  }

  onEnd(result: FullResult): void {
    const file = process.env.E2E_SUMMARY_FILE;
    if (!file) return;
    const journeys = [...this.results.values()];
    const count = (s: string) => journeys.filter((j) => j.status === s).length;
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          status: result.status,
          passed: count("passed"),
          failed: count("failed"),
          flaky: count("flaky"),
          skipped: count("skipped"),
          durationMs: Date.now() - this.started,
          failures: journeys.filter((j) => j.status === "failed").map((j) => `[${j.project}] ${j.title}`),
          journeys,
        },
        null,
        2,
      ),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
