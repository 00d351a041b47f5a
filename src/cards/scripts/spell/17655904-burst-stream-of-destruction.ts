/** Burst Stream of Destruction (17655904): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, destroyAllMonsters, faceUpMonstersNamed, spellActivation, whileControlling } from '../facade.js';

const sweep = whileControlling(['Blue-Eyes White Dragon'], destroyAllMonsters('opponent'));

export const burstStreamOfDestruction: CardScript = {
  // Burst Stream of Destruction (April 2005 wording): activated only while you control a face-up "Blue-Eyes White Dragon";
  // destroy every monster your opponent controls; the "Blue-Eyes White Dragon" you control cannot attack this turn.
  passcode: 17655904,
  effects: [
    spellActivation({
      ...sweep,
      resolve: (r) => {
        sweep.resolve(r);
        for (const id of faceUpMonstersNamed(r.state, r.player, 'Blue-Eyes White Dragon')) r.addEffect('cannot-attack', r.cardAffected(id), null);
      },
    }),
  ],
};
