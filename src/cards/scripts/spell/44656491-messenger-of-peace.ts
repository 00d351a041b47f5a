/** Messenger of Peace (44656491): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, currentAtk, isMonsterZone, spellActivation, targetCard } from '../facade.js';

// Messenger of Peace: while it is face-up, no monster with 1500 or more ATK (as it is now) can
// declare an attack; as each of its controller's Standby Phases begins they pay 100 LP to keep
// it or it is destroyed (the 'standby-maintenance' code: no Chain Link).
export const messengerOfPeace: CardScript = {
  passcode: 44656491,
  effects: [spellActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, _source, t, ctx) => {
        const id = targetCard(t);
        return id !== null && isMonsterZone(state.cards[id]!.location) && currentAtk(state, ctx, id) >= 1500;
      },
    },
    { code: 'standby-maintenance', value: () => ({ lp: 100 }) },
  ],
};
