/** Relinquished (64631466): scripted from our own wording of the card in data/cards/cards.json. */
import { absorbEffect, absorbedStats, type CardScript, heldMonster } from '../facade.js';

export const relinquished: CardScript = {
  // Relinquished: once per turn it equips 1 of the opponent's monsters and wears its ATK/DEF
  // (lib/absorb.ts, shared with Thousand-Eyes Restrict); battle damage its controller takes
  // from its battles while it holds one, the opponent takes too.
  passcode: 64631466,
  effects: [absorbEffect("Equip 1 of your opponent's monsters to Relinquished")],
  continuous: [
    ...absorbedStats(),
    {
      code: 'mirror-battle-damage',
      affects: (state, source, t) => {
        const battle = state.battle;
        if (!battle || !('player' in t) || state.cards[source]!.controller !== t.player || heldMonster(state, source) === null) return false;
        return battle.attacker === source || battle.target === source;
      },
    },
  ],
};
