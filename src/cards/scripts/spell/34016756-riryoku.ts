/** Riryoku (34016756): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, currentAtk, faceUpMonster, spellActivation } from '../facade.js';

// Riryoku: target 2 face-up monsters on the field; as it resolves you pick one of them: its ATK is halved, and the other
// gains the ATK it lost, until the end of the turn.
export const riryoku: CardScript = {
  passcode: 34016756,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [{ what: 'face-up monster on the field', min: 2, max: 2, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const both = r.targets(0).filter((id) => faceUpMonster(r.state, id));
        const [halved] = r.choose({ player: r.player, prompt: 'Riryoku: halve the ATK of which monster', candidates: both, min: 1, max: 1 });
        if (halved === undefined) return;
        const lost = Math.floor(currentAtk(r.state, r.ctx, halved) / 2);
        r.changeStats(halved, -lost, 0);
        for (const other of both) if (other !== halved) r.changeStats(other, lost, 0);
      },
    }),
  ],
};
