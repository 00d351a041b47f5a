/**
 * A session's history as data: the replay a client steps through, the JSON and Markdown
 * exports, an import of an export as a new session, and a fork from a past step.
 */
import express, { type Router } from 'express';
import { exportConsistency, sessionExportSchema } from '../../store/replay.js';
import { openExport } from '../exportSeal.js';
import { jsonExport } from '../exports.js';
import { ApiError, notFound, badRequest } from '../errors.js';
import { clientKey } from '../rateLimit.js';
import type { RouteDeps } from '../http.js';
import { resolveDeck } from '../inputs.js';
import { exportMarkdown } from '../replayView.js';
import { exportQuerySchema, forkSchema, parse, replayQuerySchema } from '../schemas.js';

export function replayRouter(deps: RouteDeps): Router {
  const { store, manager, authorize } = deps;
  const router = express.Router();

  router.get('/sessions/:id/replay', async (req, res) => {
    const id = authorize(req, res);
    const query = parse(replayQuerySchema, req.query, 'query');
    res.json(await manager.replay(id, query.step));
  });

  router.get('/sessions/:id/export', async (req, res) => {
    const id = authorize(req, res);
    const query = parse(exportQuerySchema, req.query, 'query');
    if (query.format === 'md') {
      const replay = await manager.replay(id);
      const row = store.session(id);
      if (!row) throw notFound();
      res.type('text/markdown; charset=utf-8').set('Content-Disposition', `attachment; filename="${id}.md"`);
      res.send(exportMarkdown(row, replay));
      return;
    }
    const body = await jsonExport(manager, id, deps.exportKey);
    res.set('Content-Disposition', `attachment; filename="${id}.json"`);
    res.json(body);
  });

  router.post('/sessions/import', deps.json.import, async (req, res) => {
    checkImportCaps(req.body, deps.importCaps);
    const data = parse(sessionExportSchema, req.body, 'import');
    const client = clientKey(req);
    deps.quotas.beforeNewSession(client);
    const problem = exportConsistency(data);
    if (problem) throw badRequest('BAD_EXPORT', `The export does not hold together: ${problem}`);
    // The signature is checked over the body as sent (the parsed copy drops unknown keys).
    const opened = openExport(deps.exportKey, req.body as Record<string, unknown>, data);
    for (const [i, d] of data.config.decks.entries()) {
      const text = `#main\n${d.main.join('\n')}\n#extra\n${d.extra.join('\n')}\n`;
      // An export records a duel already played: its unscripted cards could only have been
      // played as vanilla stats, so they are accepted that way (deck rules still apply).
      resolveDeck(text, data.config.format, manager.cards, i === 0 ? 'config.decks[0]' : 'config.decks[1]', { vanilla: true });
    }
    const created = manager.importExport(data, opened, client);
    res.locals.sessionId = created.id;
    const state = await manager.query(created.id, 'state');
    res.status(201).json({ id: created.id, token: created.token, ...state });
  });

  router.post('/sessions/:id/fork', deps.json.small, async (req, res) => {
    const id = authorize(req, res);
    const body = parse(forkSchema, req.body, 'fork');
    const client = clientKey(req);
    deps.quotas.beforeNewSession(client);
    const fork = await manager.fork(id, body.step, client);
    const state = await manager.query(fork.id, 'state');
    res.status(201).json({ id: fork.id, token: fork.token, parentId: id, forkStep: fork.step, ...state });
  });

  return router;
}

/** Counted before the export is parsed, so an oversized list is refused without checking each item. */
function checkImportCaps(body: unknown, caps: RouteDeps['importCaps']): void {
  const count = (key: string): number => {
    const list = (body as Record<string, unknown> | null)?.[key];
    return Array.isArray(list) ? list.length : 0;
  };
  const actions = count('actions');
  const messages = count('messages');
  if (actions > caps.actions || messages > caps.messages) {
    throw new ApiError(
      413,
      'IMPORT_TOO_LARGE',
      `The export holds ${actions} actions and ${messages} messages; an import may hold at most ${caps.actions} actions (IMPORT_MAX_ACTIONS) and ${caps.messages} messages (IMPORT_MAX_MESSAGES).`,
    );
  }
}
