/** Enemy Controller (98045062): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonster, spellActivation, type TargetSlot, tributeCost } from '../facade.js';

const theirFaceUpMonster: TargetSlot = { what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) };

export const enemyController: CardScript = {
  // Enemy Controller (Quick-Play): the activator picks 1 of 2 effects as they activate it:
  // change the battle position of 1 face-up monster the opponent controls (targeted), or
  // Tribute 1 monster (a cost) to take control of 1 face-up monster the opponent controls (targeted) until the End Phase.
  passcode: 98045062,
  effects: [
    spellActivation({
      label: 'Activate Enemy Controller: change the battle position of an opponent\'s monster',
      categories: ['position'],
      targets: [theirFaceUpMonster],
      resolve: (r) => {
        for (const id of r.targets(0)) {
          if (faceUpMonster(r.state, id)) r.changePosition(id, r.state.cards[id]!.position === 'attack' ? 'defense' : 'attack');
        }
      },
    }),
    {
      id: 'activate-control',
      kind: 'spell',
      label: 'Activate Enemy Controller: Tribute 1 monster to take control of an opponent\'s monster',
      categories: ['control'],
      cost: tributeCost('1 monster you control for Enemy Controller'),
      targets: [theirFaceUpMonster],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.takeControl(id, r.player, true);
      },
    },
  ],
};
