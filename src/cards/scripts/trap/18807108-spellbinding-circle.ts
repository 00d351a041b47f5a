/** Spellbinding Circle (18807108): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { bindToCard, boundMonster, type CardScript, type DuelState, type EffectTarget, isMonsterZone, targetCard, trapActivation } from '../facade.js';

/** The monster this Circle holds, as long as both stay where they are. */
const held = (state: DuelState, source: number, t: EffectTarget): boolean => {
  const id = targetCard(t);
  return id !== null && id === boundMonster(state, source);
};

export const spellbindingCircle: CardScript = {
  // Spellbinding Circle: target 1 monster your opponent controls; it cannot attack or change its battle position.
  // When that monster is destroyed, this card is destroyed.
  passcode: 18807108,
  effects: [
    trapActivation({
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere() || !isMonsterZone(r.state.cards[target]!.location)) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'destroyed' });
      },
    }),
  ],
  continuous: [
    { code: 'cannot-attack', affects: held },
    { code: 'cannot-change-position', affects: held },
  ],
};
