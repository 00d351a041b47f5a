/** Supply Squad (17626381): once per turn, when a monster its controller controls is destroyed (battle or effect), they draw 1 card. */
import { type CardScript, type DuelEvent, type EffectQuery, facts, spellActivation } from '../facade.js';

/** A monster `q.player` controlled was destroyed by battle or by a card effect. */
const ownMonsterDestroyed = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'destroyed' && (e.by === 'battle' || e.by === 'effect') && (e.controller ?? e.owner) === q.player && facts(q.state, e.card).kind === 'monster';

export const supplySquad: CardScript = {
  passcode: 17626381,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'draw',
      kind: 'trigger',
      label: 'Draw 1 card (Supply Squad)',
      categories: ['draw'],
      oncePerTurn: 'card',
      triggersOn: ownMonsterDestroyed,
      resolve: (r) => {
        if (r.sourceStillThere()) r.draw(r.player, 1);
      },
    },
  ],
};
