/** Gravekeeper's Assailant (25262697): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, facts, isFaceUp, spellTrapsOn } from '../facade.js';

export const gravekeepersAssailant: CardScript = {
  passcode: 25262697,
  effects: [
    {
      id: 'attack',
      kind: 'trigger',
      label: "change the battle position of 1 of your opponent's monsters",
      categories: ['position'],
      optional: true,
      when: true,
      triggersOn: (q, e) => e.type === 'attack' && e.attacker === q.self,
      // "Necrovalley" must be face-up on the field.
      condition: (q) => spellTrapsOn(q.state).some((id) => isFaceUp(q.state, id) && facts(q.state, id).name === 'Necrovalley'),
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          const card = r.state.cards[id]!;
          // A face-down Defense Position monster is turned to face-up Attack Position.
          r.changePosition(id, card.faceUp && card.position === 'attack' ? 'defense' : 'attack', true);
        }
      },
    },
  ],
};
