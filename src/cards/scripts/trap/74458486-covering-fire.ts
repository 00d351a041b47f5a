/** Covering Fire (74458486): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type EffectQuery, currentAtk, faceUpMonster, trapActivation } from '../facade.js';

/** Your monster that an opponent's monster is attacking, during the Damage Step of that battle. */
function attackedMonster(q: EffectQuery): number | null {
  const b = q.state.battle;
  if (q.state.phase !== 'battle' || q.state.step !== 'damage' || !b || b.target === null) return null;
  if (q.state.cards[b.attacker]!.controller === q.player || q.state.cards[b.target]!.controller !== q.player) return null;
  return faceUpMonster(q.state, b.target) ? b.target : null;
}

export const coveringFire: CardScript = {
  // Covering Fire (Normal Trap): during the Damage Step, when an opponent's monster attacks a monster of yours: select
  // 1 other face-up monster you control; the attacked monster gains ATK equal to that monster's ATK, during this
  // Damage Step only.
  passcode: 74458486,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      condition: (q) => attackedMonster(q) !== null,
      targets: [{ what: 'other face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) && id !== attackedMonster(q) }],
      resolve: (r) => {
        const [helper] = r.targets(0);
        const b = r.state.battle;
        if (helper === undefined || !b || b.target === null || !faceUpMonster(r.state, b.target) || !faceUpMonster(r.state, helper)) return;
        r.changeStats(b.target, currentAtk(r.state, r.ctx, helper), 0, 'end-of-damage-step');
      },
    }),
  ],
};
