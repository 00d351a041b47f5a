/** Fox Fire (88753985): scripted from our own wording of the card in data/cards/text/structure.json. */
import type { CardScript } from '../facade.js';

// Fox Fire: destroyed by battle and sent to the Graveyard, it comes back in face-up Attack Position as the End Phase of
// that turn begins. Being destroyed starts no Chain Link: the rules remember it (setUpWhenDestroyedByBattle), and the
// Summon is then a mandatory trigger from the Graveyard, if the card is still there.
export const foxFire: CardScript = {
  passcode: 88753985,
  setUpWhenDestroyedByBattle: { effect: 'return' },
  effects: [
    {
      // Set off only by the delayed effect above, never by an event.
      id: 'return',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard in Attack Position',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard') r.specialSummon(r.self, r.player, 'attack');
      },
    },
  ],
};
