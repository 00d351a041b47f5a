/**
 * A URL whose percent-encoding does not decode (a lone "%", "%ED%A0%80": an encoded half
 * of a surrogate pair) is refused with a 400 JSON error before any route sees it; the
 * router would otherwise fail on it deep inside and answer 500.
 */
import type { RequestHandler } from 'express';
import { badRequest } from './errors.js';

export const rejectBadUrls: RequestHandler = (req, _res, next) => {
  const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
  } catch {
    throw badRequest('BAD_URL', 'The URL path has a malformed percent-encoding (each "%" must start a valid UTF-8 escape such as %20).');
  }
  next();
};
