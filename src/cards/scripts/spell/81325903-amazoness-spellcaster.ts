/** Amazoness Spellcaster (81325903): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, facts, faceUpMonster, spellActivation } from '../facade.js';

export const amazonessSpellcaster: CardScript = {
  // Amazoness Spellcaster: target 1 face-up "Amazoness" monster you control and 1 face-up monster the opponent controls;
  // until the End Phase each one's original ATK becomes the other's.
  passcode: 81325903,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [
        { what: 'face-up "Amazoness" monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) && facts(q.state, id).name.includes('Amazoness') },
        { what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) },
      ],
      resolve: (r) => {
        const [mine] = r.targets(0);
        const [theirs] = r.targets(1);
        if (mine === undefined || theirs === undefined || !faceUpMonster(r.state, mine) || !faceUpMonster(r.state, theirs)) return;
        const a = r.facts(mine);
        const b = r.facts(theirs);
        r.addEffect('set-base-stats', r.cardAffected(mine), { atk: b.atk, def: a.def });
        r.addEffect('set-base-stats', r.cardAffected(theirs), { atk: a.atk, def: b.def });
        r.reportStatChange(mine, b.atk - a.atk, 0);
        r.reportStatChange(theirs, a.atk - b.atk, 0);
      },
    }),
  ],
};
