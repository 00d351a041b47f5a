/**
 * Jigabyte (40894584): only 1 under a player's control; Special Summoned from the hand while its
 * controller has a Spellcaster; destroyed and sent to the Graveyard, it recruits a 1500 ATK /
 * 200 DEF monster from the Deck.
 */
import { type CardScript, type CardStatic, controlsSpellcaster, deckSummonable, recruitFromDeck, summonsItselfFromHandIf } from '../facade.js';

const recruit = (f: CardStatic): boolean => f.kind === 'monster' && f.atk === 1500 && f.def === 200 && f.name !== 'Jigabyte';

export const jigabyte: CardScript = {
  ...summonsItselfFromHandIf(40894584, controlsSpellcaster),
  onlyOne: true,
  effects: [
    {
      // When this card is destroyed by battle or card effect and sent to the GY: you can Special Summon 1 monster with 1500 ATK/200 DEF (not Jigabyte) from your Deck.
      id: 'recruit',
      kind: 'trigger',
      label: 'Special Summon a monster with 1500 ATK and 200 DEF from your Deck',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by !== 'rule' && q.state.cards[q.self]!.location === 'graveyard',
      condition: (q) => deckSummonable(q.state, q.ctx, q.player, recruit).length > 0,
      resolve: (r) => void recruitFromDeck(r, recruit, 'monster with 1500 ATK and 200 DEF', 'choose'),
    },
  ],
};
