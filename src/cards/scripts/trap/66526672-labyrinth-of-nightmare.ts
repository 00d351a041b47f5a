/** Labyrinth of Nightmare (66526672): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonsters, trapActivation } from '../facade.js';

export const labyrinthOfNightmare: CardScript = {
  // Labyrinth of Nightmare: in each player's End Phase, every face-up monster the turn player controls changes its battle position.
  passcode: 66526672,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'end-phase',
      kind: 'trigger',
      label: "change the battle positions of the turn player's face-up monsters",
      categories: ['position'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && faceUpMonsters(q.state, q.state.turnPlayer).length > 0,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        for (const id of faceUpMonsters(r.state, r.state.turnPlayer)) r.changePosition(id, r.state.cards[id]!.position === 'attack' ? 'defense' : 'attack');
      },
    },
  ],
};
