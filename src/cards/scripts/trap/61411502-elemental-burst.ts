/** Elemental Burst (61411502): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type EffectQuery, facts, monstersOn, spellTrapsOn, trapActivation } from '../facade.js';

const ATTRIBUTES = ['WIND', 'WATER', 'FIRE', 'EARTH'] as const;

/** The activator's monsters of one Attribute. */
const ofAttribute = (q: Pick<EffectQuery, 'state' | 'player'>, attribute: string): number[] => monstersOn(q.state, q.player).filter((id) => facts(q.state, id).attribute === attribute);

export const elementalBurst: CardScript = {
  // Elemental Burst: Tribute 1 WIND, 1 WATER, 1 FIRE and 1 EARTH monster you control (the cost); destroy every card
  // the opponent controls.
  passcode: 61411502,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      cost: {
        custom: {
          what: 'Tribute 1 WIND, 1 WATER, 1 FIRE and 1 EARTH monster',
          can: (q) => ATTRIBUTES.every((a) => ofAttribute(q, a).length > 0),
          pay: (r) => {
            const picked = ATTRIBUTES.flatMap((a) => r.choose({ player: r.player, prompt: `Tribute 1 ${a} monster`, candidates: ofAttribute(r, a), min: 1, max: 1 }));
            r.tribute(picked);
            return picked;
          },
        },
      },
      resolve: (r) => void r.destroy([...monstersOn(r.state, r.opponent), ...spellTrapsOn(r.state, r.opponent)]),
    }),
  ],
};
