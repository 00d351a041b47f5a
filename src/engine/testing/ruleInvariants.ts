/**
 * Invariants of the rules rather than of the data, for the fuzzer:
 * - the duel ends the moment a player reaches 0 LP or had to draw from an empty Deck: no
 *   state goes on with a player at 0 LP, and within a step nothing else happens between
 *   the LP change that reached 0 and the end of the duel (a second LP change at the same
 *   moment, for a draw, is the only thing allowed), and the result names the right loser;
 * - no effect of a card is twice on one chain unless its card allows it (rule
 *   chain.once-per-chain).
 */
import { effectOf } from '../chain/effectLookup.js';
import { showsPartialRun } from '../partialRun.js';
import type { EngineContext } from '../context.js';
import type { DuelEvent, DuelState } from '../types.js';

const LP_EVENTS = new Set(['battle-damage', 'effect-damage', 'lp-cost']);

/** Problems with how (and when) the duel ended, for a state and the events of the step that produced it. */
export function lossInvariants(state: DuelState, events: readonly DuelEvent[]): string[] {
  const out: string[] = [];
  const [lp0, lp1] = [state.players[0].lp, state.players[1].lp];
  const midEffect = showsPartialRun(state);
  if (!state.result) {
    if (lp0 <= 0 || lp1 <= 0) out.push(`the duel goes on with LP ${lp0} / ${lp1}`);
    if (state.cannotDraw.length > 0 && !midEffect) out.push(`the duel goes on though player ${state.cannotDraw.join(' and ')} could not draw`);
  } else {
    const { winner, reason } = state.result;
    if (reason === 'both-lp' && (lp0 > 0 || lp1 > 0 || winner !== null)) out.push(`a both-LP draw with LP ${lp0} / ${lp1}, winner ${String(winner)}`);
    if (reason === 'lp' && winner !== null && (state.players[winner].lp <= 0 || state.players[winner === 0 ? 1 : 0].lp > 0)) {
      out.push(`player ${winner} won by LP with LP ${lp0} / ${lp1}`);
    }
    if (reason === 'deck-out' && (lp0 <= 0 || lp1 <= 0)) out.push(`a deck-out result though a player is at 0 LP (${lp0} / ${lp1}): the LP loss came first`);
  }
  const zeroAt = events.findIndex((e) => LP_EVENTS.has(e.type) && 'lp' in e && e.lp === 0);
  if (zeroAt >= 0) {
    const endAt = events.findIndex((e, i) => i > zeroAt && e.type === 'duel-end');
    if (endAt < 0) out.push(`a player reached 0 LP (event ${events[zeroAt]!.n}) and the duel did not end in that step`);
    else {
      const between = events.slice(zeroAt + 1, endAt).filter((e) => !LP_EVENTS.has(e.type));
      if (between.length > 0) out.push(`after a player reached 0 LP, ${between.map((e) => e.type).join(', ')} happened before the duel ended`);
    }
  }
  return out;
}

/** The same effect of the same card twice on the chain, when its card does not allow it. */
export function chainInvariants(state: DuelState, ctx: EngineContext): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [i, link] of state.chain.entries()) {
    const key = `${link.card}:${link.effect}`;
    if (seen.has(key) && !effectOf(state, ctx, link.card, link.effect)?.multiplePerChain) {
      out.push(`Chain Link ${i + 1} repeats effect ${link.effect} of card ${link.card}, already on the chain`);
    }
    seen.add(key);
  }
  return out;
}
