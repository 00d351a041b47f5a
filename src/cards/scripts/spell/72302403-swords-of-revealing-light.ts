/** Swords of Revealing Light (72302403): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, isFaceUp, monstersOn, spellActivation } from '../facade.js';

export const swordsOfRevealingLight: CardScript = {
  // Swords of Revealing Light: as it resolves, the opponent's face-down monsters are flipped face-up (Flip effects activate).
  // It stays on the field; while it is face-up the opponent's monsters cannot declare an attack. The rules destroy it in
  // the End Phase of the opponent's 3rd turn after its activation (a Normal Spell: always activated in its controller's turn).
  passcode: 72302403,
  remainsOnField: true,
  effects: [
    spellActivation({
      categories: ['position'],
      resolve: (r) => {
        for (const id of monstersOn(r.state, r.opponent)) if (!isFaceUp(r.state, id)) r.changePosition(id, r.state.cards[id]!.position, true);
        if (!r.sourceStillThere()) return;
        r.addEffect('destroy-in-end-phase-of-turn', r.cardAffected(r.self), r.state.turn + 5, 'permanent');
      },
    }),
  ],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, source, t) => 'card' in t && state.cards[t.card]!.controller !== state.cards[source]!.controller && (state.cards[t.card]!.location === 'monster' || state.cards[t.card]!.location === 'extraMonster'),
    },
  ],
};
