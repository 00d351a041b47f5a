/**
 * The `easy` bot: the heuristic with the mistakes a new player makes, made on purpose and
 * believably (never a move the heuristic would call suicidal):
 * - it forgets a Spell: for a whole turn a Spell in its hand or Set on its field is not
 *   played (as if it had not noticed it);
 * - it keeps a Trap: for a whole turn a Set Trap stays down when the heuristic would spring it;
 * - it makes a weaker attack: now and then it attacks with its second-best attack instead
 *   of the best one (still an attack the heuristic scores as worth making);
 * - it forgets an attack: now and then it ends the Battle Phase with a good attack left.
 * With its own LP at FOCUS_LP (3,000) or below, or its Deck down to FOCUS_DECK (10) cards in a
 * long duel, it makes none of them (a player in danger pays attention, and so does one whose
 * long duel may be lost by running out of cards), which keeps it winning against a random player.
 *
 * Every mistake is decided by a hash of the bot's seed and what it can see (the turn, the
 * card, the attacks offered), not by a running random stream: the same seed and the same
 * position give the same mistake, also after a session is restored. Like every bot it
 * reads only its view and the options.
 */
import type { DuelView } from '../engine/view.js';
import type { Option } from '../engine/types.js';
import { createHeuristicBot, scoredAttacks } from './heuristic.js';
import type { BotPolicy } from './types.js';

/** How often each mistake is made (per card per turn for Spells and Traps, per attack decision for attacks). */
export interface EasyRates {
  forgetSpell: number;
  keepTrap: number;
  weakerAttack: number;
  forgetAttack: number;
}

/** At or below this many LP the easy bot plays without its mistakes. */
export const FOCUS_LP = 3000;
/** At or below this many cards in its Deck the easy bot plays without its mistakes: a long stall is where they cost it duels against a random player. */
export const FOCUS_DECK = 10;

/** A long duel (turn 30 or later) with the bot's Deck down to FOCUS_DECK cards: a stall it could lose by decking out. */
const longDuelRunningOut = (view: DuelView): boolean => view.turn >= 30 && view.you.deckCount <= FOCUS_DECK;

export const EASY_RATES: EasyRates = { forgetSpell: 0.4, keepTrap: 0.4, weakerAttack: 0.4, forgetAttack: 0.2 };

/** A number in [0, 1) from `seed` and `key` (FNV-1a, then a final mix), the same every time. */
export function roll(seed: string, key: string): number {
  const text = `${seed}|${key}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

/** The kind ('spell', 'trap', 'monster') of one of the viewer's own cards in the hand or the Spell & Trap Zones. */
function ownKind(view: DuelView, id: number): string | undefined {
  const own = [...view.you.hand, ...view.you.spellTraps, view.you.fieldZone];
  return own.find((c) => c && c.id === id)?.kind;
}

/** The card an option plays from the hand or the field, when it is a Spell or Trap activation or Set. */
function spellTrapOf(view: DuelView, option: Option): { id: number; kind: string } | null {
  const a = option.action;
  if (a.type !== 'activate' && a.type !== 'set-spell-trap') return null;
  const kind = ownKind(view, a.card);
  return kind === 'spell' || kind === 'trap' ? { id: a.card, kind } : null;
}

/** Whether the bot has overlooked this card for this turn. */
function overlooked(seed: string, rates: EasyRates, view: DuelView, option: Option): boolean {
  const card = spellTrapOf(view, option);
  if (!card) return false;
  if (card.kind === 'spell') return roll(seed, `forget:${view.turn}:${card.id}`) < rates.forgetSpell;
  // Only springing a Trap is held back: Setting it is what a careful player does too.
  return option.action.type === 'activate' && roll(seed, `trap:${view.turn}:${card.id}`) < rates.keepTrap;
}

/** The second-best attack worth making, or the end of the Battle Phase, when the dice say this attack decision goes wrong. */
function worseAttack(seed: string, rates: EasyRates, view: DuelView, options: readonly Option[]): Option | undefined {
  const worth = scoredAttacks(view, options)
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score);
  if (worth.length === 0) return undefined;
  const key = `attack:${view.turn}:${worth.map((s) => s.option.id).join(',')}`;
  const end = options.find((o) => o.action.type === 'end-battle');
  if (end && roll(seed, `forget-${key}`) < rates.forgetAttack) return end;
  return worth.length >= 2 && roll(seed, key) < rates.weakerAttack ? worth[1]!.option : undefined;
}

export function createEasyBot(seed: string, rates: EasyRates = EASY_RATES): BotPolicy {
  const heuristic = createHeuristicBot();
  return {
    name: 'easy',
    choose(view: DuelView, options: readonly Option[]): Option {
      if (view.you.lp <= FOCUS_LP || longDuelRunningOut(view)) return heuristic.choose(view, options);
      const kind = view.pending?.kind;
      if (kind === 'battle' || kind === 'replay') {
        const weaker = worseAttack(seed, rates, view, options);
        if (weaker) return weaker;
      }
      const noticed = options.filter((o) => !overlooked(seed, rates, view, o));
      // The heuristic answers with one of the options it is shown, so the answer is one of `options`.
      return heuristic.choose(view, noticed.length > 0 ? noticed : options);
    },
  };
}
