/** Nightmare Wheel (54704216): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { bindToCard, boundMonster, type CardScript, type DuelState, type EffectTarget, faceUpMonster, targetCard, trapActivation } from '../facade.js';

/** The monster this Wheel holds, as long as both stay where they are. */
const heldByWheel = (state: DuelState, source: number, t: EffectTarget): boolean => {
  const id = targetCard(t);
  return id !== null && id === boundMonster(state, source);
};

export const nightmareWheel: CardScript = {
  // Nightmare Wheel: target 1 face-up monster your opponent controls; it cannot attack or have
  // its battle position changed. In each of your Standby Phases your opponent takes 500 damage.
  // When that monster leaves the field, this card is destroyed.
  passcode: 54704216,
  effects: [
    trapActivation({
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere() || !faceUpMonster(r.state, target)) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'leaves-field' });
      },
    }),
    {
      id: 'standby',
      kind: 'trigger',
      label: 'your opponent takes 500 damage',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player && boundMonster(q.state, q.self) !== null,
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 500);
      },
    },
  ],
  continuous: [
    { code: 'cannot-attack', affects: heldByWheel },
    { code: 'cannot-change-position', affects: heldByWheel },
  ],
};
