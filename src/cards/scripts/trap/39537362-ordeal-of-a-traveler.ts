/** Ordeal of a Traveler (39537362): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { callsKindRight, type CardScript, isMonsterZone, opponentOf, trapActivation } from '../facade.js';

export const ordealOfATraveler: CardScript = {
  // Ordeal of a Traveler (Continuous Trap): when a monster your opponent controls declares an attack, you may have your
  // opponent pick 1 card from your hand at random and call Monster, Spell or Trap; they see it, and if they called
  // wrong, the attacking monster returns to its owner's hand.
  passcode: 39537362,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'ordeal',
      kind: 'trigger',
      label: 'your opponent calls the kind of a random card from your hand (Ordeal of a Traveler)',
      categories: ['to-hand'],
      optional: true,
      triggersOn: (q, e) => e.type === 'attack' && e.player === opponentOf(q.player) && q.state.players[q.player].hand.length > 0,
      resolve: (r) => {
        const attacker = r.state.battle?.attacker;
        if (!r.sourceStillThere() || attacker === undefined || !isMonsterZone(r.state.cards[attacker]!.location)) return;
        const picked = r.randomPick(r.state.players[r.player].hand);
        if (picked === undefined) return;
        const right = callsKindRight(r, r.opponent, picked, 'Ordeal of a Traveler: call the kind of the picked card');
        r.reveal(r.player, [picked]);
        if (!right) r.returnToHand([attacker]);
      },
    },
  ],
};
