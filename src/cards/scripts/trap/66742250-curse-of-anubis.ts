/** Curse of Anubis (66742250): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, type CardStatic, faceUpMonsters, facts, trapActivation } from '../facade.js';

/** Effect Monsters, Fusion and Ritual Monsters with effects among them. */
const isEffectMonster = (f: CardStatic): boolean => f.kind === 'monster' && (f.frame === 'effect' || f.subtypes.includes('Effect'));

export const curseOfAnubis: CardScript = {
  // Curse of Anubis: every face-up Effect Monster on the field goes to Defense Position, and their
  // controllers cannot change their battle positions for the rest of the turn.
  passcode: 66742250,
  effects: [
    trapActivation({
      categories: ['position'],
      condition: (q) => faceUpMonsters(q.state).some((id) => isEffectMonster(facts(q.state, id))),
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state).filter((m) => isEffectMonster(r.facts(m)))) {
          if (r.state.cards[id]!.position === 'attack') r.changePosition(id, 'defense');
          r.addEffect('cannot-change-position', r.cardAffected(id), null);
        }
      },
    }),
  ],
};
