/**
 * Chains: activating cards and effects, Spell Speeds, priority, resolving links from the
 * last one down, trigger effects (placed in the rulebook's order for simultaneous ones),
 * and the response windows that open after summons, attack declarations, before damage
 * calculation and at the end of a phase.
 *
 * Activations and resolutions that need a player's choice are re-run from their start
 * with the answers so far (see effects/resolution.ts), inside a nested transaction that
 * is thrown away when a question has to be asked.
 */
import { nameFor, zoneRef } from './text/describe.js';
import { Answers, NeedChoice, Resolution } from './effects/resolution.js';
import { activeSources, cannotBeTargeted, destroyedByEvent, forcedDefense, playerFlag } from './continuous.js';
import { reject } from './rejections.js';
import { checkLifePoints } from './flow.js';
import { DuelEnded, lifePointsChanged } from './stateChecks.js';
import { alreadyOnChain } from './oncePerChain.js';
import { keepPartialRun, undoPartialRun } from './partialRun.js';
import { scriptIndex } from './scriptIndex.js';
import { Tx } from './tx.js';
import { cardName, isMonsterZone, isOnField, moveCard, opponentOf, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { CardScript, EffectDef, EffectQuery, SpellSpeed, TargetSlot } from './effects/api.js';
import type {
  CardStatic,
  ChainLink,
  DuelEvent,
  DuelState,
  Option,
  PendingTrigger,
  PlayerId,
  Process,
  Rejection,
  ResponseWindow,
  Resume,
} from './types.js';

export function scriptFor(state: DuelState, ctx: EngineContext, id: number): CardScript | undefined {
  const card = state.cards[id];
  return card && ctx.scripts ? ctx.scripts(card.passcode) : undefined;
}

export function effectOf(state: DuelState, ctx: EngineContext, id: number, effect: string): EffectDef | undefined {
  return scriptFor(state, ctx, id)?.effects?.find((e) => e.id === effect);
}

export function speedOf(facts: CardStatic, def: EffectDef): SpellSpeed {
  if (def.speed) return def.speed;
  if (def.kind === 'quick') return 2;
  if (def.kind === 'trap') return facts.subtypes.includes('Counter') ? 3 : 2;
  if (def.kind === 'spell') return facts.subtypes.includes('Quick-Play') ? 2 : 1;
  return 1;
}

const isQuickPlay = (f: CardStatic): boolean => f.kind === 'spell' && f.subtypes.includes('Quick-Play');
const staysOnField = (f: CardStatic): boolean =>
  f.subtypes.includes('Continuous') || f.subtypes.includes('Equip') || f.subtypes.includes('Field');

function usedKey(state: DuelState, id: number, def: EffectDef): string {
  return def.oncePerTurn === 'name' ? `name:${state.cards[id]!.passcode}:${def.id}` : `card:${id}:${def.id}`;
}

/** Candidates for one target slot, leaving out cards already chosen for earlier slots. */
export function targetCandidates(state: DuelState, ctx: EngineContext, q: EffectQuery, slot: TargetSlot, taken: readonly number[]): number[] {
  const out: number[] = [];
  const sides: PlayerId[] = slot.side === 'own' ? [q.player] : slot.side === 'opponent' ? [opponentOf(q.player)] : [q.player, opponentOf(q.player)];
  for (const side of sides) {
    const pl = state.players[side];
    const pools: (number | null)[][] = [];
    for (const from of slot.from) {
      if (from === 'field' || from === 'monsters') pools.push(pl.monsters, state.extraMonsterZones.filter((id) => id !== null && state.cards[id]!.controller === side));
      if (from === 'field' || from === 'spellTraps') pools.push(pl.spellTraps, [pl.fieldZone]);
      if (from === 'graveyard') pools.push(pl.graveyard);
      if (from === 'hand') pools.push(pl.hand);
    }
    for (const pool of pools) {
      for (const id of pool) {
        if (id === null || (id === q.self && !slot.includeSelf) || taken.includes(id) || out.includes(id)) continue;
        if (isOnField(state.cards[id]!.location) && cannotBeTargeted(state, ctx, id, q.player)) continue;
        if (slot.filter && !slot.filter(q, id)) continue;
        out.push(id);
      }
    }
  }
  return out;
}

function targetsAvailable(state: DuelState, ctx: EngineContext, q: EffectQuery, slots: readonly TargetSlot[]): boolean {
  const taken: number[] = [];
  for (const slot of slots) {
    const c = targetCandidates(state, ctx, q, slot, taken);
    if (c.length < slot.min) return false;
    taken.push(...c.slice(0, slot.min));
  }
  return true;
}

/** The window a response happens in, or 'main' for an open Main Phase / Battle Step decision. */
function currentTiming(state: DuelState): ResponseWindow | 'main' | 'battle' | null {
  const p = state.pending;
  if (!p) return null;
  if (p.kind === 'main') return 'main';
  if (p.kind === 'battle') return 'battle';
  if (p.kind === 'respond') return p.window;
  return null;
}

/**
 * Can `player` activate `effect` of `card` right now? The one check behind both the
 * option list and `apply` (timing, Spell Speed, place, condition, cost, targets).
 */
export function checkActivation(state: DuelState, ctx: EngineContext, player: PlayerId, cardId: number, effectId: string): Rejection | null {
  const card = state.cards[cardId];
  if (!card) return reject('NO_SUCH_CARD', `There is no card #${cardId} in this duel.`);
  const def = effectOf(state, ctx, cardId, effectId);
  if (!def) return reject('NO_SUCH_EFFECT', `${nameFor(state, cardId, player)} has no effect you can activate like that.`);
  if (def.kind === 'trigger' || def.kind === 'flip') {
    return reject('NO_SUCH_EFFECT', `That effect of ${nameFor(state, cardId, player)} activates by itself when its event happens; it cannot be activated at will.`);
  }
  const facts = staticOf(state, card);
  const timing = currentTiming(state);
  if (timing === null) return reject('WRONG_DECISION', 'Nothing can be activated right now.');
  const mine = card.controller === player && (isOnField(card.location) || card.owner === player);
  if (!mine || (card.location !== 'hand' && !isOnField(card.location))) {
    return reject('NOT_YOUR_CARD', `${nameFor(state, cardId, player)} is not a card you can use.`);
  }
  const ownTurn = state.turnPlayer === player;
  const ownMain = ownTurn && (state.phase === 'main1' || state.phase === 'main2');
  const speed = speedOf(facts, def);
  const name = facts.name;

  // Where the card must be, and how it may be activated from there.
  if (def.kind === 'spell') {
    if (facts.kind !== 'spell') return reject('NO_SUCH_EFFECT', `${name} is not a Spell Card.`);
    if (card.location === 'hand') {
      if (isQuickPlay(facts) && !ownTurn) {
        return reject('QUICK_PLAY_FROM_HAND', `A Quick-Play Spell can be activated from the hand only during your own turn; Set ${name} first to use it on your opponent's turn.`);
      }
      const isField = facts.subtypes.includes('Field');
      if (!isField && !state.players[player].spellTraps.includes(null)) {
        return reject('SPELL_TRAP_ZONES_FULL', `All your Spell & Trap Zones are full, so ${name} has nowhere to be activated.`);
      }
    } else if (card.location === 'spellTrap' || card.location === 'field') {
      if (card.faceUp) return reject('ALREADY_ACTIVE', `${name} is already face-up on the field.`);
      if (isQuickPlay(facts) && card.arrivedTurn === state.turn) {
        return reject('SET_THIS_TURN_SPELL', `${name} was Set this turn; a Set Quick-Play Spell cannot be activated until a later turn.`);
      }
    } else {
      return reject('NOT_YOUR_CARD', `${name} must be in your hand or Set on your field to be activated.`);
    }
    // In your own Main Phase the refusal is about Spell Speed (responding to a chain or an event), checked below.
    if (speed === 1 && !ownMain) {
      return reject('SPELL_NEEDS_MAIN_PHASE', `${name} is a Spell of Spell Speed 1: it can be activated only in your own Main Phase when nothing else is happening.`);
    }
  } else if (def.kind === 'trap') {
    if (facts.kind !== 'trap') return reject('NO_SUCH_EFFECT', `${name} is not a Trap Card.`);
    if (card.location !== 'spellTrap' || card.faceUp) {
      return reject('TRAP_NOT_SET', `A Trap must be Set face-down first and can be activated from a later turn on; ${name} is not Set.`);
    }
    if (card.arrivedTurn === state.turn) {
      return reject('TRAP_SET_THIS_TURN', `${name} was Set this turn; a Trap cannot be activated in the turn it was Set.`);
    }
  } else {
    // Monster effects and effects of face-up Spells/Traps already on the field.
    if (!isOnField(card.location) || !card.faceUp || (facts.kind === 'monster' && !isMonsterZone(card.location))) {
      return reject('NOT_FACE_UP', `${name} must be face-up ${facts.kind === 'monster' ? 'in a Monster Zone' : 'on the field'} to use that effect.`);
    }
    if (def.kind === 'ignition' && !(ownMain && timing === 'main' && state.chain.length === 0)) {
      return reject('IGNITION_NEEDS_MAIN_PHASE', `That effect of ${name} is an Ignition effect: only in your own Main Phase when nothing else is happening.`);
    }
  }

  // Spell Speed against the chain, and Damage Step limits.
  if (state.chain.length > 0) {
    const top = state.chain[state.chain.length - 1]!;
    if (speed < 2 || speed < top.speed) {
      return reject('SPELL_SPEED_TOO_LOW', `${name} has Spell Speed ${speed}; a response to Chain Link ${state.chain.length} (Spell Speed ${top.speed}) needs Spell Speed ${Math.max(2, top.speed)} or higher.`);
    }
  } else if (timing !== 'main' && speed < 2) {
    return reject('SPELL_SPEED_TOO_LOW', `${name} has Spell Speed 1; it can only start a chain in your own open Main Phase.`);
  }
  if (timing === 'after-damage' && !(speed === 3 && state.chain.length > 0)) {
    // Both rulebooks: even Counter Traps and ATK/DEF changers only "up until the start of damage calculation";
    // after it, only a Counter Trap answering an effect that damage calculation set off.
    return reject('DAMAGE_STEP_LIMIT', `Damage calculation is over: cards may be activated in the Damage Step only up to its start, so ${name} cannot be activated now.`);
  }
  if (timing === 'damage-step' && speed !== 3 && !def.damageStep) {
    return reject('DAMAGE_STEP_LIMIT', `During the Damage Step only Counter Traps and cards that directly change ATK or DEF may be activated; ${name} is neither.`);
  }

  // The card's own conditions, once-per-turn limits, locks, costs and targets.
  if (alreadyOnChain(state, cardId, def)) {
    return reject('ONCE_PER_CHAIN', `That effect of ${name} is already on this chain; the same effect of the same card can be activated only once per chain.`);
  }
  if (def.oncePerTurn && state.usedThisTurn.includes(usedKey(state, cardId, def))) {
    return reject('ONCE_PER_TURN', `That effect of ${name} can be used only once per turn.`);
  }
  if (state.lingering.some((l) => l.kind === 'name-lock' && l.player === player && l.name === name)) {
    return reject('NAME_LOCKED', `An effect this turn stops you from activating cards named ${name}.`);
  }
  const q: EffectQuery = { state, self: cardId, player, ctx };
  if (def.condition && !def.condition(q)) {
    return reject('CONDITION_NOT_MET', `${name} cannot be activated now: what it needs is not there.`);
  }
  if (def.cost?.lp !== undefined && state.players[player].lp < def.cost.lp) {
    return reject('CANNOT_PAY_COST', `${name} costs ${def.cost.lp} LP and you have ${state.players[player].lp}.`);
  }
  if (def.cost?.discard !== undefined) {
    const others = state.players[player].hand.filter((id) => id !== cardId).length;
    if (others < def.cost.discard) return reject('CANNOT_PAY_COST', `${name} needs you to discard ${def.cost.discard} card${def.cost.discard === 1 ? '' : 's'}.`);
  }
  if (def.targets && !targetsAvailable(state, ctx, q, def.targets)) {
    return reject('NO_TARGETS', `${name} needs ${def.targets.map((t) => `${t.min} ${t.what}`).join(' and ')} to target, and there are not enough.`);
  }
  return null;
}

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
  const seen = new Set<number>();
  const consider = (id: number | null): void => {
    if (id === null || seen.has(id)) return;
    seen.add(id);
    const script = scriptFor(state, ctx, id);
    if (!script?.effects) return;
    for (const def of script.effects) {
      if (def.kind === 'trigger' || def.kind === 'flip') continue;
      if (checkActivation(state, ctx, player, id, def.id)) continue;
      const tags = [...(def.categories ?? []), ...(def.targets ? ['targets'] : []), ...(def.cost?.lp ? [`lp-cost:${def.cost.lp}`] : [])];
      out.push({ id: `activate:${id}:${def.id}`, label: activationLabel(state, player, id, def), action: { type: 'activate', player, card: id, effect: def.id }, tags });
    }
  };
  for (const id of pl.hand) consider(id);
  for (const id of pl.spellTraps) consider(id);
  consider(pl.fieldZone);
  for (const id of pl.monsters) consider(id);
  for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === player) consider(id);
}

