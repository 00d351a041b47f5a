/**
 * Stargazer Magician (94415058): as a Scale, it stops the opponent's Spell Cards while a Pendulum
 * Monster of its controller's battles, and its Scale falls to 4 without a "Magician" or
 * "Odd-Eyes" partner; as a monster, when the opponent bounces exactly 1 other Pendulum Monster of
 * its controller's to the hand, it Special Summons a monster of that name from the hand.
 */
import { type CardScript, type DuelEvent, type EffectQuery, facts, freeMainZones, isPendulumMonster, lockWhilePendulumBattles, scaleFourUnlessPartner, summonableByEffect } from '../facade.js';

/** The one other Pendulum Monster its controller controlled that an opponent's effect alone returned to their hand (not in the Damage Step). */
function bouncedAlone(q: EffectQuery, e: DuelEvent): boolean {
  if (e.type !== 'returned-to-hand' || e.card === q.self || e.together !== 1 || e.byPlayer === q.player) return false;
  if (e.from !== 'monster' && e.from !== 'extraMonster') return false;
  if (q.state.phase === 'battle' && q.state.step === 'damage') return false;
  const card = q.state.cards[e.card]!;
  return card.location === 'hand' && card.owner === q.player && isPendulumMonster(facts(q.state, e.card));
}

/** Monsters in the hand with the bounced monster's name that an effect may Special Summon now. */
function sameNameInHand(q: EffectQuery, bounced: number): number[] {
  const name = facts(q.state, bounced).name;
  return q.state.players[q.player].hand.filter((id) => facts(q.state, id).name === name && summonableByEffect(q.state, q.ctx, q.player, id));
}

export const stargazerMagician: CardScript = {
  passcode: 94415058,
  continuous: [lockWhilePendulumBattles('spell'), scaleFourUnlessPartner(['Magician', 'Odd-Eyes'])],
  effects: [
    {
      // Once per turn, when exactly 1 other Pendulum Monster you control (and nothing else) is returned to your hand by an opponent's effect: you can Special Summon 1 monster with its name from your hand.
      id: 'replace',
      kind: 'trigger',
      label: 'Special Summon a monster with the returned monster\'s name from your hand',
      categories: ['special-summon'],
      optional: true,
      when: true,
      oncePerTurn: 'card',
      triggersOn: bouncedAlone,
      condition: (q) => q.event?.type === 'returned-to-hand' && freeMainZones(q.state, q.player) > 0 && sameNameInHand(q, q.event.card).length > 0,
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type !== 'returned-to-hand') return;
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const [pick] = r.choose({ player: r.player, prompt: `Special Summon 1 "${r.name(e.card)}" from your hand`, candidates: sameNameInHand(q, e.card), min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)));
      },
    },
  ],
};
