/**
 * The situations in a stretch of play that deserve a line from the persona: read from the
 * engine's events only (figures are the events' own), most telling first.
 */
import type { DuelEvent, PlayerId } from '../../engine/types.js';
import type { EventLine } from '../narrator.js';
import type { CardLookup, CardSketch } from './cards.js';
import type { Side, Situation } from './personaLines.js';

/** One hit of at least this much battle or effect damage is a big hit. */
export const BIG_HIT = 1500;
/** Falling to this many Life Points or fewer puts a player on the brink. */
export const LOW_LP = 1000;

export interface SituationContext {
  human: PlayerId;
  card: CardLookup;
}

/** A monster worth a remark when it lands: high Level, big ATK, or from the Extra Deck. */
export function isBoss(card: CardSketch): boolean {
  return card.kind === 'monster' && (card.level >= 7 || card.atk >= 2500 || card.extraDeck);
}

type Ev<T extends DuelEvent['type']> = Extract<DuelEvent, { type: T }>;
type Damage = Ev<'battle-damage'> | Ev<'effect-damage'> | Ev<'lp-cost'>;

export function situationsIn(stretch: readonly EventLine[], ctx: SituationContext): Situation[] {
  const side = (p: PlayerId): Side => (p === ctx.human ? 'user' : 'bot');
  const events = stretch.map((l) => l.event);
  const out: Situation[] = [];
  const end = events.find((e): e is Ev<'duel-end'> => e.type === 'duel-end');
  if (end) {
    out.push({ kind: 'duel-over', outcome: end.winner === null ? 'draw' : side(end.winner) === 'bot' ? 'bot-won' : 'user-won' });
    return out;
  }
  for (const e of events) {
    if (e.type !== 'activate') continue;
    const card = ctx.card(e.card);
    if (card?.kind === 'trap') out.push({ kind: 'trap-sprung', by: side(e.player), card: card.name });
  }
  for (const e of events) {
    if (e.type !== 'normal-summon' && e.type !== 'special-summon' && e.type !== 'flip-summon') continue;
    const card = ctx.card(e.card);
    if (card && isBoss(card)) out.push({ kind: 'boss-summoned', by: side(e.player), card: card.name });
  }
  const hits = events.filter((e): e is Damage => e.type === 'battle-damage' || e.type === 'effect-damage');
  const biggest = (p: PlayerId): number => Math.max(0, ...hits.filter((h) => h.player === p).map((h) => h.amount));
  const bot: PlayerId = ctx.human === 0 ? 1 : 0;
  if (biggest(ctx.human) >= BIG_HIT) out.push({ kind: 'big-hit-dealt', amount: biggest(ctx.human) });
  if (biggest(bot) >= BIG_HIT) out.push({ kind: 'big-hit-taken', amount: biggest(bot) });
  // On the brink only when this stretch crossed the line (not again on every later stretch).
  const crossed = (p: PlayerId): boolean =>
    events.some((e): e is Damage => (e.type === 'battle-damage' || e.type === 'effect-damage' || e.type === 'lp-cost') && e.player === p && e.lp > 0 && e.lp <= LOW_LP && e.lp + e.amount > LOW_LP);
  if (crossed(ctx.human)) out.push({ kind: 'about-to-win' });
  if (crossed(bot)) out.push({ kind: 'about-to-lose' });
  return out;
}
