/** Ultimate Obedient Fiend (32240937): it can attack only while it is the only card its controller has on the field and in the hand; the effects of Effect Monsters it destroys by battle are negated. */
import { type CardScript, monstersOn, spellTrapsOn } from '../facade.js';

export const ultimateObedientFiend: CardScript = {
  passcode: 32240937,
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, source, t) => {
        if (!('card' in t) || t.card !== source) return false;
        const me = state.cards[source]!.controller;
        return state.players[me].hand.length > 0 || spellTrapsOn(state, me).length > 0 || monstersOn(state, me).length > 1;
      },
    },
    { code: 'negate-battle-victims' },
  ],
};
