/** Amazoness Fighter (55821894): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { battleOpponent, type CardScript } from '../facade.js';

// Its controller takes no battle damage from battles this card is in.
export const amazonessFighter: CardScript = {
  passcode: 55821894,
  continuous: [
    {
      code: 'no-battle-damage',
      affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller && state.battle !== null && (state.battle.attacker === source || battleOpponent(state, source) !== null),
    },
  ],
};
