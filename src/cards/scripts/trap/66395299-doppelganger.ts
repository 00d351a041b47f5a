/** Doppelganger (66395299): while face-up, effect damage from a monster the opponent controls is dealt back to them. */
import { type CardScript, facts, isMonsterZone, opponentOf, trapActivation } from '../facade.js';

export const doppelganger: CardScript = {
  passcode: 66395299,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      // When you take damage from the effect of a monster your opponent controls: inflict the same amount of damage to your opponent.
      id: 'mirror',
      kind: 'trigger',
      label: 'your opponent takes the same damage',
      categories: ['damage'],
      triggersOn: (q, e) => {
        if (e.type !== 'effect-damage' || e.player !== q.player || e.by === undefined || e.amount <= 0) return false;
        const source = q.state.cards[e.by]!;
        return facts(q.state, e.by).kind === 'monster' && isMonsterZone(source.location) && source.controller === opponentOf(q.player);
      },
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type === 'effect-damage' && r.sourceStillThere()) r.damage(r.opponent, e.amount);
      },
    },
  ],
};
