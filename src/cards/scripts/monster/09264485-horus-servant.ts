/** Horus' Servant (9264485): the opponent cannot target face-up "Horus the Black Flame Dragon" monsters on the field with card effects. */
import { type CardScript, faceUpMonster, nameOf, opponentOf } from '../facade.js';

const HORUS = 'Horus the Black Flame Dragon';

export const horusServant: CardScript = {
  passcode: 9264485,
  continuous: [
    {
      code: 'cannot-be-targeted-by',
      affects: (state, _source, t) => 'card' in t && faceUpMonster(state, t.card) && nameOf(state, t.card).startsWith(HORUS),
      value: (state, source) => opponentOf(state.cards[source]!.controller),
    },
  ],
};
