/** Roulette Barrel (46303688): once per turn, roll a die twice, choose 1 result and destroy 1 face-up monster on the field of that Level. */
import { type CardScript, currentLevel, faceUpMonsters } from '../facade.js';

export const rouletteBarrel: CardScript = {
  passcode: 46303688,
  effects: [
    {
      id: 'roll',
      kind: 'ignition',
      label: 'roll a die twice and destroy 1 face-up monster of a Level rolled',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      resolve: (r) => {
        const rolls = [r.die(), r.die()];
        const [at] = r.choose({ player: r.player, prompt: 'Choose 1 of the results', candidates: [0, 1], labels: rolls.map(String), min: 1, max: 1 });
        const level = rolls[at ?? 0]!;
        const candidates = faceUpMonsters(r.state).filter((id) => currentLevel(r.state, r.ctx, id) === level).sort((a, b) => a - b);
        if (candidates.length === 0) return;
        const picked = r.choose({ player: r.player, prompt: `Destroy 1 face-up Level ${level} monster`, candidates, min: 1, max: 1 });
        r.destroy(picked);
      },
    },
  ],
};
