/**
 * Recruiters: "When this card is destroyed by battle and sent to the Graveyard, you can
 * Special Summon 1 monster that fits from your Deck" (Mystic Tomato, Mother Grizzly, UFO
 * Turtle, Pyramid Turtle), and the Deck summon they share with other cards.
 */
import type { CardScript, CardStatic, DuelEvent, DuelState, EffectDef, EffectQuery, EngineContext, PlayerId, Position, Resolution } from './engine.js';
import { facts, freeMainZones, summonableByEffect } from './queries.js';

/** Monsters in `player`'s Deck that fit and an effect may Special Summon now (by instance id, which tells nothing of the order). */
export function deckSummonable(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, fits: (f: CardStatic) => boolean): number[] {
  return state.players[player].deck.filter((id) => fits(facts(state, id)) && summonableByEffect(state, ctx, player, id)).sort((a, b) => a - b);
}

/** The player picks one monster that fits from their Deck and Special Summons it; the Deck is then shuffled. */
export function recruitFromDeck(r: Resolution, fits: (f: CardStatic) => boolean, what: string, position: Position | 'choose'): number | undefined {
  const candidates = deckSummonable(r.state, r.ctx, r.player, fits);
  const [pick] = candidates.length > 0 && freeMainZones(r.state, r.player) > 0 ? r.choose({ player: r.player, prompt: `Special Summon ${what} from your Deck`, candidates, min: 1, max: 1 }) : [];
  if (pick !== undefined) r.specialSummon(pick, r.player, position === 'choose' ? r.choosePosition(r.name(pick)) : position);
  r.shuffleDeck(r.player);
  return pick;
}

/** "When this card is destroyed by battle and sent to the Graveyard". */
export const destroyedByBattle = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'destroyed' && e.card === q.self && e.by === 'battle';

export interface RecruiterSpec {
  passcode: number;
  fits: (f: CardStatic) => boolean;
  /** "1 DARK monster with 1500 or less ATK". */
  what: string;
  position: Position | 'choose';
}

/** The recruiter's trigger: optional, from the Graveyard, only with a monster to summon and a free zone. */
export function recruitOnBattleDestruction(spec: RecruiterSpec): EffectDef {
  return {
    id: 'recruit',
    kind: 'trigger',
    label: `Special Summon ${spec.what} from your Deck`,
    categories: ['special-summon'],
    optional: true,
    when: true,
    triggersFrom: ['graveyard'],
    triggersOn: destroyedByBattle,
    condition: (q) => freeMainZones(q.state, q.player) > 0 && deckSummonable(q.state, q.ctx, q.player, spec.fits).length > 0,
    resolve: (r) => void recruitFromDeck(r, spec.fits, spec.what, spec.position),
  };
}

export const recruiter = (spec: RecruiterSpec): CardScript => ({ passcode: spec.passcode, effects: [recruitOnBattleDestruction(spec)] });
