/** Draconnet (62706865): its Normal Summon brings a Level 2 or lower Normal Monster out of the hand or Deck in Defense Position. */
import { type CardScript, type CardStatic, type EffectQuery, facts, freeMainZones, handSummonable, hasLevel, normalSummoned, summonableByEffect } from '../facade.js';

const fits = (f: CardStatic): boolean => hasLevel(f) && f.level <= 2 && f.frame === 'normal';

/** Normal Monsters of Level 2 or lower in the hand and Deck an effect may Special Summon now. */
function pool(q: EffectQuery): number[] {
  const deck = q.state.players[q.player].deck.filter((id) => fits(facts(q.state, id)) && summonableByEffect(q.state, q.ctx, q.player, id));
  return [...handSummonable(q, fits), ...deck.sort((a, b) => a - b)];
}

export const draconnet: CardScript = {
  passcode: 62706865,
  effects: [
    {
      id: 'summon-normal',
      kind: 'trigger',
      label: 'Special Summon a Level 2 or lower Normal Monster from your hand or Deck in Defense Position',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersOn: normalSummoned,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && pool(q).length > 0,
      resolve: (r) => {
        const candidates = pool({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        if (freeMainZones(r.state, r.player) === 0 || candidates.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon a Level 2 or lower Normal Monster in Defense Position', candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        const fromDeck = r.state.cards[pick]!.location === 'deck';
        r.specialSummon(pick, r.player, 'defense');
        if (fromDeck) r.shuffleDeck(r.player);
      },
    },
  ],
};
