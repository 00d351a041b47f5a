/** Mustering of the Dark Scorpions (68191243): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type CardStatic, type DuelState, type EngineContext, facts, faceUpMonsters, freeMainZones, nameOf, type PlayerId, spellActivation, summonableByEffect } from '../facade.js';

/** The "Dark Scorpion" monsters of the 2004 set: the three "Dark Scorpion -" cards, Don Zaloog and Cliff the Trap Remover. */
const isDarkScorpion = (f: CardStatic): boolean => f.kind === 'monster' && (f.name.startsWith('Dark Scorpion') || f.name === 'Don Zaloog' || f.name === 'Cliff the Trap Remover');

const scorpionsInHand = (state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] =>
  state.players[player].hand.filter((id) => isDarkScorpion(facts(state, id)) && summonableByEffect(state, ctx, player, id));

export const musteringOfTheDarkScorpions: CardScript = {
  // Mustering of the Dark Scorpions: activated only while you control a face-up "Don Zaloog"; Special Summon from your hand
  // as many "Dark Scorpion" monsters as you like, at most 1 of each name.
  passcode: 68191243,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) =>
        faceUpMonsters(q.state, q.player).some((id) => nameOf(q.state, id) === 'Don Zaloog') && freeMainZones(q.state, q.player) > 0 && scorpionsInHand(q.state, q.ctx, q.player).length > 0,
      resolve: (r) => {
        const names = new Set<string>();
        for (;;) {
          const left = scorpionsInHand(r.state, r.ctx, r.player).filter((id) => !names.has(r.name(id)));
          if (left.length === 0 || freeMainZones(r.state, r.player) === 0) return;
          const min = names.size === 0 ? 1 : 0;
          const [pick] = r.choose({ player: r.player, prompt: 'Special Summon a "Dark Scorpion" monster from your hand (or stop)', candidates: left, min, max: 1 });
          if (pick === undefined) return;
          names.add(r.name(pick));
          r.specialSummon(pick, r.player, r.choosePosition('the "Dark Scorpion" monster picked from your hand'));
        }
      },
    }),
  ],
};
