/** Star Changer (63485233): a face-up monster with a Level goes up or down by 1 Level, as the activator declares. */
import { type CardScript, facts, faceUpMonster, hasLevel, spellActivation } from '../facade.js';

export const starChanger: CardScript = {
  passcode: 63485233,
  effects: [
    spellActivation({
      targets: [{ what: 'face-up monster with a Level', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) && hasLevel(facts(q.state, id)) }],
      declare: { prompt: 'Increase or decrease its Level', labels: () => ['increase its Level by 1', 'decrease its Level by 1'] },
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        // A Level never goes below 1 (the rules clamp it), so decreasing a Level 1 monster changes nothing.
        r.addEffect('change-level', r.cardAffected(target), r.declared()?.startsWith('increase') ? 1 : -1, 'permanent');
      },
    }),
  ],
};
