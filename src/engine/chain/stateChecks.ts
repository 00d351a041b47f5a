/**
 * Rules that apply by themselves between actions and links: Equip Cards without a proper
 * monster are destroyed, cards whose Continuous effect destroys them when something happens
 * (a Toon when "Toon World" is destroyed), and monsters an effect keeps in Defense Position.
 */
import { activeSources, forcedDefense } from '../continuous.js';
import { settleUnusableZones } from '../effects/unusableZones.js';
import { hasEffect } from '../activeEffects.js';
import { checkZeroLifePoints } from '../lossChecks.js';
import { scriptIndex } from '../scriptIndex.js';
import { isMonsterZone, isOnField, moveCard, staticOf } from '../zones.js';
import { scriptFor } from './effectLookup.js';
import { settleBindings } from './bindings.js';
import { equipBonds } from './equipBonds.js';
import type { Tx } from '../tx.js';
import type { EngineContext } from '../context.js';

/**
 * Rules that apply by themselves: Equip Cards without a proper monster, Toons without Toon
 * World, control and destruction tied to an Equip Card (equipBonds.ts).
 */
export function stateChecks(tx: Tx, ctx: EngineContext): void {
  const index = scriptIndex(tx.s, ctx);
  if (index.remembersFlips.size > 0) rememberFlips(tx, index.remembersFlips);
  if (index.activatable.size === 0 && index.continuous.size === 0) return;
  if (tx.s.lingering.length > 0) settleBindings(tx);
  if (index.continuous.size > 0) {
    if (index.continuousCodes.has('damage-controller-when-destroyed') && damageOnDestruction(tx, ctx)) return;
    // A card the rules destroyed here may hold a monster bound to it (Limit Reverse): settle that link now too.
    if (destroyByEvents(tx, ctx) && tx.s.lingering.length > 0) settleBindings(tx);
    forceDefensePositions(tx, ctx);
    if (index.continuousCodes.has('selects-unusable-zones')) settleUnusableZones(tx, ctx);
  }
  destroyLooseEquips(tx, ctx);
  // A monster that went back or was destroyed may leave other Equip Cards without a proper monster.
  if (tx.s.lingering.length > 0 && equipBonds(tx)) destroyLooseEquips(tx, ctx);
}

/** Equip Cards whose monster left, turned face-down or no longer fits are destroyed (rule spell.equip). */
function destroyLooseEquips(tx: Tx, ctx: EngineContext): void {
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

/**
 * Cards that were just turned face-up and whose script asks the rules to remember it get
 * a 'flipped-this-turn' effect until the end of the turn ("the turn it was flipped face-up").
 */
function rememberFlips(tx: Tx, passcodes: ReadonlySet<number>): void {
  for (let i = tx.scanned; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    if (event.type !== 'flip' && event.type !== 'flip-summon') continue;
    const card = tx.s.cards[event.card]!;
    if (!passcodes.has(card.passcode) || !card.faceUp) continue;
    const affects = { card: card.id, moves: card.moves };
    const known = tx.s.lingering.some((l) => l.code === 'flipped-this-turn' && 'card' in l.affects && l.affects.card === card.id && l.affects.moves === card.moves);
    if (!known) tx.lingering().push({ code: 'flipped-this-turn', source: card.passcode, affects, value: null, until: 'end-of-turn' });
  }
}

/** Continuous effects that destroy their own card when something happens (a Toon when "Toon World" is destroyed, Spirit Reaper when targeted). */
function destroyByEvents(tx: Tx, ctx: EngineContext): boolean {
  if (tx.scanned >= tx.events.length) return false;
  // The cards whose rule this is are looked up once per batch of new events, not per event:
  // the list only shrinks here, and each is checked to still be on the field before it goes.
  const sources = activeSources(tx.s, ctx, ['destroyed-by-event']);
  if (sources.length === 0) return false;
  let destroyed = false;
  // The events not yet looked at for triggers are the ones that just happened.
  for (let i = tx.scanned; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    for (const s of sources) {
      const card = tx.s.cards[s.id]!;
      if (!isOnField(card.location) || !card.faceUp || !s.effect.onEvent?.(tx.s, s.id, event)) continue;
      const owner = card.owner;
      const from = card.location;
      moveCard(tx, s.id, { to: staticOf(tx.s, card).frame === 'token' ? 'gone' : 'graveyard', faceUp: true });
      tx.emit({ type: 'destroyed', card: s.id, by: 'effect', owner, wasFaceUp: true });
      if (tx.s.cards[s.id]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: s.id, reason: 'destroyed', from });
      destroyed = true;
    }
  }
  return destroyed;
}

/**
 * Cards whose script says their controller takes damage when they are destroyed (Ojama
 * Tokens): the damage comes at once, not as a Chain Link, so it is applied here as the
 * destruction is seen. The card has already gone, so its script is read by passcode.
 * True when that damage ended the duel.
 */
function damageOnDestruction(tx: Tx, ctx: EngineContext): boolean {
  for (let i = tx.scanned; i < tx.events.length; i++) {
    const event = tx.events[i]!;
    if (event.type !== 'destroyed') continue;
    const script = scriptFor(tx.s, ctx, event.card);
    const amount = script?.continuous?.find((e) => e.code === 'damage-controller-when-destroyed')?.value?.(tx.s, event.card, { card: event.card });
    if (typeof amount !== 'number' || amount <= 0) continue;
    const player = event.controller ?? event.owner;
    if (hasEffect(tx.s, ctx, { player }, 'no-effect-damage')) continue;
    const p = tx.player(player);
    p.lp = Math.max(0, p.lp - amount);
    tx.emit({ type: 'effect-damage', player, amount, lp: p.lp, by: event.card });
    // State checks run between effects, not inside one: the duel ends here, nothing is thrown.
    if (checkZeroLifePoints(tx)) return true;
  }
  return false;
}

/** Monsters a Continuous effect keeps in Defense Position are turned to it (Dragon Capture Jar). */
function forceDefensePositions(tx: Tx, ctx: EngineContext): void {
  if (activeSources(tx.s, ctx, ['must-be-defense-position']).length === 0 && tx.s.lingering.length === 0) return;
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
