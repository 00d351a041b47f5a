/** Hyena (22873798): destroyed by battle and sent to the Graveyard, its owner may Special Summon any number of "Hyena" from the Deck. */
import { type CardScript, deckSummonable, destroyedByBattleToGraveyard, freeMainZones } from '../facade.js';

const isHyena = (f: { name: string }): boolean => f.name === 'Hyena';

export const hyena: CardScript = {
  passcode: 22873798,
  effects: [
    {
      id: 'recruit',
      kind: 'trigger',
      label: 'Special Summon any number of "Hyena" from your Deck',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && deckSummonable(q.state, q.ctx, q.player, isHyena).length > 0,
      resolve: (r) => {
        const candidates = deckSummonable(r.state, r.ctx, r.player, isHyena);
        const room = freeMainZones(r.state, r.player);
        const picked = room > 0 && candidates.length > 0 ? r.choose({ player: r.player, prompt: 'Special Summon "Hyena" from your Deck (any number)', candidates, min: 1, max: Math.min(room, candidates.length) }) : [];
        for (const id of picked) r.specialSummon(id, r.player, r.choosePosition('Hyena'));
        r.shuffleDeck(r.player);
      },
    },
  ],
};