/** Runs `body` on a nested transaction; asks the player when it needs a choice. */
function runResumable(tx: Tx, process: Process, body: (sub: Tx, answers: Answers) => void): boolean {
  if (process.restore) {
    undoPartialRun(tx, process.restore);
    process = { ...process };
    delete process.restore;
  }
  const sub = new Tx(tx.s);
  try {
    body(sub, new Answers(process.answers));
  } catch (e) {
    if (e instanceof DuelEnded) {
      // A player lost in the middle of it: what happened up to then stands, nothing after.
      tx.adopt(sub);
      tx.s.process = null;
      return true;
    }
    if (e instanceof NeedChoice) {
      const restore = keepPartialRun(tx, sub);
      tx.s.process = restore ? { ...process, restore } : process;
      tx.s.pending = e.decision;
      return false;
    }
    throw e;
  }
  tx.adopt(sub);
  tx.s.process = null;
  return true;
}

/** Places a Spell/Trap being activated and pays costs and targets; pushes the chain link. */
function activationBody(sub: Tx, ctx: EngineContext, process: Process, answers: Answers, trigger?: PendingTrigger): void {
  const id = process.card;
  const def = effectOf(sub.s, ctx, id, process.effect)!;
  const card = sub.s.cards[id]!;
  const facts = staticOf(sub.s, card);
  const player = process.player;
  const isCardActivation = def.kind === 'spell' || def.kind === 'trap';
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
  if (def.cost?.lp) {
    const p = sub.player(player);
    p.lp = Math.max(0, p.lp - def.cost.lp);
    sub.emit({ type: 'lp-cost', player, amount: def.cost.lp, lp: p.lp });
    lifePointsChanged(sub);
  }
  for (const flag of def.cost?.flags ?? []) {
    sub.lingering().push({ kind: 'player', player, flag, until: 'end-of-turn', source: facts.passcode });
  }
  if (def.cost?.discard) {
    const hand = sub.s.players[player].hand.filter((h) => h !== id);
    const picked = r.choose({ player, prompt: `Discard ${def.cost.discard} card${def.cost.discard === 1 ? '' : 's'} to activate ${facts.name}`, candidates: hand, min: def.cost.discard, max: def.cost.discard });
    for (const h of picked) {
      moveCard(sub, h, { to: 'graveyard', faceUp: true });
      sub.emit({ type: 'discard', player, card: h, reason: 'cost' });
      sub.emit({ type: 'sent-to-graveyard', card: h, reason: 'cost' });
    }
  }
  const q: EffectQuery = { state: sub.s, self: id, player, ctx, ...(trigger ? { event: trigger.event } : {}) };
  const targets: { id: number; moves: number }[][] = [];
  const taken: number[] = [];
  for (const slot of def.targets ?? []) {
    const candidates = targetCandidates(sub.s, ctx, q, slot, taken);
    const picked = r.choose({ player, prompt: `Target ${slot.min === slot.max ? slot.min : `${slot.min} to ${slot.max}`} ${slot.what} for ${facts.name}`, candidates, min: slot.min, max: slot.max, hint: targetHint(def) });
    taken.push(...picked);
    targets.push(picked.map((t) => ({ id: t, moves: sub.s.cards[t]!.moves })));
  }
  if (def.oncePerTurn) sub.usedThisTurn().push(usedKey(sub.s, id, def));
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
  };
  sub.chain().push(link);
  sub.emit({ type: 'activate', player, card: id, effect: def.id, link: sub.s.chain.length, targets: taken });
}

