/**
 * Actions reach `apply` from JSON bodies and model output as well as from typed code; a
 * malformed one must be refused with a reason, never crash the engine. This checks the
 * shape only; whether the action is legal is the rules' business. It runs on every
 * `apply`, so it is written without per-call closures.
 */
import type { Action } from './types.js';

const isId = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isIdList = (x: unknown): boolean => Array.isArray(x) && x.length <= 60 && x.every(isId);
const isPosition = (x: unknown): boolean => x === 'attack' || x === 'defense';

function field(a: Record<string, unknown>, name: string, ok: (x: unknown) => boolean, what: string, optional = false): string | null {
  const value = a[name];
  if (optional && value === undefined) return null;
  return ok(value) ? null : `field "${name}" must be ${what}`;
}

/** Returns what is wrong with the action's shape, or null when it is well formed. */
export function malformation(action: unknown): string | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return 'an action must be an object';
  const a = action as Record<string, unknown>;
  if (a.player !== 0 && a.player !== 1) return 'field "player" must be 0 or 1';
  switch (a.type as Action['type']) {
    case 'normal-summon':
    case 'set-monster':
      return (
        field(a, 'card', isId, 'a card id') ??
        field(a, 'tributes', isIdList, 'a list of card ids') ??
        field(a, 'zone', isId, 'a zone index', true) ??
        field(a, 'position', isPosition, '"attack" or "defense"', true)
      );
    case 'flip-summon':
    case 'change-position':
    case 'discard':
      return field(a, 'card', isId, 'a card id');
    case 'special-summon':
      return (
        field(a, 'card', isId, 'a card id') ??
        field(a, 'procedure', isText, 'a procedure id') ??
        field(a, 'choice', isIdList, 'a list of card ids') ??
        field(a, 'position', isPosition, '"attack" or "defense"') ??
        field(a, 'zone', isId, 'a zone index', true)
      );
    case 'attack':
      return field(a, 'attacker', isId, 'a card id') ?? field(a, 'target', isIdOrNull, 'a card id or null');
    case 'set-spell-trap':
      return field(a, 'card', isId, 'a card id') ?? field(a, 'zone', isId, 'a zone index', true);
    case 'activate':
      return field(a, 'card', isId, 'a card id') ?? field(a, 'effect', isText, 'an effect id');
    case 'choose':
      return a.done === true ? null : field(a, 'pick', isId, 'a candidate');
    case 'answer':
      return field(a, 'yes', isBool, 'true or false');
    case 'heart-of-the-cards':
      return field(a, 'passcode', isId, 'a passcode');
    case 'enter-battle':
    case 'end-battle':
    case 'end-turn':
    case 'cancel-attack':
    case 'pass':
    case 'surrender':
      return null;
    default:
      return `unknown action type ${JSON.stringify(a.type)}`;
  }
}

function isText(x: unknown): boolean {
  return typeof x === 'string';
}

function isBool(x: unknown): boolean {
  return typeof x === 'boolean';
}

function isIdOrNull(x: unknown): boolean {
  return x === null || isId(x);
}
