/** King Dragun (13756293): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, faceUpMonster, facts, freeMainZones, maySpecialSummon, opponentOf, summonableByEffect, targetCard } from '../facade.js';

const isDragon = (f: { race: string | null }): boolean => f.race === 'Dragon';

export const kingDragun: CardScript = {
  // The opponent cannot target face-up Dragon-Type monsters with card effects. Once per turn, its controller may
  // Special Summon 1 Dragon-Type monster from their hand.
  passcode: 13756293,
  fusionMaterials: ['Lord of D.', 'Divine Dragon Ragnarok'],
  effects: [
    {
      id: 'summon-dragon',
      kind: 'ignition',
      label: 'Special Summon 1 Dragon from your hand with King Dragun',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      condition: (q) =>
        maySpecialSummon(q.state, q.player) &&
        freeMainZones(q.state, q.player) > 0 &&
        q.state.players[q.player].hand.some((id) => isDragon(facts(q.state, id)) && summonableByEffect(q.state, q.ctx, q.player, id)),
      resolve: (r) => {
        const dragons = r.state.players[r.player].hand.filter((id) => isDragon(r.facts(id)) && summonableByEffect(r.state, r.ctx, r.player, id));
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 Dragon-Type monster from your hand', candidates: dragons, min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)));
      },
    },
  ],
  continuous: [
    {
      code: 'cannot-be-targeted-by',
      value: (state, source) => opponentOf(state.cards[source]!.controller),
      affects: (state, _source, t) => {
        const card = targetCard(t);
        return card !== null && faceUpMonster(state, card) && isDragon(facts(state, card));
      },
    },
  ],
};
