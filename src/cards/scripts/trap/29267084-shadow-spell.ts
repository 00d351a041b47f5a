/** Shadow Spell (29267084): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { bindToCard, boundMonster, type CardScript, type DuelState, type EffectTarget, faceUpMonster, targetCard, trapActivation } from '../facade.js';

/** The monster this card holds, as long as both stay where they are. */
const held = (state: DuelState, source: number, t: EffectTarget): boolean => {
  const id = targetCard(t);
  return id !== null && id === boundMonster(state, source);
};

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
    { code: 'change-stats', affects: held, value: () => ({ atk: -700, def: 0 }) },
    { code: 'cannot-attack', affects: held },
    { code: 'cannot-change-position', affects: held },
  ],
};
