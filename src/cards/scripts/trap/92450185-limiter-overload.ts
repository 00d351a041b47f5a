/** Limiter Overload (92450185): sent to the Graveyard from anywhere, it Special Summons a "Speed Warrior" from the hand, Deck or Graveyard. */
import { type CardScript, freeMainZones, summonableByEffect } from '../facade.js';

const SPEED_WARRIOR = 'Speed Warrior';

export const limiterOverload: CardScript = {
  passcode: 92450185,
  effects: [
    {
      // If this card is sent to the GY: Special Summon 1 "Speed Warrior" from your hand, Deck or GY (mandatory; it has no effect when activated).
      id: 'speed-warrior',
      kind: 'trigger',
      label: 'Special Summon the monster this card names from your hand, Deck or Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) === 0) return;
        const p = r.state.players[r.player];
        const fromDeck = new Set(p.deck);
        const candidates = [...p.hand, ...p.deck, ...p.graveyard].filter((id) => r.facts(id).name === SPEED_WARRIOR && summonableByEffect(r.state, r.ctx, r.player, id)).sort((a, b) => a - b);
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 monster from your hand, Deck or Graveyard', candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        r.specialSummon(pick, r.player, r.choosePosition('the monster'));
        if (fromDeck.has(pick)) r.shuffleDeck(r.player);
      },
    },
  ],
};