const HARMFUL = new Set(['destroy-monster', 'destroy-spell-trap', 'destroy-trap', 'banish', 'to-hand', 'control', 'negate', 'position', 'damage']);

/** Whether targeting hurts the target (so a bot aims at the opponent) or helps it. */
function targetHint(def: EffectDef): 'harm' | 'help' {
  return (def.categories ?? []).some((c) => HARMFUL.has(c)) ? 'harm' : 'help';
}

function dummyLink(process: Process, def: EffectDef, facts: CardStatic, moves: number): ChainLink {
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
export function activate(tx: Tx, ctx: EngineContext, process: Process, trigger?: PendingTrigger): boolean {
  const done = runResumable(tx, process, (sub, answers) => activationBody(sub, ctx, process, answers, trigger));
  if (!done || tx.s.result) return false;
  if (!tx.s.window) tx.s.window = { kind: 'open', event: null, resume: { to: 'open' } };
  return true;
}

/** After a link is added (and no triggers are waiting), the other player may respond. */
export function offerResponse(tx: Tx, after: PlayerId): void {
  tx.s.pending = { kind: 'respond', player: opponentOf(after), window: tx.s.window?.kind ?? 'open', passes: 0 };
}

/** Resolves the chain from its last link down, stopping when a choice is needed. */
export function resolveChain(tx: Tx, ctx: EngineContext): boolean {
  while (tx.s.chain.length > 0) {
    if (tx.s.result) return true;
    const index = tx.s.chain.length - 1;
    const link = tx.s.chain[index]!;
    const process: Process = tx.s.process?.kind === 'resolve' ? tx.s.process : { kind: 'resolve', player: link.player, card: link.card, effect: link.effect, answers: [] };
    if (!tx.s.process) tx.s.lastActionStart = tx.s.eventCount;
    const done = runResumable(tx, process, (sub, answers) => resolveLink(sub, ctx, index, answers));
    if (!done) return false;
    sub_afterLink(tx, ctx);
  }
  tx.emit({ type: 'chain-end' });
  return true;
}

function sub_afterLink(tx: Tx, ctx: EngineContext): void {
  // A draw from an empty Deck loses as soon as the effect that drew has applied.
  if (checkLifePoints(tx)) return;
  stateChecks(tx, ctx);
  collectTriggers(tx, ctx);
}

function resolveLink(sub: Tx, ctx: EngineContext, index: number, answers: Answers): void {
  const link = sub.s.chain[index]!;
  const card = sub.s.cards[link.card]!;
  const facts = staticOf(sub.s, card);
  sub.emit({ type: 'resolve', link: index + 1, card: link.card, effect: link.effect, negated: link.negated });
  const def = effectOf(sub.s, ctx, link.card, link.effect);
  if (link.negated === null && def) {
    def.resolve(new Resolution(sub, ctx, link, answers));
  }
  const after = sub.s.cards[link.card]!;
  if (link.cardActivation && isOnField(after.location) && after.moves === link.sourceMoves) {
    // Only a negated activation sends a Continuous, Field or Equip card away; if just its effect was negated it stays.
    const stays = staysOnField(facts) && link.negated !== 'activation';
    const equipFailed = facts.subtypes.includes('Equip') && after.equippedTo === null;
    if (!stays || equipFailed) {
      const from = after.location;
      moveCard(sub, link.card, { to: 'graveyard', faceUp: true });
      if (link.negated === 'activation') sub.emit({ type: 'destroyed', card: link.card, by: 'effect', owner: after.owner, wasFaceUp: true });
      sub.emit({ type: 'sent-to-graveyard', card: link.card, reason: link.negated === 'activation' ? 'destroyed' : 'resolved', from });
    }
  }
  sub.chain().pop();
}

/** Rules that apply by themselves: Equip Cards without a proper monster, Toons without Toon World, empty-Deck draws. */
export function stateChecks(tx: Tx, ctx: EngineContext): void {
  const index = scriptIndex(tx.s, ctx);
  if (index.activatable.size === 0 && index.continuous.size === 0) return;
  if (index.continuous.size > 0) {
    destroyByEvents(tx, ctx);
    forceDefensePositions(tx, ctx);
  }
  for (let guard = 0; guard < 50; guard++) {
    let changed = false;
    for (const p of tx.s.players) {
      for (const id of p.spellTraps) {
        if (id === null) continue;
        const card = tx.s.cards[id]!;
        if (card.equippedTo === null || !card.faceUp) continue;
        const m = tx.s.cards[card.equippedTo]!;
        const script = scriptFor(tx.s, ctx, id);
        const valid = isMonsterZone(m.location) && m.faceUp && (!script?.equipTo || script.equipTo({ state: tx.s, self: id, player: card.controller, ctx }, m.id));
        if (!valid) {
          const owner = card.owner;
          moveCard(tx, id, { to: 'graveyard', faceUp: true });
          tx.emit({ type: 'destroyed', card: id, by: 'rule', owner, wasFaceUp: true });
          tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from: 'spellTrap' });
          changed = true;
        }
      }
    }
    if (!changed) return;
  }
}

