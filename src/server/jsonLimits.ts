/**
 * Limits on what JSON may hold, for every JSON boundary (request bodies, imports, stored
 * documents read back): a nesting depth past which a document is refused with a clear
 * 400, before anything deep is stored or serialized again (JSON.stringify and zod recurse,
 * so a 6,000-level character card would throw RangeError on the way to the database),
 * and a cap on how many problems an error lists.
 */
import express, { type RequestHandler } from 'express';
import { badRequest } from './errors.js';

/** Arrays and objects nested deeper than this are refused. A character card needs fewer than 10. */
export const MAX_JSON_DEPTH = 64;
/**
 * A persona may nest at most this deep. Well under MAX_JSON_DEPTH: an export carries the
 * persona a few levels down, and what the service accepts must import again (a persona
 * allowed 63 levels deep exported fine and was then refused on import).
 */
export const MAX_PERSONA_DEPTH = 32;
/** An error lists at most this many problems and says how many more there were. */
export const MAX_LISTED_PROBLEMS = 50;

/**
 * How deeply `value` nests arrays and objects (a scalar is 0), counting no further than
 * `stopAt`. Iterative, so any depth is measured without growing the stack.
 */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAt) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth]);
  }
  return deepest;
}

/** Throws a 400 naming `what` when `value` nests deeper than `max`. */
export function checkJsonDepth(value: unknown, what: string, max = MAX_JSON_DEPTH): void {
  if (jsonDepth(value, max) > max) {
    throw badRequest('JSON_TOO_DEEP', `${what}: the JSON nests arrays and objects more than ${max} levels deep.`);
  }
}

/** express.json with the size limit, then the depth check on what it parsed (one handler, so routes keep their types). */
export function jsonBody(limit: string | number, maxDepth = MAX_JSON_DEPTH): RequestHandler {
  const parser = express.json({ limit });
  return (req, res, next) => {
    parser(req, res, (err?: unknown) => {
      if (err) return next(err);
      try {
        checkJsonDepth(req.body, 'body', maxDepth);
      } catch (e) {
        return next(e);
      }
      next();
    });
  };
}

/** The first `max` items of a problem list, and a sentence for the rest ("" when none are left out). */
export function capProblems<T>(items: readonly T[], max = MAX_LISTED_PROBLEMS): { listed: T[]; more: number; note: string } {
  const more = Math.max(0, items.length - max);
  return { listed: items.slice(0, max), more, note: more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} not listed)` : '' };
}
