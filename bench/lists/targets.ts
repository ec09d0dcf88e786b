import type { EngineKind, SetupResult, TargetVerdict } from '../common/measured.ts';

/** A latency target of the project for a filtered 50-row client page. */
export interface ListPageTarget {
  engine: EngineKind;
  limitMs: number;
  /** The data size the target is stated for. */
  clients: number;
}

/** The project's targets: a filtered 50-row page at 100,000 clients under 50 ms on PGlite, under 20 ms on PostgreSQL. */
export const listPageTargets: readonly ListPageTarget[] = [
  { engine: 'pglite', limitMs: 50, clients: 100_000 },
  { engine: 'postgres', limitMs: 20, clients: 100_000 },
];

/** Judges every filtered case of every set-up against its engine's target, on the HTTP p95. */
export function judgeTargets(setups: readonly SetupResult[], clients: number): TargetVerdict[] {
  const verdicts: TargetVerdict[] = [];
  for (const setup of setups) {
    const target = listPageTargets.find((candidate) => candidate.engine === setup.engine);
    if (!target) continue;
    for (const result of setup.cases.filter((candidate) => candidate.filtered)) {
      // Why p95 rather than p50: a target a user feels must hold for nearly every page, not half of them.
      const verdict = clients !== target.clients ? 'not judged' : result.http.p95 < target.limitMs ? 'met' : 'not met';
      verdicts.push({
        setupId: setup.id,
        caseId: result.caseId,
        label: result.label,
        limitMs: target.limitMs,
        targetClients: target.clients,
        p50: result.http.p50,
        p95: result.http.p95,
        verdict,
      });
    }
  }
  return verdicts;
}
