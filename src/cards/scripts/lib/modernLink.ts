/**
 * Shapes of the Link Strike deck's cards (modern Starter Deck): costs paid with the card itself
 * from the hand, "hand traps" that answer a direct attack, and what a Link Monster points to.
 */
import type { CostSpec, DuelState, EffectQuery, EffectTarget } from './engine.js';
import { linkedMonsters, pointedZones } from './engine.js';

/** The cost "send this card from your hand to the Graveyard" (Effect Veiler): not a discard. */
export const SEND_SELF_FROM_HAND: CostSpec = {
  custom: {
    what: 'this card in your hand, sent to the Graveyard',
    can: (q) => q.state.cards[q.self]!.location === 'hand',
    pay: (r) => {
      r.sendToGraveyard([r.self], 'cost');
    },
  },
};

/** The window right after an opponent's monster declared a direct attack (Swift Scarecrow, Battle Fader). */
export function opponentAttacksDirectly(q: EffectQuery): boolean {
  const w = q.state.window;
  return w?.kind === 'attack-declared' && w.event?.type === 'attack' && w.event.target === null && q.state.cards[w.event.attacker]!.controller !== q.player;
}

/** Does `target` (a card question) name a monster the Link Monster `source` points to? */
export function pointedAtBy(state: DuelState, source: number, target: EffectTarget): boolean {
  return 'card' in target && linkedMonsters(state, source).includes(target.card);
}

/** The monsters the Link Monster `self` points to that its controller controls. */
export const ownLinkedMonsters = (state: DuelState, self: number): number[] =>
  linkedMonsters(state, self).filter((id) => state.cards[id]!.controller === state.cards[self]!.controller);

/** The free Main Monster Zones of its controller that the Link Monster `self` points to (Link Spider's "your zone this card points to"). */
export function ownPointedFreeZones(state: DuelState, self: number): number[] {
  const player = state.cards[self]!.controller;
  return pointedZones(state, self)
    .filter((z): z is { kind: 'main'; player: 0 | 1; zone: number } => z.kind === 'main' && z.player === player)
    .map((z) => z.zone)
    .filter((zone) => state.players[player].monsters[zone] === null);
}
