/** Exarion Universe (63749102): attacking a Defense Position monster in its controller's Battle Step, it can lose 400 ATK to inflict piercing damage this turn. */
import { type CardScript, type EffectQuery, stillFaceUpHere } from '../facade.js';

/** This card has just declared an attack on a Defense Position monster, in its controller's Battle Step. */
function attacksDefender(q: EffectQuery): boolean {
  const w = q.state.window;
  if (w?.kind !== 'attack-declared' || w.event?.type !== 'attack' || w.event.attacker !== q.self || w.event.target === null) return false;
  return q.state.turnPlayer === q.player && q.state.cards[w.event.target]!.position === 'defense';
}

export const exarionUniverse: CardScript = {
  passcode: 63749102,
  effects: [
    {
      id: 'pierce',
      kind: 'quick',
      label: 'Exarion Universe loses 400 ATK and inflicts piercing battle damage this turn',
      categories: ['stat-change'],
      oncePerTurn: 'card',
      condition: attacksDefender,
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        r.changeStats(r.self, -400, 0);
        r.addEffect('piercing', r.cardAffected(r.self), null, 'end-of-turn');
      },
    },
  ],
};
