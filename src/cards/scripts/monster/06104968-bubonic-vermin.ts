/** Bubonic Vermin (6104968): FLIP: its controller may Special Summon 1 "Bubonic Vermin" from the Deck in face-down Defense Position; the Deck is shuffled. */
import { type CardScript, flipMonster, freeMainZones, nameOf, summonableByEffect } from '../facade.js';

export const bubonicVermin: CardScript = flipMonster(6104968, {
  label: 'Special Summon 1 "Bubonic Vermin" from your Deck in face-down Defense Position',
  categories: ['special-summon'],
  optional: true,
  resolve: (r) => {
    if (freeMainZones(r.state, r.player) === 0) return;
    const candidates = r.state.players[r.player].deck.filter((id) => nameOf(r.state, id) === 'Bubonic Vermin' && summonableByEffect(r.state, r.ctx, r.player, id)).sort((a, b) => a - b);
    const [picked] = r.choose({ player: r.player, prompt: 'Special Summon 1 "Bubonic Vermin" from your Deck', candidates, min: 0, max: 1 });
    if (picked !== undefined) r.specialSummon(picked, r.player, 'defense', 'effect', true);
    r.shuffleDeck(r.player);
  },
});
