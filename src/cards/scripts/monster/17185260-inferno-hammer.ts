/** Inferno Hammer (17185260): when it destroys an opponent's monster by battle and sends it to the Graveyard, it may turn 1 face-up monster the opponent controls face-down. */
import { type CardScript, destroysByBattleToGraveyard, faceUpMonster } from '../facade.js';

export const infernoHammer: CardScript = {
  passcode: 17185260,
  effects: [
    {
      id: 'hide',
      kind: 'trigger',
      label: "turn 1 face-up monster your opponent controls face-down",
      categories: ['position'],
      optional: true,
      triggersOn: (q, e) => destroysByBattleToGraveyard(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.changeToFaceDownDefense(id);
      },
    },
  ],
};
