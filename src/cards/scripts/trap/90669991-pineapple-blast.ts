/** Pineapple Blast (90669991): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type EffectQuery, justSummoned, monstersOn, opponentOf, trapActivation } from '../facade.js';

/** How many more monsters the opponent controls than the activator. */
const surplus = (q: Pick<EffectQuery, 'state' | 'player'>): number => monstersOn(q.state, opponentOf(q.player)).length - monstersOn(q.state, q.player).length;

export const pineappleBlast: CardScript = {
  // Pineapple Blast: when you Normal Summon a monster (a Tribute Summon included) while the opponent controls more
  // monsters than you, the opponent destroys monsters of their choice until they control as many as you.
  passcode: 90669991,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => {
        const s = justSummoned(q.state);
        return s !== null && s.how === 'normal-summon' && s.player === q.player && surplus(q) > 0;
      },
      resolve: (r) => {
        const count = surplus(r);
        if (count <= 0) return;
        const theirs = monstersOn(r.state, r.opponent);
        const picked = r.choose({ player: r.opponent, prompt: `Choose ${count} of your monsters to destroy (Pineapple Blast)`, candidates: theirs, min: count, max: count });
        r.destroy(picked);
      },
    }),
  ],
};
