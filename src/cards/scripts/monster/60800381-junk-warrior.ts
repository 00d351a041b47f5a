/** Junk Warrior (60800381): a Synchro Monster made with "Junk Synchron" that takes the ATK of its small allies. */
import { type CardScript, currentAtk, currentLevel, faceUpMonsters, stillFaceUpHere } from '../facade.js';

export const junkWarrior: CardScript = {
  passcode: 60800381,
  extraMaterials: { tuner: (f) => f.name === 'Junk Synchron', text: '"Junk Synchron" + 1 or more non-Tuner monsters' },
  effects: [
    {
      // If this card is Synchro Summoned: it gains ATK equal to the total ATK of the Level 2 or lower monsters you control then.
      id: 'gain-atk',
      kind: 'trigger',
      label: 'gain the ATK of your Level 2 or lower monsters',
      categories: ['stat-change'],
      triggersOn: (q, e) => e.type === 'special-summon' && e.card === q.self && e.procedure === 'synchro',
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        const small = faceUpMonsters(r.state, r.player).filter((id) => currentLevel(r.state, r.ctx, id) <= 2);
        const total = small.reduce((sum, id) => sum + currentAtk(r.state, r.ctx, id), 0);
        if (total > 0) r.changeStats(r.self, total, 0, 'permanent');
      },
    },
  ],
};
