/**
 * Standby Phase maintenance costs ("during each of your Standby Phases, pay 100 Life Points
 * or destroy this card": Messenger of Peace, Mask of Brutality). As the turn player's Standby
 * Phase begins, before anyone may act in it, each face-up card of theirs with a
 * 'standby-maintenance' effect asks them to pay; paying keeps the card, not paying (or not
 * being able to) destroys it. This is no effect activation: it is not a Chain Link, nothing
 * can respond to it, and it comes before the Standby Phase's trigger effects are put on a
 * Chain. A card whose effects are negated then (a Trap under Royal Decree or Jinzo) asks
 * nothing, as its effect does not apply.
 *
 * The cards already settled this turn are kept in the turn record (`maintained`), so a Chain
 * built later in the Standby Phase does not ask again.
 */
import { activeSources } from './activeEffects.js';
import { openState } from './flow.js';
import { cardName, sendToGraveyard } from './zones.js';
import type { EngineContext } from './context.js';
import type { EffectValues } from './effects/codes.js';
import type { Tx } from './tx.js';
import type { DuelState, PlayerId } from './types.js';

type Upkeep = EffectValues['standby-maintenance'];

/** Is the turn player's Standby Phase open with nothing happening, so maintenance may be asked now? */
export function maintenanceMayBeDue(state: DuelState): boolean {
  return state.phase === 'standby' && state.chain.length === 0 && state.stage === 'idle' && state.window?.kind === 'open';
}

/** The next of the turn player's face-up cards whose maintenance is due and not settled this turn. */
function nextDue(state: DuelState, ctx: EngineContext): { id: number; upkeep: Upkeep } | null {
  const tp = state.turnPlayer;
  const settled = state.turnRecord.maintained ?? [];
  for (const s of activeSources(state, ctx, ['standby-maintenance'])) {
    if (s.effect.code !== 'standby-maintenance' || state.cards[s.id]!.controller !== tp || settled.includes(s.id)) continue;
    const upkeep = s.effect.value ? s.effect.value(state, s.id, { card: s.id }) : {};
    return { id: s.id, upkeep };
  }
  return null;
}

/** The cards `player` controls holding at least one `counter` (face-up, on the field). */
function counterHolders(state: DuelState, player: PlayerId, counter: string): number[] {
  const p = state.players[player];
  const out: number[] = [];
  for (const id of [...p.monsters, ...p.spellTraps, p.fieldZone]) {
    if (id !== null && state.cards[id]!.faceUp && (state.cards[id]!.counters[counter] ?? 0) > 0) out.push(id);
  }
  return out;
}

function canPay(state: DuelState, player: PlayerId, upkeep: Upkeep): boolean {
  if (upkeep.lp !== undefined && state.players[player].lp < upkeep.lp) return false;
  return upkeep.counter === undefined || counterHolders(state, player, upkeep.counter).length > 0;
}

function costWords(upkeep: Upkeep): string {
  const parts = [upkeep.lp !== undefined ? `pay ${upkeep.lp} LP` : null, upkeep.counter !== undefined ? `remove 1 ${upkeep.counter} Counter from a card you control` : null];
  return parts.filter((p) => p !== null).join(' and ');
}

/**
 * Settles the turn player's maintenance costs one card at a time: 'asking' while a question is
 * open (the player's answer comes back through the 'maintenance' process), 'settled' when it
 * settled at least one card (the Standby Phase's window is then open again), 'none' when
 * nothing was due.
 */
export function settleMaintenance(tx: Tx, ctx: EngineContext): 'asking' | 'settled' | 'none' {
  let settled = false;
  for (let guard = 0; guard < 100; guard++) {
    const due = nextDue(tx.s, ctx);
    if (!due) return settled ? 'settled' : 'none';
    const tp = tx.s.turnPlayer;
    const payable = canPay(tx.s, tp, due.upkeep);
    const asked = tx.s.process?.kind === 'maintenance' && tx.s.process.card === due.id ? tx.s.process.answers : [];
    // A cost that is "not optional" is paid without asking: its answer is yes.
    const answers = due.upkeep.mandatory ? [[1], ...asked] : asked;
    if (payable && answers.length === 0) return ask(tx, due.id, due.upkeep);
    settled = true;
    const holders = due.upkeep.counter !== undefined ? counterHolders(tx.s, tp, due.upkeep.counter) : [];
    const paying = payable && answers[0]![0] === 1;
    if (paying && holders.length > 1 && answers.length < 2) return askHolder(tx, due.id, due.upkeep.counter!, holders, asked);
    if (paying) pay(tx, due.upkeep, holders.length > 1 ? answers[1]![0]! : holders[0]);
    else destroyUnpaid(tx, due.id);
    tx.s.process = null;
    const record = tx.turnRecord();
    record.maintained = [...(record.maintained ?? []), due.id];
    if (!tx.s.pending) openState(tx);
  }
  throw new Error('maintenance costs did not settle');
}

function ask(tx: Tx, id: number, upkeep: Upkeep): 'asking' {
  const player = tx.s.turnPlayer;
  tx.s.process = { kind: 'maintenance', player, card: id, answers: [] };
  tx.s.pending = { kind: 'yes-no', player, prompt: `${cardName(tx.s, id)}: ${costWords(upkeep)} to keep it? (If you do not, it is destroyed.)` };
  return 'asking';
}

function askHolder(tx: Tx, id: number, counter: string, holders: readonly number[], asked: readonly (readonly number[])[]): 'asking' {
  const player = tx.s.turnPlayer;
  tx.s.process = { kind: 'maintenance', player, card: id, answers: asked };
  tx.s.pending = { kind: 'choose', player, prompt: `${cardName(tx.s, id)}: remove 1 ${counter} Counter from which card?`, candidates: holders, min: 1, max: 1, picked: [] };
  return 'asking';
}

function pay(tx: Tx, upkeep: Upkeep, holder: number | undefined): void {
  const tp = tx.s.turnPlayer;
  if (upkeep.lp !== undefined && upkeep.lp > 0) {
    const p = tx.player(tp);
    p.lp = Math.max(0, p.lp - upkeep.lp);
    tx.emit({ type: 'lp-cost', player: tp, amount: upkeep.lp, lp: p.lp });
  }
  if (upkeep.counter !== undefined && holder !== undefined) {
    const c = tx.card(holder);
    const left = Math.max(0, (c.counters[upkeep.counter] ?? 0) - 1);
    c.counters = { ...c.counters, [upkeep.counter]: left };
    tx.emit({ type: 'counter', card: holder, counter: upkeep.counter, count: left });
  }
}

/** The cost was not paid: the rules destroy the card (not an effect activation). */
function destroyUnpaid(tx: Tx, id: number): void {
  const card = tx.s.cards[id]!;
  const { owner, faceUp } = card;
  sendToGraveyard(tx, id);
  tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp: faceUp });
  tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed' });
}
