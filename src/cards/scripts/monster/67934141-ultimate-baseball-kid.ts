/** Ultimate Baseball Kid (67934141): +1000 ATK for each other face-up FIRE monster; send a FIRE monster you control to the Graveyard for 500 damage. */
import { type CardScript, type DuelState, facts, faceUpMonsters, monstersOn, type PlayerId } from '../facade.js';

const fireMonstersOf = (state: DuelState, player: PlayerId): number[] => monstersOn(state, player).filter((id) => state.cards[id]!.faceUp && facts(state, id).attribute === 'FIRE');

export const ultimateBaseballKid: CardScript = {
  passcode: 67934141,
  effects: [
    {
      id: 'throw',
      kind: 'ignition',
      label: 'send 1 FIRE monster you control to the Graveyard: 500 damage',
      categories: ['damage'],
      cost: {
        custom: {
          what: 'send 1 face-up FIRE monster you control to the Graveyard',
          can: (q) => fireMonstersOf(q.state, q.player).length > 0,
          pay: (r) => r.sendToGraveyard(r.choose({ player: r.player, prompt: 'Send 1 FIRE monster you control to the Graveyard', candidates: fireMonstersOf(r.state, r.player), min: 1, max: 1 }), 'cost'),
        },
      },
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => 'card' in t && t.card === source && otherFire(state, source) > 0,
      value: (state, source) => ({ atk: 1000 * otherFire(state, source), def: 0 }),
    },
  ],
};

function otherFire(state: DuelState, source: number): number {
  return faceUpMonsters(state).filter((id) => id !== source && facts(state, id).attribute === 'FIRE').length;
}
