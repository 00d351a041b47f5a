/** Share the Pain (56830749): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, monstersOn, opponentOf, spellActivation } from '../facade.js';

export const shareThePain: CardScript = {
  // Share the Pain: each player Tributes 1 monster they control, chosen by its controller (activated only while both control one).
  passcode: 56830749,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => monstersOn(q.state, q.player).length > 0 && monstersOn(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        const picked: number[] = [];
        for (const p of [r.player, r.opponent]) {
          picked.push(...r.choose({ player: p, prompt: 'Tribute 1 monster you control (Share the Pain)', candidates: monstersOn(r.state, p), min: 1, max: 1 }));
        }
        r.tribute(picked);
      },
    }),
  ],
};
