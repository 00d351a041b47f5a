/**
 * GET /api/health: the model in use, the engine version, uptime, sessions in memory and
 * broken, and how the process is doing: its event-loop delay (p50/p99/max since the last
 * `?reset=1`, from perf_hooks' histogram), CPU seconds and resident memory. An operator and
 * `npm run bench:server` read the same figures.
 */
import express, { type Router } from 'express';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RouteDeps } from '../http.js';

const START = Date.now();
const NS_PER_MS = 1e6;

export function healthRouter(deps: RouteDeps): Router {
  const { manager } = deps;
  const router = express.Router();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  router.get('/health', (req, res) => {
    const cpu = process.cpuUsage();
    const delay = {
      p50: loop.percentile(50) / NS_PER_MS,
      p99: loop.percentile(99) / NS_PER_MS,
      max: loop.max / NS_PER_MS,
    };
    if (req.query.reset === '1') loop.reset();
    res.json({
      status: 'ok',
      model: manager.modelBanner,
      engineVersion: manager.engineVersion,
      uptimeSeconds: Math.round((Date.now() - START) / 1000),
      sessions: { inMemory: manager.cached, broken: manager.broken.size },
      // The worker threads the live sessions run in: sessions pinned to each, and how many died and were started again.
      workers: manager.pooled ? { size: manager.pooled.pool.size, sessions: manager.pooled.pool.load, restarts: manager.pooled.pool.restarts } : null,
      process: {
        eventLoopDelayMs: Object.fromEntries(Object.entries(delay).map(([k, v]) => [k, Math.round(v * 100) / 100])),
        cpuSeconds: Math.round(((cpu.user + cpu.system) / 1e6) * 100) / 100,
        rssMb: Math.round((process.memoryUsage.rss() / 2 ** 20) * 10) / 10,
      },
    });
  });
  return router;
}
