/**
 * Rules questions: on their own, or about one session's duel (then the session's token is
 * needed, and the question goes through the session's guarded model: the prompt filtered
 * of hidden cards, the call recorded with the session's other model calls).
 */
import express, { type Router } from 'express';
import { defaultRulesDeps } from '../../chat/session.js';
import { answerQuestion } from '../../rules/answer.js';
import type { RouteDeps } from '../http.js';
import { parse, rulesSchema } from '../schemas.js';

export function rulesRouter(deps: RouteDeps): Router {
  const { manager, authorize } = deps;
  const router = express.Router();
  router.post('/rules/ask', deps.json.small, async (req, res) => {
    const body = parse(rulesSchema, req.body, 'question');
    let answer;
    if (body.sessionId !== undefined) {
      const id = authorize(req, res, body.sessionId);
      deps.quotas.beforeWrite(id);
      answer = await manager.askRules(id, body.question);
    } else {
      const rules = defaultRulesDeps();
      answer = await answerQuestion(body.question, { reference: rules.reference, search: rules.search, cards: manager.cards, model: manager.model });
    }
    const { card, ...rest } = answer;
    res.json({ ...rest, ...(card ? { card: { name: card.name, passcode: card.passcode } } : {}) });
  });
  return router;
}
