/** Fissure (66788016): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, currentAtk, faceUpMonsters, opponentOf, spellActivation } from '../facade.js';

export const fissure: CardScript = {
  // Fissure: destroy the opponent's face-up monster with the lowest ATK (no target; on a tie the activator picks while it resolves).
  passcode: 66788016,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        const theirs = faceUpMonsters(r.state, r.opponent);
        if (theirs.length === 0) return;
        const atk = (id: number): number => currentAtk(r.state, r.ctx, id);
        const lowest = Math.min(...theirs.map(atk));
        const [victim] = r.choose({ player: r.player, prompt: `Destroy which monster with ${lowest} ATK`, candidates: theirs.filter((id) => atk(id) === lowest), min: 1, max: 1 });
        if (victim !== undefined) r.destroy([victim]);
      },
    }),
  ],
};
