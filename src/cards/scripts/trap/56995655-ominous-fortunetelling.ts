/** Ominous Fortunetelling (56995655): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { callsKindRight, type CardScript, phaseTrigger, trapActivation } from '../facade.js';

export const ominousFortunetelling: CardScript = {
  // Ominous Fortunetelling (Continuous Trap): during each of your Standby Phases, you pick 1 card from your opponent's
  // hand at random and call Monster, Spell or Trap, then look at it; if you called right, your opponent takes 700 damage.
  passcode: 56995655,
  effects: [
    trapActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'fortune',
      label: "call the kind of a random card from your opponent's hand (Ominous Fortunetelling)",
      phase: 'standby',
      whose: 'yours',
      categories: ['damage'],
      resolve: (r) => {
        const picked = r.randomPick(r.state.players[r.opponent].hand);
        if (picked === undefined) return;
        const right = callsKindRight(r, r.player, picked, 'Ominous Fortunetelling: call the kind of the picked card');
        r.look(r.player, [picked], 'hand');
        if (right) r.damage(r.opponent, 700);
      },
    }),
  ],
};
