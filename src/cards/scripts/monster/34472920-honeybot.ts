/** Honeybot (34472920): 2 Cyberse monsters; the monsters it points to cannot be destroyed by battle nor targeted by the opponent's card effects. */
import { type CardScript, facts, opponentOf, pointedAtBy } from '../facade.js';

export const honeybot: CardScript = {
  passcode: 34472920,
  extraMaterials: { material: (f) => f.race === 'Cyberse', min: 2, max: 2, text: '2 Cyberse monsters' },
  continuous: [
    { code: 'cannot-be-destroyed-by-battle', affects: (state, source, target) => pointedAtBy(state, source, target) },
    {
      code: 'cannot-be-targeted-by',
      affects: (state, source, target) => pointedAtBy(state, source, target) && facts(state, (target as { card: number }).card).kind === 'monster',
      value: (state, source) => opponentOf(state.cards[source]!.controller),
    },
  ],
};
