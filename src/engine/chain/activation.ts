/**
 * Activating cards and effects: the options a player has, placing a Spell/Trap being
 * activated, paying costs, choosing targets and adding the chain link; then priority
 * passes so the other player may respond.
 */
import { zoneRef } from '../text/describe.js';
import { Answers, Resolution } from '../effects/resolution.js';
import { lifePointsChanged } from '../lossChecks.js';
import { scriptIndex } from '../scriptIndex.js';
import { noteOncePerTurn } from '../turnUses.js';
import { cardName, monstersControlledBy, moveCard, opponentOf, staticOf } from '../zones.js';
import { checkActivation } from './checkActivation.js';
import { choicesAvailable, choosesBeforeTargets, effectOf, lpCostOf, scriptFor, speedOf, targetCandidates, tributableMonsters } from './effectLookup.js';
import { runResumable } from './resumable.js';
import type { Tx } from '../tx.js';
import type { EngineContext } from '../context.js';
import type { EffectDef, EffectQuery } from '../effects/api.js';
import type { CardStatic, ChainLink, DuelState, EffectProcess, Option, PendingTrigger, PlayerId } from '../types.js';


function activationLabel(state: DuelState, player: PlayerId, id: number, def: EffectDef): string {
  const name = cardName(state, id);
  const card = state.cards[id]!;
  const where = card.location === 'hand' ? 'from your hand' : `(${zoneRef(state, id, player)})`;
  return def.label ? `${def.label} ${where}` : `Activate ${name} ${where}`;
}

/** Every activation `player` could make now, as options. */
export function activationOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  if (!ctx.scripts || scriptIndex(state, ctx).activatable.size === 0) return;
  const pl = state.players[player];
  // Module-level helper, not a closure: a named closure per call costs a name definition under tsx (keepNames).
  for (const id of pl.hand) activationsOf(state, ctx, player, id, out);
  for (const id of pl.spellTraps) activationsOf(state, ctx, player, id, out);
  activationsOf(state, ctx, player, pl.fieldZone, out);
  for (const id of pl.monsters) activationsOf(state, ctx, player, id, out);
  for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === player) activationsOf(state, ctx, player, id, out);
  // Graveyard effects (Re-Cover): only cards whose script has one are looked at.
  const fromGraveyard = scriptIndex(state, ctx).fromGraveyard;
  if (fromGraveyard.size > 0) for (const id of pl.graveyard) if (fromGraveyard.has(state.cards[id]!.passcode)) activationsOf(state, ctx, player, id, out);
}

/** An Equip Spell Card: the bot plays it in the Main Phase, where a stat-change Quick-Play would be wasted. */
function isEquipSpell(state: DuelState, id: number): boolean {
  const facts = staticOf(state, state.cards[id]!);
  return facts.kind === 'spell' && facts.subtypes.includes('Equip');
}

/** The activations of card `id` (each card sits in one place, so none is listed twice). */
function activationsOf(state: DuelState, ctx: EngineContext, player: PlayerId, id: number | null, out: Option[]): void {
  if (id === null) return;
  const script = scriptFor(state, ctx, id);
  if (!script?.effects) return;
  for (const def of script.effects) {
    if (def.kind === 'trigger' || def.kind === 'flip') continue;
    if (checkActivation(state, ctx, player, id, def.id)) continue;
    const tags = [...(def.categories ?? []), ...(def.targets ? ['targets'] : []), ...(def.cost?.lp || def.cost?.halfLp ? [`lp-cost:${lpCostOf(state, player, def)}`] : []), ...(isEquipSpell(state, id) ? ['equip'] : [])];
    out.push({ id: `activate:${id}:${def.id}`, label: activationLabel(state, player, id, def), action: { type: 'activate', player, card: id, effect: def.id }, tags });
  }
}

