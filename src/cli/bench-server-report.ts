/**
 * What `npm run bench:server` prints: one JSON object (`--json`) or a Markdown table of the
 * same figures, each latency with its ratio to the calibration job (latency ÷ calibration):
 * on a busy machine both grow; a ratio that grows alone is the server getting slower.
 */
interface LoadRun {
  samples: { latency: Record<string, number[]>; slowest: number; errors: number; errorKinds: Record<string, number>; requests: number; finished: number; created: number };
  elapsed: number;
  warmup: number;
  before: { eventLoopDelayMs: { p50: number; p99: number; max: number }; cpuSeconds: number; rssMb: number };
  after: { eventLoopDelayMs: { p50: number; p99: number; max: number }; cpuSeconds: number; rssMb: number };
}

interface Rebuilt {
  actions: number;
  loadRestore: number[];
  verified: number[];
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (v: number, digits = 2): number | null => (Number.isFinite(v) ? Math.round(v * 10 ** digits) / 10 ** digits : null);

export type BenchServerReport = ReturnType<typeof buildReport>;

export function buildReport(
  args: { duels: number; seconds: number; thinkMs: number; rampSeconds: number },
  calibrationMs: number,
  run: LoadRun,
  rebuilt: Rebuilt,
  orphaned: number | null,
) {
  const kinds = Object.fromEntries(
    Object.entries(run.samples.latency).map(([kind, list]) => {
      const p50 = percentile(list, 50);
      const p99 = percentile(list, 99);
      return [kind, { count: list.length, p50Ms: round(p50), p99Ms: round(p99), maxMs: round(list.reduce((m, v) => Math.max(m, v), list.length ? 0 : NaN)), p99Ratio: round(p99 / calibrationMs) }];
    }),
  );
  const nonModel = [...(run.samples.latency['get session'] ?? []), ...(run.samples.latency['list sessions'] ?? []), ...(run.samples.latency.health ?? [])];
  const nonModelP99 = percentile(nonModel, 99);
  const replyP99 = percentile(run.samples.latency.reply ?? [], 99);
  return {
    verdicts: verdictsOf({ errors: run.samples.errors, nonModelP99, replyP99, loopP99: run.after.eventLoopDelayMs.p99, slowest: run.samples.slowest, orphaned }),
    duels: args.duels,
    rampSeconds: args.rampSeconds,
    thinkMs: args.thinkMs,
    measuredSeconds: round(run.elapsed, 1),
    warmupSeconds: round(run.warmup, 1),
    calibrationMs: round(calibrationMs),
    requestsPerSecond: round(run.samples.requests / run.elapsed, 1),
    nonModel: { count: nonModel.length, p50Ms: round(percentile(nonModel, 50)), p99Ms: round(percentile(nonModel, 99)), p99Ratio: round(percentile(nonModel, 99) / calibrationMs) },
    kinds,
    slowestRequestMs: round(run.samples.slowest),
    errors: run.samples.errors,
    errorKinds: run.samples.errorKinds,
    orphanedSessions: orphaned,
    duelsFinished: run.samples.finished,
    service: {
      eventLoopDelayMs: run.after.eventLoopDelayMs,
      cpuShareOfOneCore: round((run.after.cpuSeconds - run.before.cpuSeconds) / run.elapsed),
      rssMbBefore: run.before.rssMb,
      rssMbAfter: run.after.rssMb,
    },
    rebuild: {
      actions: rebuilt.actions,
      loadRestoreP50Ms: round(percentile(rebuilt.loadRestore, 50)),
      loadRestoreP99Ms: round(percentile(rebuilt.loadRestore, 99)),
      verifiedP50Ms: round(percentile(rebuilt.verified, 50)),
      verifiedP99Ms: round(percentile(rebuilt.verified, 99)),
    },
  };
}

/** Issue 23's bars, each with whether this run met it (a figure that is missing does not). */
function verdictsOf(v: { errors: number; nonModelP99: number; replyP99: number; loopP99: number; slowest: number; orphaned: number | null }) {
  const ms = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 10) / 10} ms` : 'n/a');
  return [
    { bar: 'no errors', ok: v.errors === 0, value: String(v.errors) },
    { bar: 'non-model requests p99 < 100 ms', ok: v.nonModelP99 < 100, value: ms(v.nonModelP99) },
    { bar: 'option replies p99 < 500 ms', ok: v.replyP99 < 500, value: ms(v.replyP99) },
    { bar: 'event-loop delay p99 < 50 ms', ok: v.loopP99 < 50, value: ms(v.loopP99) },
    { bar: 'no request over 5 s', ok: v.slowest <= 5000, value: ms(v.slowest) },
    { bar: 'no orphaned session', ok: v.orphaned === 0, value: v.orphaned === null ? 'n/a (--url)' : String(v.orphaned) },
  ];
}

const f = (v: number | null, unit = ' ms'): string => (v === null ? 'n/a' : `${v}${unit}`);

export function printReport(r: BenchServerReport): void {
  const rows: [string, string, string][] = [
    ['concurrent duels over HTTP (ramp, think time)', '100 / 300 / 1,000', `${r.duels} (${r.rampSeconds} s, ${r.thinkMs} ms)`],
    ['calibration: sha256 of 64 MB in the bench process', '—', f(r.calibrationMs)],
    ['requests per second (all kinds)', '—', String(r.requestsPerSecond)],
    ['non-model requests (GET session, list, health): p50 / p99 (p99 ÷ calibration)', 'p99 < 100 ms', `${f(r.nonModel.p50Ms)} / ${f(r.nonModel.p99Ms)} (${r.nonModel.p99Ratio}×, ${r.nonModel.count} requests)`],
    ...Object.entries(r.kinds).map(([kind, k]): [string, string, string] => [
      `${kind}: p50 / p99 / max (p99 ÷ calibration)`,
      kind === 'reply' ? 'p99 < 500 ms' : '—',
      `${f(k.p50Ms)} / ${f(k.p99Ms)} / ${f(k.maxMs)} (${k.p99Ratio}×, ${k.count})`,
    ]),
    ['slowest request of any kind, warm-up included', '< 5 s', f(r.slowestRequestMs)],
    ['service event-loop delay p50 / p99 / max', 'p99 < 50 ms', `${f(r.service.eventLoopDelayMs.p50)} / ${f(r.service.eventLoopDelayMs.p99)} / ${f(r.service.eventLoopDelayMs.max)}`],
    ['service CPU, share of one core', '—', String(r.service.cpuShareOfOneCore)],
    ['service RSS before / after', '—', `${r.service.rssMbBefore} / ${r.service.rssMbAfter} MB`],
    ['errors (by request and status)', '0', `${r.errors}${r.errors ? ` (${Object.entries(r.errorKinds).map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`],
    ['orphaned sessions (stored, no client got an answer)', '0', r.orphanedSessions === null ? 'n/a (--url)' : String(r.orphanedSessions)],
    [`rebuild a saved session (load + restore), ${r.rebuild.actions} actions: p50 / p99`, '< 50 ms per 1,000 actions', `${f(r.rebuild.loadRestoreP50Ms)} / ${f(r.rebuild.loadRestoreP99Ms)}`],
    [`rebuild checking every stored hash, ${r.rebuild.actions} actions: p50 / p99`, '—', `${f(r.rebuild.verifiedP50Ms)} / ${f(r.rebuild.verifiedP99Ms)}`],
  ];
  console.log('');
  console.log('| metric | target | result |');
  console.log('| --- | --- | --- |');
  for (const [m, t, v] of rows) console.log(`| ${m} | ${t} | ${v} |`);
  console.log('');
  console.log('');
  for (const v of r.verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'}  ${v.bar}: ${v.value}`);
  console.log('');
  console.log(`Warm-up (creating the ${r.duels} sessions) took ${r.warmupSeconds} s; ${r.measuredSeconds} s measured; ${r.duelsFinished} duels finished and were replaced.`);
}
