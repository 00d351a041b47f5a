/** Ordeal of a Traveler (39537362): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, isMonsterZone, opponentOf, trapActivation } from '../facade.js';

const KINDS = ['monster', 'spell', 'trap'] as const;

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
        const [call] = r.choose({ player: r.opponent, prompt: 'Ordeal of a Traveler: call the kind of the picked card', candidates: [0, 1, 2], labels: ['Monster', 'Spell', 'Trap'], min: 1, max: 1 });
        r.reveal(r.player, [picked]);
        if (call !== undefined && r.facts(picked).kind !== KINDS[call]) r.returnToHand([attacker]);
      },
    },
  ],
};
