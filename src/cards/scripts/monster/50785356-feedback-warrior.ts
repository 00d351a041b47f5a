/** Feedback Warrior (50785356): Normal or Special Summoned, it makes a face-up monster its controller controls Level 3. */
import { type CardScript, currentLevel, facts, faceUpMonster, hasLevel } from '../facade.js';

export const feedbackWarrior: CardScript = {
  passcode: 50785356,
  effects: [
    {
      id: 'level-3',
      kind: 'trigger',
      label: 'make 1 face-up monster you control Level 3',
      optional: true,
      damageStep: true,
      triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'special-summon') && e.card === q.self,
      targets: [
        {
          what: 'face-up monster you control whose Level is not 3',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'own',
          includeSelf: true,
          filter: (q, id) => faceUpMonster(q.state, id) && hasLevel(facts(q.state, id)) && currentLevel(q.state, q.ctx, id) !== 3,
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonster(r.state, target)) r.addEffect('set-level', r.cardAffected(target), 3, 'permanent');
      },
    },
  ],
};