/** Continuous effects that destroy their own card when something happens (a Toon when "Toon World" is destroyed). */
function destroyByEvents(tx: Tx, ctx: EngineContext): void {
  // The events not yet looked at for triggers are the ones that just happened.
  for (let i = tx.scanned; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    if (event.type !== 'destroyed') continue;
    for (const id of destroyedByEvent(tx.s, ctx, event)) {
      const card = tx.s.cards[id]!;
      if (!isOnField(card.location)) continue;
      const owner = card.owner;
      const from = card.location;
      const wasFaceUp = card.faceUp;
      moveCard(tx, id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'graveyard', faceUp: true });
      tx.emit({ type: 'destroyed', card: id, by: 'effect', owner, wasFaceUp });
      if (tx.s.cards[id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
    }
  }
}

/** Monsters a Continuous effect keeps in Defense Position are turned to it (Dragon Capture Jar). */
function forceDefensePositions(tx: Tx, ctx: EngineContext): void {
  if (!activeSources(tx.s, ctx).some((s) => s.effect.forceDefense)) return;
  for (const p of tx.s.players) {
    for (const id of p.monsters) {
      if (id === null) continue;
      const card = tx.s.cards[id]!;
      if (!card.faceUp || card.position !== 'attack' || !forcedDefense(tx.s, ctx, id)) continue;
      tx.card(id).position = 'defense';
      tx.emit({ type: 'position', player: card.controller, card: id, position: 'defense', from: 'attack', wasFaceUp: true });
    }
  }
}

// --- Trigger effects

function triggerLocationOk(state: DuelState, id: number, def: EffectDef): boolean {
  const card = state.cards[id]!;
  if (def.triggersFrom) return def.triggersFrom.includes(card.location);
  // A monster's effects work only in a Monster Zone (not while it is an Equip Card in a Spell & Trap Zone).
  if (def.kind === 'flip' || staticOf(state, card).kind === 'monster') return isMonsterZone(card.location) && card.faceUp;
  return isOnField(card.location) && card.faceUp;
}

function flipTriggered(event: DuelEvent, self: number): boolean {
  return (event.type === 'flip' && event.card === self) || (event.type === 'flip-summon' && event.card === self);
}

/** Looks at the events since the last look and queues every trigger effect they set off. */
export function collectTriggers(tx: Tx, ctx: EngineContext): void {
  if (!ctx.scripts) return;
  const from = tx.scanned;
  tx.scanned = tx.events.length;
  if (from >= tx.events.length) return;
  const withTriggers = scriptIndex(tx.s, ctx).triggers;
  if (withTriggers.size === 0) return;
  const holders: number[] = [];
  for (const card of tx.s.cards) {
    if (card.location === 'deck' || card.location === 'gone') continue;
    if (withTriggers.has(card.passcode)) holders.push(card.id);
  }
  if (holders.length === 0) return;
  for (let i = from; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    for (const id of holders) {
      const script = scriptFor(tx.s, ctx, id)!;
      for (const def of script.effects!) {
        if (def.kind !== 'trigger' && def.kind !== 'flip') continue;
        const player = tx.s.cards[id]!.controller;
        const q: EffectQuery = { state: tx.s, self: id, player, event, ctx };
        const fires = def.triggersOn ? def.triggersOn(q, event) : def.kind === 'flip' && flipTriggered(event, id);
        if (!fires || !triggerLocationOk(tx.s, id, def)) continue;
        if (def.oncePerTurn && tx.s.usedThisTurn.includes(usedKey(tx.s, id, def))) continue;
        if (tx.s.triggers.some((t) => t.card === id && t.effect === def.id)) continue;
        tx.triggers().push({ card: id, effect: def.id, player, mandatory: !def.optional, when: !!def.when, event });
      }
    }
  }
}

/** Which pending trigger group goes on the chain next, in the format's order. */
function nextTriggerGroup(state: DuelState): PendingTrigger[] {
  const tp = state.turnPlayer;
  const opp = opponentOf(tp);
  const groups: ((t: PendingTrigger) => boolean)[] =
    state.format.simultaneousTriggers === 'mandatory-then-optional'
      ? [(t) => t.player === tp && t.mandatory, (t) => t.player === opp && t.mandatory, (t) => t.player === tp && !t.mandatory, (t) => t.player === opp && !t.mandatory]
      : [(t) => t.player === tp, (t) => t.player === opp];
  // The Flip effect of a monster flipped by an attack waits until after damage calculation.
  const ready = state.window?.kind === 'damage-step' ? state.triggers.filter((t) => !(t.event.type === 'flip' && t.event.reason === 'attacked')) : state.triggers;
  for (const g of groups) {
    const members = ready.filter(g);
    if (members.length > 0) return members;
  }
  return [];
}

/** Can a queued trigger still be activated (name locks, once per turn, its condition, targets)? */
function triggerCanActivate(state: DuelState, ctx: EngineContext, t: PendingTrigger): boolean {
  const def = effectOf(state, ctx, t.card, t.effect);
  if (!def) return false;
  const name = cardName(state, t.card);
  if (state.lingering.some((l) => l.kind === 'name-lock' && l.player === t.player && l.name === name)) return false;
  if (def.oncePerTurn && state.usedThisTurn.includes(usedKey(state, t.card, def))) return false;
  const q: EffectQuery = { state, self: t.card, player: t.player, event: t.event, ctx };
  if (def.condition && !def.condition(q)) return false;
  return !def.targets || targetsAvailable(state, ctx, q, def.targets);
}

/**
 * Puts queued trigger effects on a new chain: asks about optional ones and the order of
 * several of one player's. Returns false while waiting for a player's answer.
 */
export function placeTriggers(tx: Tx, ctx: EngineContext): boolean {
  for (let guard = 0; guard < 200; guard++) {
    // "When ... you can" effects whose event was not the last thing to happen miss their timing.
    for (const t of [...tx.s.triggers]) {
      if (t.when && !t.mandatory && t.event.n <= tx.s.lastActionStart && tx.s.chain.length === 0) {
        removeTrigger(tx, t);
        tx.emit({ type: 'trigger-missed', card: t.card, effect: t.effect });
      }
    }
    // A trigger that cannot be activated now (no targets, locked, used up) simply does not activate.
    for (const t of [...tx.s.triggers]) if (!triggerCanActivate(tx.s, ctx, t)) removeTrigger(tx, t);
    const group = nextTriggerGroup(tx.s);
    if (group.length === 0) return true;
    const player = group[0]!.player;
    let chosen: PendingTrigger;
    const p = tx.s.process;
    const asked = p?.kind === 'triggers' && p.trigger ? group.find((t) => t.card === p.trigger!.card && t.effect === p.trigger!.effect) : undefined;
    if (p?.kind === 'triggers' && p.trigger && !asked) tx.s.process = null;
    if (asked) {
      chosen = asked;
    } else if (group.length > 1) {
      if (p?.kind === 'triggers' && p.card === -1 && p.answers[0]) {
        chosen = group[p.answers[0][0]!]!;
        tx.s.process = null;
      } else {
        tx.s.process = { kind: 'triggers', player, card: -1, effect: '', answers: [] };
        tx.s.pending = {
          kind: 'choose',
          player,
          prompt: 'Several of your effects trigger at once: which goes on the chain next?',
          candidates: group.map((_, i) => i),
          labels: group.map((t) => `${cardName(tx.s, t.card)}: ${effectOf(tx.s, ctx, t.card, t.effect)?.label ?? 'effect'}`),
          min: 1,
          max: 1,
          picked: [],
        };
        return false;
      }
    } else {
      chosen = group[0]!;
    }
    const def = effectOf(tx.s, ctx, chosen.card, chosen.effect)!;
    if (!chosen.mandatory) {
      if (asked && p?.answers[0]) {
        const yes = p.answers[0][0] === 1;
        tx.s.process = null;
        if (!yes) {
          removeTrigger(tx, chosen);
          continue;
        }
      } else {
        tx.s.process = { kind: 'triggers', player, card: chosen.card, effect: chosen.effect, answers: [], trigger: chosen };
        tx.s.pending = { kind: 'yes-no', player, prompt: `Use the effect of ${cardName(tx.s, chosen.card)}?${def.label ? ` (${def.label})` : ''}` };
        return false;
      }
    }
    removeTrigger(tx, chosen);
    const process: Process = { kind: 'activate', player, card: chosen.card, effect: chosen.effect, answers: [], trigger: chosen };
    if (!activate(tx, ctx, process, chosen)) return false;
  }
  throw new Error('trigger placement did not finish');
}

function removeTrigger(tx: Tx, t: PendingTrigger): void {
  const list = tx.triggers();
  const at = list.indexOf(t);
  if (at >= 0) list.splice(at, 1);
}

export function isResumable(state: DuelState): boolean {
  return state.process !== null;
}

export type { Resume };
