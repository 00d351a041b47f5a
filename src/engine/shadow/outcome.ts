/**
 * The end of combat (shadow.end-of-combat): what a finished (or current) shadow duel leaves
 * for each mage. LP above normal come back down to normal; a mage at 0 is unconscious; cards
 * still active on the field go back to the Deck of Magic; the Graveyard and the Beyond stay
 * spent until a Full Rest. In a tag duel each mage has their own LP and piles (shadow.teams):
 * the seated mage's are the side's, a partner's are set aside, and a card is listed under the
 * mage whose Deck of Magic it came from wherever it lies.
 */
import type { DuelState, PlayerId } from '../types.js';
import { normalLpOf } from './state.js';
import type { ShadowMageOutcome, ShadowMageState, ShadowOutcome } from './types.js';

function passcodesOf(state: DuelState, ids: readonly (number | null)[], owner: PlayerId, mine: (id: number) => boolean): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (id === null) continue;
    const card = state.cards[id]!;
    // Tokens are not Magic of anyone's Deck: they vanish.
    if (card.owner === owner && mine(id) && state.catalog[card.passcode]?.frame !== 'token') out.push(card.passcode);
  }
  return out;
}

function mageRow(state: DuelState, mages: readonly ShadowMageState[], m: ShadowMageState): ShadowMageOutcome {
  const side = m.side;
  const pl = state.players[side];
  const magic = m.magic ? new Set(m.magic) : null;
  const mine = (id: number): boolean => magic === null || magic.has(id);
  // A card of this mage may sit in the seat's piles or in any set-aside pile of the team until the next hand-over.
  const team = mages.filter((x) => x.side === side && x.aside);
  const graveyard = [...pl.graveyard, ...team.flatMap((x) => x.aside!.graveyard)];
  const beyond = [...pl.banished, ...team.flatMap((x) => x.aside!.banished)];
  const foe = state.players[side === 0 ? 1 : 0];
  const onField = [...pl.monsters, ...pl.spellTraps, pl.fieldZone, ...foe.monsters, ...foe.spellTraps, ...state.extraMonsterZones];
  const lp = Math.min(m.aside ? m.aside.lp : pl.lp, normalLpOf(m.mage));
  return {
    name: m.mage.name,
    side,
    lp,
    conscious: lp > 0,
    graveyard: passcodesOf(state, graveyard, side, mine),
    beyond: passcodesOf(state, beyond, side, mine),
    returnedToDeck: passcodesOf(state, onField, side, mine),
  };
}

export function combatOutcome(state: DuelState): ShadowOutcome {
  const shadow = state.shadow;
  const over = state.result !== null;
  const winner = over ? state.result!.winner : null;
  if (!shadow) return { over, winner, winners: [], mages: [] };
  const mages = shadow.mages.map((m) => mageRow(state, shadow.mages, m));
  const winners = winner === null ? [] : shadow.mages.filter((m) => m.side === winner).map((m) => m.mage.name);
  return { over, winner, winners, mages };
}
