/** The Law of the Normal (66926224): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, faceUpNormalMonster, monstersOn, spellActivation, spellTrapsOn } from '../facade.js';

export const theLawOfTheNormal: CardScript = {
  // The Law of the Normal: activate only while you control 5 face-up Level 2 or lower Normal Monsters. Both players
  // discard their whole hands, then every card on the field is destroyed except face-up Level 2 or lower Normal
  // Monsters (and this card, which is resolving).
  passcode: 66926224,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      condition: (q) => monstersOn(q.state, q.player).filter((id) => faceUpNormalMonster(q.state, q.ctx, id, 2)).length >= 5,
      resolve: (r) => {
        for (const p of [r.player, r.opponent]) {
          const hand = [...r.state.players[p].hand];
          if (hand.length > 0) r.discard(p, hand);
        }
        const doomed = [...monstersOn(r.state), ...spellTrapsOn(r.state)].filter((id) => id !== r.self && !faceUpNormalMonster(r.state, r.ctx, id, 2));
        if (doomed.length > 0) r.destroy(doomed);
      },
    }),
  ],
};