/** Places a Spell/Trap being activated and pays costs and targets; pushes the chain link. */
function activationBody(sub: Tx, ctx: EngineContext, process: EffectProcess, answers: Answers, trigger?: PendingTrigger): void {
  const id = process.card;
  const def = effectOf(sub.s, ctx, id, process.effect)!;
  const card = sub.s.cards[id]!;
  const facts = staticOf(sub.s, card);
  const player = process.player;
  const isCardActivation = def.kind === 'spell' || def.kind === 'trap';
  // Where it was activated, before any cost moved it (a card that sends itself as a cost).
  const fromGraveyard = card.location === 'graveyard';
  if (isCardActivation) {
    if (card.location === 'hand') {
      if (facts.subtypes.includes('Field')) placeFieldSpell(sub, id, player);
      else moveCard(sub, id, { to: 'spellTrap', controller: player, faceUp: true });
    } else {
      // A Set Field Spell turned face-up replaces the face-up Field Spell(s) as the format says.
      if (facts.subtypes.includes('Field')) replaceFieldSpells(sub, id, player);
      sub.card(id).faceUp = true;
    }
  }
  const r = new Resolution(sub, ctx, dummyLink(process, def, facts, sub.s.cards[id]!.moves), answers);
  const lpCost = lpCostOf(sub.s, player, def);
  if (lpCost > 0) {
    const p = sub.player(player);
    p.lp = Math.max(0, p.lp - lpCost);
    sub.emit({ type: 'lp-cost', player, amount: lpCost, lp: p.lp });
    lifePointsChanged(sub);
  }
  if (def.cost?.selfCannotAttack) {
    sub.lingering().push({ code: 'cannot-attack', source: facts.passcode, affects: { card: id, moves: card.moves }, value: null, until: 'end-of-turn' });
  }
  for (const code of def.cost?.restrictions ?? []) {
    sub.lingering().push({ code, source: facts.passcode, affects: { player }, value: null, until: 'end-of-turn' });
  }
  const q: EffectQuery = { state: sub.s, self: id, player, ctx, ...(trigger ? { event: trigger.event } : {}) };
  if (def.cost?.discard) payDiscard(sub, r, q, def, facts.name);
  if (def.cost?.removeCounters) r.removeCounters(id, def.cost.removeCounters.counter, def.cost.removeCounters.count);
  if (def.cost?.tribute) {
    const n = def.cost.tribute;
    r.tribute(r.choose({ player, prompt: `Tribute ${n} monster${n === 1 ? '' : 's'} to activate ${facts.name}`, candidates: tributableMonsters(sub.s, ctx, player), min: n, max: n }));
  }
  if (def.cost?.self === 'tribute') r.tribute([id]);
  if (def.cost?.self === 'send-to-graveyard') r.sendToGraveyard([id], 'cost');
  if (def.cost?.self === 'discard') discardSelf(sub, id, player);
  const costCards = def.cost?.custom?.pay(r) ?? [];
  const targets: { id: number; moves: number }[][] = [];
  const taken: number[] = [];
  // "Activate 1 of these effects" where a choice has its own targets: the choice comes first.
  const early = def.declare && choosesBeforeTargets(def) ? declaration(r, q, def.declare, choicesAvailable(sub.s, ctx, q, def)) : undefined;
  for (const slot of def.targets ?? []) {
    if (slot.forChoice !== undefined && slot.forChoice !== early) {
      targets.push([]); // kept empty, so the other slots keep their indices
      continue;
    }
    const candidates = targetCandidates(sub.s, ctx, costCards.length > 0 ? { ...q, paidCostCards: costCards } : q, slot, taken);
    const picked = r.choose({ player, prompt: `Target ${slot.min === slot.max ? slot.min : `${slot.min} to ${slot.max}`} ${slot.what} for ${facts.name}`, candidates, min: slot.min, max: slot.max, hint: targetHint(def) });
    taken.push(...picked);
    targets.push(picked.map((t) => ({ id: t, moves: sub.s.cards[t]!.moves })));
  }
  const declared = early ?? (def.declare ? declaration(r, q, def.declare) : undefined);
  if (def.oncePerTurn) noteOncePerTurn(sub, id, def);
  const link: ChainLink = {
    player,
    card: id,
    effect: def.id,
    speed: speedOf(facts, def),
    targets,
    cardActivation: isCardActivation,
    negated: null,
    event: trigger ? trigger.event : null,
    sourceMoves: sub.s.cards[id]!.moves,
    ...(costCards.length > 0 ? { costCards: [...costCards] } : {}),
    ...(declared === undefined ? {} : { declared }),
    ...(fromGraveyard ? { activatedIn: 'graveyard' as const } : {}),
  };
  sub.chain().push(link);
  sub.emit({ type: 'activate', player, card: id, effect: def.id, link: sub.s.chain.length, targets: taken });
}

/** The activating player's declaration (an index into the labels), asked once costs and targets are chosen. */
function declaration(r: Resolution, q: EffectQuery, declare: NonNullable<EffectDef['declare']>, allowed?: readonly number[]): number {
  const labels = declare.labels(q);
  const [picked] = r.choose({ player: q.player, prompt: declare.prompt, candidates: allowed ? [...allowed] : labels.map((_, i) => i), labels, min: 1, max: 1 });
  return picked ?? 0;
}

