/** Giant Germ (95178994): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, destroyedByBattleToGraveyard, summonableByEffect } from '../facade.js';

export const giantGerm: CardScript = {
  passcode: 95178994,
  effects: [
    {
      id: 'germ',
      kind: 'trigger',
      label: 'inflict 500 damage, then you may Special Summon "Giant Germ" from your Deck',
      categories: ['damage', 'special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => {
        r.damage(r.opponent, 500);
        const germs = r.state.players[r.player].deck.filter((id) => r.facts(id).name === 'Giant Germ' && summonableByEffect(r.state, r.ctx, r.player, id));
        const room = r.state.players[r.player].monsters.filter((z) => z === null).length;
        if (germs.length === 0 || room === 0) return;
        const sorted = [...germs].sort((a, b) => a - b);
        const picked = r.choose({ player: r.player, prompt: 'Special Summon any number of "Giant Germ" from your Deck in Attack Position', candidates: sorted, min: 0, max: Math.min(room, sorted.length) });
        for (const id of picked) r.specialSummon(id, r.player, 'attack');
        r.shuffleDeck(r.player);
      },
    },
  ],
};
