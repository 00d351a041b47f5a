/** Shadow Spell (29267084): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { bindToCard, type CardScript, faceUpMonster, heldByCard, trapActivation } from '../facade.js';

export const shadowSpell: CardScript = {
  // Shadow Spell (Continuous Trap): target 1 face-up monster your opponent controls; while this card stays, that monster
  // loses 700 ATK and cannot attack or change its battle position. When that monster leaves the field, this card is
  // destroyed. It changes ATK, so it may be activated in the Damage Step.
  passcode: 29267084,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere() || !faceUpMonster(r.state, target)) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'leaves-field' });
      },
    }),
  ],
  continuous: [
    { code: 'change-stats', affects: heldByCard, value: () => ({ atk: -700, def: 0 }) },
    { code: 'cannot-attack', affects: heldByCard },
    { code: 'cannot-change-position', affects: heldByCard },
  ],
};
