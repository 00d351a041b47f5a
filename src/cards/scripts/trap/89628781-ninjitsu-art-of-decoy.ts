/** Ninjitsu Art of Decoy (89628781): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, bindToCard, faceUpMonster, isSelectedBy, nameOf, trapActivation } from '../facade.js';

export const ninjitsuArtOfDecoy: CardScript = {
  // Ninjitsu Art of Decoy (Continuous Trap): select 1 face-up "Ninja" monster you control; while this card stays
  // face-up on the field, that monster cannot be destroyed by battle.
  passcode: 89628781,
  effects: [
    trapActivation({
      targets: [{ what: 'face-up "Ninja" monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) && nameOf(q.state, id).includes('Ninja') }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere() || !faceUpMonster(r.state, target)) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'never' });
      },
    }),
  ],
  continuous: [{ code: 'cannot-be-destroyed-by-battle', affects: isSelectedBy }],
};
