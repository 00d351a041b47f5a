/** GET /api/health: the model in use, the engine version, uptime, sessions in memory and broken. */
import express, { type Router } from 'express';
import type { RouteDeps } from '../http.js';

const START = Date.now();

export function healthRouter(deps: RouteDeps): Router {
  const { manager } = deps;
  const router = express.Router();
  router.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      model: manager.modelBanner,
      engineVersion: manager.engineVersion,
      uptimeSeconds: Math.round((Date.now() - START) / 1000),
      sessions: { inMemory: manager.cached, broken: manager.broken.size },
    });
  });
  return router;
}