/** "Discard this card" as the cost of its own effect (Thunder Dragon). */
function discardSelf(sub: Tx, id: number, player: PlayerId): void {
  moveCard(sub, id, { to: 'graveyard', faceUp: true });
  sub.emit({ type: 'discard', player, card: id, reason: 'cost' });
  sub.emit({ type: 'sent-to-graveyard', card: id, reason: 'cost', from: 'hand' });
}

/** The discard cost: the activator picks the cards (of the kind the card asks for, if any). */
function payDiscard(sub: Tx, r: Resolution, q: EffectQuery, def: EffectDef, name: string): void {
  const count = def.cost!.discard!;
  const only = def.cost!.discardOnly;
  const hand = sub.s.players[q.player].hand.filter((h) => h !== q.self && (!only || only.filter(q, h)));
  const what = only ? only.what : count === 1 ? 'card' : 'cards';
  const picked = r.choose({ player: q.player, prompt: `Discard ${count} ${what} to activate ${name}`, candidates: hand, min: count, max: count });
  for (const h of picked) {
    moveCard(sub, h, { to: 'graveyard', faceUp: true });
    sub.emit({ type: 'discard', player: q.player, card: h, reason: 'cost' });
    sub.emit({ type: 'sent-to-graveyard', card: h, reason: 'cost' });
  }
}

const HARMFUL = new Set(['destroy-monster', 'destroy-spell-trap', 'destroy-trap', 'banish', 'to-hand', 'control', 'negate', 'position', 'damage']);

/** Whether targeting hurts the target (so a bot aims at the opponent) or helps it. */
function targetHint(def: EffectDef): 'harm' | 'help' {
  return (def.categories ?? []).some((c) => HARMFUL.has(c)) ? 'harm' : 'help';
}

function dummyLink(process: EffectProcess, def: EffectDef, facts: CardStatic, moves: number): ChainLink {
  return { player: process.player, card: process.card, effect: def.id, speed: speedOf(facts, def), targets: [], cardActivation: false, negated: null, event: null, sourceMoves: moves };
}

/** A new Field Spell replaces the old one: destroyed (classic, either side) or sent to the Graveyard (modern, own). */
function placeFieldSpell(sub: Tx, id: number, player: PlayerId): void {
  replaceFieldSpells(sub, id, player);
  if (sub.s.players[player].fieldZone !== null) {
    // A face-down Field Spell of the activating player is sent away too.
    const old = sub.s.players[player].fieldZone!;
    moveCard(sub, old, { to: 'graveyard', faceUp: true });
    sub.emit({ type: 'sent-to-graveyard', card: old, reason: 'rule' });
  }
  moveCard(sub, id, { to: 'field', controller: player, faceUp: true });
}

/** The face-up Field Spells a newly activated one (`id`) replaces: destroyed (classic, either side) or sent to the Graveyard (modern, own). */
function replaceFieldSpells(sub: Tx, id: number, player: PlayerId): void {
  const format = sub.s.format;
  const sides: PlayerId[] = format.fieldSpells === 'one-on-field' ? [0, 1] : [player];
  for (const side of sides) {
    const old = sub.s.players[side].fieldZone;
    if (old === null || old === id || !sub.s.cards[old]!.faceUp) continue;
    moveCard(sub, old, { to: 'graveyard', faceUp: true });
    if (format.fieldSpells === 'one-on-field') sub.emit({ type: 'destroyed', card: old, by: 'rule', owner: sub.s.cards[old]!.owner, wasFaceUp: true });
    sub.emit({ type: 'sent-to-graveyard', card: old, reason: format.fieldSpells === 'one-on-field' ? 'destroyed' : 'rule', from: 'field' });
  }
}

/** Starts (or resumes) an activation; when done, priority passes for a response. */
export function activate(tx: Tx, ctx: EngineContext, process: EffectProcess, trigger?: PendingTrigger): boolean {
  const done = runResumable(tx, process, (sub, answers) => activationBody(sub, ctx, process, answers, trigger));
  if (!done || tx.s.result) return false;
  if (!tx.s.window) tx.s.window = { kind: 'open', event: null, resume: { to: 'open' } };
  return true;
}

/** After a link is added (and no triggers are waiting), the other player may respond. */
export function offerResponse(tx: Tx, after: PlayerId): void {
  tx.s.pending = { kind: 'respond', player: opponentOf(after), window: tx.s.window?.kind ?? 'open', passes: 0 };
}
