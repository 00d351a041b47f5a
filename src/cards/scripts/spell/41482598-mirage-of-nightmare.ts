/** Mirage of Nightmare (41482598): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, phaseTrigger, spellActivation } from '../facade.js';

/** How many cards its last draw gave, kept on the card until the discard that pays them back. */
const DRAWN = 'Mirage of Nightmare: cards drawn';

export const mirageOfNightmare: CardScript = {
  // Mirage of Nightmare (Continuous): during your opponent's Standby Phase, you draw until you hold 4 cards. During your
  // next Standby Phase, you discard at random as many cards as that draw gave you.
  passcode: 41482598,
  effects: [
    spellActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'draw',
      label: 'draw until you hold 4 cards (Mirage of Nightmare)',
      phase: 'standby',
      whose: 'opponents',
      categories: ['draw'],
      also: (q) => q.state.players[q.player].hand.length < 4,
      resolve: (r) => {
        const wanted = 4 - r.state.players[r.player].hand.length;
        if (wanted <= 0) return;
        const drawn = r.draw(r.player, wanted).length;
        const before = r.state.cards[r.self]!.counters[DRAWN] ?? 0;
        if (before > 0) r.removeCounters(r.self, DRAWN, before);
        if (drawn > 0) r.addCounters(r.self, DRAWN, drawn);
      },
    }),
    phaseTrigger({
      id: 'discard',
      label: 'discard at random as many cards as you drew (Mirage of Nightmare)',
      phase: 'standby',
      whose: 'yours',
      also: (q) => (q.state.cards[q.self]!.counters[DRAWN] ?? 0) > 0,
      resolve: (r) => {
        const owed = r.state.cards[r.self]!.counters[DRAWN] ?? 0;
        r.removeCounters(r.self, DRAWN, owed);
        const hand = [...r.state.players[r.player].hand];
        const discarded: number[] = [];
        for (let i = 0; i < owed && hand.length > 0; i++) {
          const picked = r.randomPick(hand);
          if (picked === undefined) break;
          discarded.push(picked);
          hand.splice(hand.indexOf(picked), 1);
        }
        if (discarded.length > 0) r.discard(r.player, discarded);
      },
    }),
  ],
};
