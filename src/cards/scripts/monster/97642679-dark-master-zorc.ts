/** Dark Master - Zorc (97642679): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, monstersOn, stillFaceUpHere } from '../facade.js';

export const darkMasterZorc: CardScript = {
  // Once per turn, roll a die: 1 or 2 destroys every monster the opponent controls, 3 to 5 destroys 1 monster
  // the opponent controls (chosen as it resolves), 6 destroys every monster its controller controls.
  passcode: 97642679,
  effects: [
    {
      id: 'dice',
      kind: 'ignition',
      label: 'Roll a die with Dark Master - Zorc',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        const roll = r.die();
        const theirs = monstersOn(r.state, r.opponent);
        if (roll <= 2) {
          if (theirs.length > 0) r.destroy(theirs);
        } else if (roll <= 5) {
          const picked = r.choose({ player: r.player, prompt: `Destroy 1 monster your opponent controls (Zorc rolled ${roll})`, candidates: theirs, min: Math.min(1, theirs.length), max: 1, hint: 'harm' });
          if (picked.length > 0) r.destroy(picked);
        } else {
          r.destroy(monstersOn(r.state, r.player));
        }
      },
    },
  ],
};
