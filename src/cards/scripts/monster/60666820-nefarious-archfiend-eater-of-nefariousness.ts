/**
 * Nefarious Archfiend Eater of Nefariousness (60666820): only 1 under a player's control; Special
 * Summoned from the hand while its controller has a Spellcaster; from the Graveyard, in the
 * opponent's End Phase, it destroys a face-up monster of its controller's to come back.
 */
import { type CardScript, controlsSpellcaster, faceUpMonster, freeMainZones, summonableByEffect, summonsItselfFromHandIf } from '../facade.js';

export const nefariousArchfiendEaterOfNefariousness: CardScript = {
  ...summonsItselfFromHandIf(60666820, controlsSpellcaster),
  onlyOne: true,
  effects: [
    {
      // Once per turn, during your opponent's End Phase, if this card is in your GY: you can target 1 face-up monster you control; destroy it, and if you do, Special Summon this card.
      id: 'return',
      kind: 'trigger',
      label: 'destroy a face-up monster you control to Special Summon this card from your Graveyard',
      categories: ['destroy-monster', 'special-summon'],
      optional: true,
      oncePerTurn: 'card',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer !== q.player && q.state.cards[q.self]!.location === 'graveyard',
      condition: (q) => summonableByEffect(q.state, q.ctx, q.player, q.self),
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || r.destroy([target]).length === 0) return;
        if (r.state.cards[r.self]!.location === 'graveyard' && freeMainZones(r.state, r.player) > 0) r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
