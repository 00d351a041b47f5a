/** Burning Land (24294108): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, phaseTrigger, spellActivation } from '../facade.js';

export const burningLand: CardScript = {
  // Burning Land (Continuous): when it is activated, every Field Spell on the field is destroyed. During each player's
  // Standby Phase, the turn player takes 500 damage (a mandatory trigger, once each Standby Phase).
  passcode: 24294108,
  effects: [
    spellActivation({
      categories: ['destroy-spell-trap'],
      resolve: (r) => {
        const fields = [r.state.players[0].fieldZone, r.state.players[1].fieldZone].filter((id): id is number => id !== null);
        if (fields.length > 0) r.destroy(fields);
      },
    }),
    phaseTrigger({
      id: 'burn',
      label: 'the turn player takes 500 damage (Burning Land)',
      phase: 'standby',
      whose: 'each',
      categories: ['damage'],
      resolve: (r) => r.damage(r.state.turnPlayer, 500),
    }),
  ],
};
