/** Wall of Illusion (13945283): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, isMonsterZone } from '../facade.js';

export const wallOfIllusion: CardScript = {
  passcode: 13945283,
  effects: [
    {
      id: 'bounce',
      kind: 'trigger',
      label: 'return the attacking monster to the hand',
      categories: ['to-hand'],
      // It still acts if the battle destroyed it.
      triggersFrom: ['monster', 'extraMonster', 'graveyard'],
      triggersOn: (q, e) => e.type === 'damage-calculation' && e.target === q.self,
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type !== 'damage-calculation') return;
        if (isMonsterZone(r.state.cards[e.attacker]!.location)) r.returnToHand([e.attacker]);
      },
    },
  ],
};
