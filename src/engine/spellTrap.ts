/**
 * Setting Spell and Trap Cards face-down. A Set card is activated later through the
 * chain rules (chain/); Field Spells are Set in the Field Zone.
 */
import { cardName } from './zones.js';
import { nameFor } from './text/describe.js';
import { reject } from './rejections.js';
import { moveCard, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from './types.js';

type SetAction = Extract<Action, { type: 'set-spell-trap' }>;

export function checkSetSpellTrap(state: DuelState, a: SetAction): Rejection | null {
  const card = state.cards[a.card];
  if (!card) return reject('NO_SUCH_CARD', `There is no card #${a.card} in this duel.`);
  if (card.location !== 'hand' || card.owner !== a.player) {
    return reject('NOT_IN_HAND', `${nameFor(state, a.card, a.player)} is not in your hand.`);
  }
  const facts = staticOf(state, card);
  if (facts.kind === 'monster') {
    return reject('NOT_A_SPELL_OR_TRAP', `${facts.name} is a monster; monsters are Set with a Normal Set, not in the Spell & Trap Zone.`);
  }
  if (facts.subtypes.includes('Field')) return null;
  const zones = state.players[a.player].spellTraps;
  if (a.zone !== undefined) {
    if (!Number.isInteger(a.zone) || a.zone < 0 || a.zone >= zones.length || zones[a.zone] !== null) {
      return reject('SPELL_TRAP_ZONES_FULL', `Spell & Trap Zone ${a.zone + 1} is not free.`);
    }
  } else if (!zones.includes(null)) {
    return reject('SPELL_TRAP_ZONES_FULL', `All your Spell & Trap Zones are full.`);
  }
  return null;
}

export function performSetSpellTrap(tx: Tx, a: SetAction): void {
  const facts = staticOf(tx.s, tx.s.cards[a.card]!);
  if (facts.subtypes.includes('Field')) {
    const old = tx.s.players[a.player].fieldZone;
    if (old !== null) {
      // Setting a new Field Spell sends the one already in your Field Zone to the Graveyard.
      moveCard(tx, old, { to: 'graveyard', faceUp: true });
      tx.emit({ type: 'sent-to-graveyard', card: old, reason: 'rule' });
    }
    moveCard(tx, a.card, { to: 'field', controller: a.player, faceUp: false });
  } else {
    moveCard(tx, a.card, { to: 'spellTrap', controller: a.player, zone: a.zone, faceUp: false });
  }
  tx.emit({ type: 'set-spell-trap', player: a.player, card: a.card });
}

export function setSpellTrapOptions(state: DuelState, _ctx: EngineContext, player: PlayerId, out: Option[]): void {
  for (const id of state.players[player].hand) {
    const facts = staticOf(state, state.cards[id]!);
    if (facts.kind === 'monster') continue;
    const action: SetAction = { type: 'set-spell-trap', player, card: id };
    if (checkSetSpellTrap(state, action)) continue;
    out.push({ id: `set-st:${id}`, label: `Set ${cardName(state, id)} face-down`, action });
  }
}
