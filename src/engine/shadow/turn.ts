/**
 * What happens by itself at the start and end of a mage's turn in a shadow duel: the Gain
 * Phase's Magic Points, the Divine Magic roll (and Exodia), the cap on MP kept, and in a
 * tag duel the hand-over to the next mage of the team.
 */
import { nextInt } from '../prng.js';
import { sendToGraveyard } from '../zones.js';
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { capMagicPoints, gainMagicPoints } from './magicPoints.js';
import { activeMage, updateMage } from './state.js';
import { switchTeamMage } from './teams.js';

/** The five pieces of Exodia the Forbidden One (shadow.divine). */
export const EXODIA_PIECES: readonly number[] = [33396948, 7902349, 70903634, 44519536, 8124921];

export function shadowTurnStart(tx: Tx, side: PlayerId): void {
  if (!tx.s.shadow) return;
  switchTeamMage(tx, side);
  gainMagicPoints(tx, side);
  rollForDivineMagic(tx, side);
}

export function shadowTurnEnd(tx: Tx, side: PlayerId): void {
  capMagicPoints(tx, side);
}

/** Locked Divine Magic of the mage: in their Divine list, not yet unlocked. */
function lockedDivine(tx: Tx, side: PlayerId): number[] {
  const mage = activeMage(tx.s, side);
  if (!mage) return [];
  return (mage.mage.divine ?? []).filter((p, i, all) => !mage.unlocked.includes(p) && all.indexOf(p) === i);
}

/**
 * A d20 at the start of the turn while the mage holds locked Divine Magic: a 20 unlocks the
 * first locked one in the order of their list (ours: 001 lets the mage choose; the sheet's
 * order is that choice made in advance).
 */
function rollForDivineMagic(tx: Tx, side: PlayerId): void {
  const rules = tx.s.format.shadow!;
  const locked = lockedDivine(tx, side);
  const mage = activeMage(tx.s, side)!;
  if (locked.length === 0) return;
  const value = nextInt(tx.prng(), rules.divineRoll.die) + 1;
  const success = value >= rules.divineRoll.unlockOn;
  const unlocked = success ? locked[0]! : undefined;
  tx.emit({ type: 'shadow-roll', player: side, mage: mage.mage.name, roll: 'divine', value, target: rules.divineRoll.unlockOn, success, ...(unlocked !== undefined ? { unlocked } : {}) });
  if (unlocked === undefined) return;
  const now = [...mage.unlocked, unlocked];
  updateMage(tx, tx.s.shadow!.active[side], { unlocked: now });
  if (EXODIA_PIECES.every((p) => now.includes(p))) unleashExodia(tx, side, mage.mage.name);
}

/** 001: all five pieces unlocked destroy every opposing card in play and set their LP to 0. */
function unleashExodia(tx: Tx, side: PlayerId, name: string): void {
  const foe: PlayerId = side === 0 ? 1 : 0;
  tx.emit({ type: 'exodia-unleashed', player: side, mage: name });
  const pl = tx.s.players[foe];
  const inPlay = [...pl.monsters, ...pl.spellTraps, pl.fieldZone].filter((id): id is number => id !== null);
  for (const id of inPlay) {
    const card = tx.s.cards[id]!;
    const wasFaceUp = card.faceUp;
    const from = card.location;
    sendToGraveyard(tx, id);
    tx.emit({ type: 'destroyed', card: id, by: 'rule', owner: card.owner, wasFaceUp });
    if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
  }
  const p = tx.player(foe);
  const lost = p.lp;
  p.lp = 0;
  tx.emit({ type: 'lp-cost', player: foe, amount: lost, lp: 0, lost: true });
}
