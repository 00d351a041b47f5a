/**
 * Shapes of the 2004-05 Effect Monsters that the older libs do not have: "when this card
 * destroys a monster by battle", "when this card is changed from one battle position to
 * the other", banishing monsters from your own Graveyard as a cost (Bazoo, Lekunga), and
 * "when a monster is Summoned" read from the Summon event.
 */
import type { CardStatic, CostSpec, DuelEvent, DuelState, EffectDef, EffectQuery, Position } from './engine.js';
import { facts, stillFaceUpHere } from './queries.js';
import { battleOpponent } from './summonTriggers.js';

/** "When this card destroys a monster by battle" (it is still on the field: a trigger's default place). */
export const destroysByBattle = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'destroyed' && e.by === 'battle' && e.card !== q.self && battleOpponent(q.state, q.self) === e.card;

/** "When this face-up card is changed from `from` Position to `to` Position" (by a player or an effect; a flip is not it). */
export function changedPosition(from: Position, to: Position) {
  return (q: EffectQuery, e: DuelEvent): boolean => e.type === 'position' && e.card === q.self && e.from === from && e.position === to && e.wasFaceUp !== false && q.state.cards[q.self]!.faceUp;
}

/** The monster a Summon event is about, for "when a monster is Normal or Special Summoned" (`kinds` says which Summons count). */
export function summonedMonster(e: DuelEvent, kinds: readonly ('normal-summon' | 'flip-summon' | 'special-summon')[]): number | null {
  return (e.type === 'normal-summon' || e.type === 'flip-summon' || e.type === 'special-summon') && kinds.includes(e.type) ? e.card : null;
}

/** Monsters in the activator's Graveyard that fit, by instance id. */
function graveyardMonsters(q: EffectQuery, fits: (f: CardStatic) => boolean): number[] {
  return q.state.players[q.player].graveyard.filter((id) => facts(q.state, id).kind === 'monster' && fits(facts(q.state, id))).sort((a, b) => a - b);
}

/**
 * "Banish `min` (up to `max`) monsters that fit from your Graveyard" as the cost; the
 * cards banished are kept on the chain link (`Resolution.costCards`), for effects that count them.
 */
export function banishFromGraveyardCost(what: string, fits: (f: CardStatic) => boolean, min: number, max = min): CostSpec {
  return {
    custom: {
      what: `${min === max ? min : `1 to ${max}`} ${what} in your Graveyard`,
      can: (q) => graveyardMonsters(q, fits).length >= min,
      pay: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const picked = r.choose({ player: r.player, prompt: `Banish ${min === max ? min : `${min} to ${max}`} ${what} from your Graveyard`, candidates: graveyardMonsters(q, fits), min, max });
        r.banish(picked);
        return picked;
      },
    },
  };
}

const UMI_NAMES = ['Umi', 'A Legendary Ocean'];

/**
 * "While 'Umi' is on the field": a face-up Umi in either Field Zone. A Legendary Ocean says
 * its own name is treated as "Umi" (the only such card of the 2005 pool), so it counts too.
 */
export function umiOnField(state: DuelState): boolean {
  return state.players.some((p) => p.fieldZone !== null && state.cards[p.fieldZone]!.faceUp && UMI_NAMES.includes(facts(state, p.fieldZone).name));
}

/** "Once per turn, you can change this card to face-down Defense Position" (Stealth Bird, Guardian Sphinx). */
export const TURN_SELF_FACE_DOWN: EffectDef = {
  id: 'hide',
  kind: 'ignition',
  label: 'change it to face-down Defense Position',
  categories: ['position'],
  oncePerTurn: 'card',
  resolve: (r) => {
    if (stillFaceUpHere(r)) r.changeToFaceDownDefense(r.self);
  },
};
