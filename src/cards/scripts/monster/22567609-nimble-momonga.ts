/** Nimble Momonga (22567609): destroyed by battle, its owner gains 1000 LP and may Special Summon more copies from the Deck face-down. */
import { type CardScript, deckSummonable, destroyedByBattle, freeMainZones } from '../facade.js';

export const nimbleMomonga: CardScript = {
  passcode: 22567609,
  effects: [
    {
      id: 'momonga',
      kind: 'trigger',
      label: 'gain 1000 LP, then Special Summon "Nimble Momonga" from your Deck face-down',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattle,
      resolve: (r) => {
        r.gainLp(r.player, 1000);
        const copies = deckSummonable(r.state, r.ctx, r.player, (f) => f.name === 'Nimble Momonga');
        const room = Math.min(copies.length, freeMainZones(r.state, r.player));
        if (room === 0) return;
        const picked = r.choose({ player: r.player, prompt: 'Special Summon any number of "Nimble Momonga" from your Deck in face-down Defense Position', candidates: copies, min: 0, max: room });
        for (const id of picked) r.specialSummon(id, r.player, 'defense', 'effect', true);
        r.shuffleDeck(r.player);
      },
    },
  ],
};
