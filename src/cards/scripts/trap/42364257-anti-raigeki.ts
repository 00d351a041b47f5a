/** Anti Raigeki (42364257): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, monstersOn, opponentActivatedNamed, trapActivation } from '../facade.js';

// Anti Raigeki: when your opponent activates "Raigeki", negate its effect and destroy every monster your opponent controls instead.
export const antiRaigeki: CardScript = {
  passcode: 42364257,
  effects: [
    trapActivation({
      categories: ['negate', 'destroy-monster'],
      condition: (q) => opponentActivatedNamed(q, 'Raigeki') !== null,
      resolve: (r) => {
        const at = r.previousLink();
        if (!r.state.chain[at]) return;
        r.negateEffect(at);
        r.destroy(monstersOn(r.state, r.opponent));
      },
    }),
  ],
};
