/**
 * Inari Fire (62953041): only 1 under a player's control; Special Summoned from the hand while its
 * controller has a Spellcaster; destroyed face-up on the field by a card effect, it comes back
 * from the Graveyard in its owner's next Standby Phase.
 */
import { type CardScript, controlsSpellcaster, summonsItselfFromHandIf } from '../facade.js';

export const inariFire: CardScript = {
  ...summonsItselfFromHandIf(62953041, controlsSpellcaster),
  onlyOne: true,
  // Destroyed face-up on the field by a card effect and sent to the GY: the rules remember it (no Chain Link then).
  setUpWhenDestroyedByEffect: { effect: 'revive' },
  effects: [
    {
      // Once per turn, during your next Standby Phase after that: Special Summon it from your GY (set off only by the rules' reminder).
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      triggersFrom: ['graveyard'],
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard') r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
