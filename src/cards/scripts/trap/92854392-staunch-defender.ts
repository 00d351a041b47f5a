/** Staunch Defender (92854392): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, faceUpMonster, opponentsAttacker, trapActivation } from '../facade.js';

export const staunchDefender: CardScript = {
  // Staunch Defender: only when the opponent declares an attack. Target 1 face-up monster you control: for the rest of
  // the turn it is the only monster the opponent may choose as an attack target, and every face-up Attack Position
  // monster of theirs must attack it if able. The attack already declared goes on as it was.
  passcode: 92854392,
  effects: [
    trapActivation({
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        r.addEffect('must-be-attack-target', r.cardAffected(target), null);
        r.addEffect('must-attack', { monstersOf: r.opponent }, null);
      },
    }),
  ],
};
