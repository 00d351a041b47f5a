/** Ultimate Offering (80604091): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, type EngineContext, facts, hasEffect, monstersOn, type PlayerId, type Resolution, tributesNeeded } from '../facade.js';

export const ultimateOffering: CardScript = {
  // Ultimate Offering: in your Main Phase or your opponent's Battle Phase, pay 500 LP for an
  // extra Normal Summon or Set, performed as this effect resolves; any number of times.
  passcode: 80604091,
  effects: [
    { id: 'activate', kind: 'trap', resolve: () => {} },
    {
      id: 'offering',
      kind: 'quick',
      label: 'Pay 500 LP with Ultimate Offering for an extra Normal Summon or Set',
      cost: { lp: 500 },
      condition: (q) => offeringTime(q.state, q.player) && offeringCandidates(q.state, q.ctx, q.player).length > 0,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        extraNormalSummon(r);
      },
    },
  ],
};

/** Your own Main Phase, or your opponent's Battle Phase. */
function offeringTime(state: DuelState, player: PlayerId): boolean {
  if (state.turnPlayer === player) return state.phase === 'main1' || state.phase === 'main2';
  return state.phase === 'battle';
}

/** Monsters in `player`'s hand that could be Normal Summoned or Set now, Tributes and zones allowing. */
function offeringCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  const mine = monstersOn(state, player);
  const freeZone = state.players[player].monsters.includes(null);
  return state.players[player].hand.filter((id) => {
    const f = facts(state, id);
    if (f.kind !== 'monster' || !f.normalSummonable || ctx?.scripts?.(f.passcode)?.specialSummonOnly) return false;
    const needed = tributesNeeded(f.level);
    return needed === 0 ? freeZone : mine.length >= needed;
  });
}

/** The extra Normal Summon or Set of Ultimate Offering: pick the monster, Summon or Set, then its Tributes. */
function extraNormalSummon(r: Resolution): void {
  const candidates = offeringCandidates(r.state, r.ctx, r.player);
  const [monster] = r.choose({ player: r.player, prompt: 'Normal Summon or Set which monster with Ultimate Offering', candidates, min: 1, max: 1 });
  if (monster === undefined) return;
  const summonForbidden = hasEffect(r.state, r.ctx, { player: r.player }, 'cannot-summon');
  let set = summonForbidden;
  if (!summonForbidden) {
    const [how] = r.choose({ player: r.player, prompt: `Normal Summon or Set ${r.name(monster)}`, candidates: [0, 1], labels: ['Normal Summon it (face-up Attack Position)', 'Set it (face-down Defense Position)'], min: 1, max: 1 });
    set = how === 1;
  }
  const needed = tributesNeeded(r.facts(monster).level);
  const tributes = needed === 0 ? [] : r.choose({ player: r.player, prompt: `Tribute ${needed} monster${needed === 1 ? '' : 's'} for ${r.name(monster)}`, candidates: monstersOn(r.state, r.player), min: needed, max: needed });
  r.normalSummon(monster, tributes, set);
}
