/**
 * The command grammar: one human-typable notation for every option, used offline by the
 * terminal and by clickable buttons (`optionCommand`), and as the fallback when no
 * language model is available.
 *
 * A command is matched against a small set of templates ("tribute <cards> to summon
 * <card>", "<card> attacks <card>", ...). Card slots take a zone reference (m1, om3, h2,
 * s1, em1, fz) or a card name the speaker can see (exact, then prefix, then words, then a
 * small typo). Every reading is turned into a pattern and compared with the engine's
 * legal options; only when none fits is an action built and handed to the engine's own
 * check, so a refusal always carries the engine's code and rule. Hidden cards are never
 * matched by name and never named in a message.
 */
import { cardName } from '../zones.js';
import { checkAction, legalActions } from '../actions.js';
import { fromViewOption } from '../viewIds.js';
import { makeContext, type EngineContext } from '../context.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../types.js';
import { ZONE_REF, Grammar } from './grammar/cardRefs.js';
import { fits, concrete, equivalenceKey, suggest } from './grammar/patterns.js';
import { COMPILED, type Reading } from './grammar/templates.js';
import { tokenize, stripFiller } from './grammar/tokens.js';

export { optionCommand } from './grammar/optionCommand.js';
export { tokenize, editDistance } from './grammar/tokens.js';

export type ParseResult =
  | { kind: 'option'; option: Option }
  | { kind: 'rejected'; action: Action; rejection: Rejection }
  | { kind: 'ambiguous'; options: Option[] }
  | { kind: 'unknown'; message: string; suggestions: Option[] };

/** Either the engine context itself or anything carrying one (an `Engine`). */
export type GrammarContext = EngineContext | { ctx: EngineContext };

function contextOf(ctx: GrammarContext | undefined): EngineContext {
  if (!ctx) return makeContext();
  return 'ctx' in ctx ? ctx.ctx : ctx;
}


// ------------------------------------------------------------------ parseCommand

const SURRENDER_LABEL = 'Surrender the duel';

/** Reads what `player` typed, against the options the engine offers them now. */
export function parseCommand(state: DuelState, player: PlayerId, text: string, context?: GrammarContext): ParseResult {
  const ctx = contextOf(context);
  const mine = state.pending?.player === player && !state.result;
  const options = mine ? legalActions(state, ctx) : [];
  const trimmed = text.trim();

  // A button may send the option id itself (as the player was shown it: hidden cards by
  // opaque id, so typing instance ids cannot probe which card is hidden); a pasted label works too.
  const byId = fromViewOption(state, options, player, trimmed);
  if (byId) return { kind: 'option', option: byId };
  const tokens = stripFiller(tokenize(trimmed));
  if (tokens.length === 0) {
    return { kind: 'unknown', message: 'Type a command, or "help" to list your options.', suggestions: options.slice(0, 3) };
  }
  const asLabel = tokenize(trimmed).join(' ');
  const byLabel = options.filter((o) => tokenize(o.label).join(' ') === asLabel);
  if (byLabel.length) return decide(state, byLabel);

  const g = new Grammar(state, player);
  const readings: Reading[] = [];
  const failures: string[][] = [];
  COMPILED.forEach(([elems, build], order) => {
    for (const b of g.match(elems, tokens)) {
      if (b.failed.length) {
        failures.push(b.failed);
        continue;
      }
      const built = build(b, g);
      if (!built) continue;
      for (const p of Array.isArray(built) ? built : [built]) readings.push({ ...p, score: b.score, order });
    }
  });

  // 1. Readings that name a legal option: the best-scoring ones win.
  const hits = new Map<string, { option: Option; score: number }>();
  for (const r of readings) {
    for (const o of options) {
      if (!fits(state, r, o.action)) continue;
      const prev = hits.get(o.id);
      if (!prev || r.score < prev.score) hits.set(o.id, { option: o, score: r.score });
    }
  }
  if (hits.size) {
    const best = Math.min(...[...hits.values()].map((h) => h.score));
    const chosen = options.filter((o) => hits.get(o.id)?.score === best);
    return decide(state, chosen);
  }

  // 2. A well-formed action the engine refuses (or a surrender, which is never listed).
  if (readings.length) {
    readings.sort((a, b) => a.score - b.score || a.order - b.order);
    for (const r of readings) {
      if (r.note) return { kind: 'unknown', message: r.note, suggestions: suggest(trimmed, options, state, player) };
      const action = concrete(state, player, ctx, r);
      if (!action) continue;
      const rejection = checkAction(state, ctx, action);
      if (rejection) return { kind: 'rejected', action, rejection };
      // A Pendulum Summon of any set of monsters is legal; only some sets are listed as options.
      if (action.type === 'special-summon' && action.procedure === 'pendulum') return { kind: 'option', option: { id: `ss:pendulum:${action.choice.join('-')}:${action.position === 'attack' ? 'a' : 'd'}`, label: `Pendulum Summon ${action.choice.map((id) => cardName(state, id)).join(' and ')}`, action } };
      if (action.type === 'surrender') return { kind: 'option', option: { id: 'surrender', label: SURRENDER_LABEL, action } };
    }
    return {
      kind: 'unknown',
      message: attackerHint(readings) ?? `"${quote(trimmed)}" is not one of your options right now.`,
      suggestions: suggest(trimmed, options, state, player),
    };
  }

  // 3. Nothing: say what could not be read, and offer the nearest options.
  let message = `I don't understand "${quote(trimmed)}". Type "help" to list your options.`;
  if (failures.length) {
    failures.sort((a, b) => a.length - b.length || a.join(' ').length - b.join(' ').length);
    const missing = failures[0]!;
    message = missing.every((t) => ZONE_REF.test(t) || /^o?fz$/.test(t))
      ? `There is no card in ${missing.join(' or ')}.`
      : `No card you can see matches "${missing.map(quote).join('" or "')}". Name a card you can see, or use a zone like m1, om2 or h3.`;
  }
  return { kind: 'unknown', message, suggestions: suggest(trimmed, options, state, player) };
}

/** User text echoed back in a message, cut short. */
function quote(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function attackerHint(readings: readonly Reading[]): string | null {
  return readings.some((r) => r.type === 'attack') ? 'You control no monster that could attack.' : null;
}

function decide(state: DuelState, chosen: readonly Option[]): ParseResult {
  const keys = new Set(chosen.map((o) => equivalenceKey(state, o.action)));
  if (keys.size === 1) return { kind: 'option', option: chosen[0]! };
  // Keep one option per equivalence class, in the engine's order.
  const seen = new Set<string>();
  const options = chosen.filter((o) => {
    const k = equivalenceKey(state, o.action);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { kind: 'ambiguous', options };
}
