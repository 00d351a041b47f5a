/**
 * Manticore of Darkness (77121851): during the End Phase of a turn it was sent to the
 * Graveyard, its owner may send 1 Beast, Beast-Warrior or Winged Beast-Type monster from
 * the hand or their own field to the Graveyard to Special Summon it from the Graveyard.
 */
import { type CardScript, type EffectQuery, facts, freeMainZones, monstersOn, raceIs, summonableByEffect } from '../facade.js';

const beastLike = raceIs('Beast', 'Beast-Warrior', 'Winged Beast');

/** Monsters of those Types in the hand or on the player's own field, itself left out. */
function payable(q: EffectQuery): number[] {
  const p = q.state.players[q.player];
  return [...p.hand, ...monstersOn(q.state, q.player)].filter((id) => id !== q.self && beastLike(facts(q.state, id))).sort((a, b) => a - b);
}

/** Is there a zone once the cost is paid (a monster sent from the field frees its zone)? */
const roomAfterCost = (q: EffectQuery): boolean => freeMainZones(q.state, q.player) > 0 || payable(q).some((id) => q.state.cards[id]!.location !== 'hand');

export const manticoreOfDarkness: CardScript = {
  passcode: 77121851,
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'send 1 Beast, Beast-Warrior or Winged Beast-Type monster to the Graveyard to Special Summon it',
      categories: ['special-summon'],
      optional: true,
      triggersFrom: ['graveyard'],
      // "The turn this card was sent to the Graveyard": it arrived there this turn and has stayed.
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.cards[q.self]!.arrivedTurn === q.state.turn,
      condition: (q) => summonableByEffect(q.state, q.ctx, q.player, q.self) && roomAfterCost(q),
      cost: {
        custom: {
          what: '1 Beast, Beast-Warrior or Winged Beast-Type monster in your hand or on your field',
          can: (q) => payable(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Send 1 Beast, Beast-Warrior or Winged Beast-Type monster to the Graveyard', candidates: payable(q), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => {
        if (r.sourceStillThere()) r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
