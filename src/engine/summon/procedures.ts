/**
 * The Summoning methods the rules themselves give Extra Deck monsters (Synchro, Xyz,
 * Link; Pendulum in pendulum.ts), as `special-summon` actions whose `procedure` names the
 * method and whose `choice` lists the materials. One check builds the options and guards
 * `apply`, as for every other action (summon.ts calls in here).
 */
import { reject } from '../rejections.js';
import { nameFor, zoneRef } from '../text/describe.js';
import { hasEffect } from '../activeEffects.js';
import { moveCard, staticOf } from '../zones.js';
import type { SummonEvent } from '../summon.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { Action, CardStatic, DuelState, Option, PlayerId, Position, Rejection, RejectionCode } from '../types.js';
import { extraDeckPlacements, pickPlacement, placementText } from './extraZones.js';
import { andList } from './materials.js';
import { SYNCHRO } from './synchro.js';
import { XYZ } from './xyz.js';
import { LINK } from './link.js';

type SpecialAction = Extract<Action, { type: 'special-summon' }>;

export interface ExtraDeckMethod {
  id: 'synchro' | 'xyz' | 'link';
  verb: string;
  /** The refusal for wrong materials (each cites the method's rule). */
  code: RejectionCode;
  /** "using" (Synchro, Link: sent to the Graveyard) or "on" (Xyz: stacked). */
  materialWord: string;
  /** Does the format have this method, and is this a monster it Summons? */
  appliesTo(state: DuelState, facts: CardStatic): boolean;
  /** The material sets the option list offers. */
  listChoices(state: DuelState, ctx: EngineContext, player: PlayerId, monster: number): number[][];
  /** Why `choice` is not a set of materials for `monster` now (null: it is). */
  checkChoice(state: DuelState, ctx: EngineContext, player: PlayerId, monster: number, choice: readonly number[]): Rejection | null;
  positions: readonly Position[];
  /** Sends or attaches the materials; the monster is still in the Extra Deck. */
  payMaterials(tx: Tx, monster: number, choice: readonly number[]): void;
}

/** May `player` Special Summon at all now (not after Scapegoat this turn)? */
export const maySpecialSummon = (state: DuelState, player: PlayerId): boolean => !hasEffect(state, undefined, { player }, 'cannot-summon');

export const EXTRA_DECK_METHODS: readonly ExtraDeckMethod[] = [SYNCHRO, XYZ, LINK];

export function extraDeckMethod(id: string): ExtraDeckMethod | undefined {
  return EXTRA_DECK_METHODS.find((m) => m.id === id);
}

/** Whether `a` (a special-summon by a rules method) may be done now; the same check lists the options. */
export function checkExtraDeckSummon(state: DuelState, ctx: EngineContext, method: ExtraDeckMethod, a: SpecialAction): Rejection | null {
  const card = state.cards[a.card]!;
  const facts = staticOf(state, card);
  if (!method.appliesTo(state, facts) || card.location !== 'extra' || card.owner !== a.player) {
    return reject('NO_PROCEDURE', `${nameFor(state, a.card, a.player)} is not a monster in your Extra Deck that can be ${method.verb}ed in the ${state.format.name} format.`);
  }
  if (!maySpecialSummon(state, a.player)) return reject('SUMMON_FORBIDDEN', `A card you activated this turn stops you from Summoning monsters.`);
  if (!method.positions.includes(a.position)) {
    return reject('LINK_NO_DEFENSE', `${facts.name} is a Link Monster: it has no DEF and is never in Defense Position.`);
  }
  if (new Set(a.choice).size !== a.choice.length) return reject(method.code, 'The same monster cannot be two of the materials.');
  const bad = method.checkChoice(state, ctx, a.player, a.card, a.choice);
  if (bad) return bad;
  const allowed = extraDeckPlacements(state, a.player, a.card, a.choice);
  if (allowed.length === 0) {
    return reject('NO_EXTRA_DECK_ZONE', `There is no zone for ${facts.name}: a monster from the Extra Deck goes to an Extra Monster Zone (you may use only one) or a Main Monster Zone a Link Arrow points to.`);
  }
  if (!pickPlacement(allowed, a.zone)) {
    return reject('NO_EXTRA_DECK_ZONE', `${facts.name} cannot go there; it may go to ${andList(allowed.map(placementText))}.`);
  }
  return null;
}

/** Pays the materials and puts the monster in its place; returns the Summon, still to be announced. */
export function performExtraDeckSummon(tx: Tx, method: ExtraDeckMethod, a: SpecialAction): SummonEvent {
  const place = pickPlacement(extraDeckPlacements(tx.s, a.player, a.card, a.choice), a.zone)!;
  method.payMaterials(tx, a.card, a.choice);
  moveCard(tx, a.card, { to: place.to, controller: a.player, zone: place.zone, position: a.position, faceUp: true });
  const card = tx.card(a.card);
  card.arrival = 'special';
  card.properlySummoned = true;
  tx.noteThisTurn('summoned', a.player);
  return { type: 'special-summon', player: a.player, card: a.card, procedure: method.id, position: a.position };
}

function materialText(state: DuelState, ids: readonly number[], viewer: PlayerId): string {
  return andList(ids.map((id) => `${nameFor(state, id, viewer)} (${zoneRef(state, id, viewer)})`));
}

/** The Synchro, Xyz and Link Summons `player` may perform now, each material set and position an option. */
export function extraDeckSummonOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  const extra = state.players[player].extra;
  if (extra.length === 0 || !maySpecialSummon(state, player)) return;
  // Copies of one card in the Extra Deck are interchangeable: list the Summons of the first
  // only, or three Decode Talkers make every Link Summon three identical options (and a
  // typed Summon an ask-back between them).
  const listed = new Set<string>();
  for (const id of extra) {
    const card = state.cards[id]!;
    const facts = staticOf(state, card);
    if (!facts.extraDeck) continue;
    const copyKey = `${card.passcode}:${card.faceUp ? 'up' : 'down'}`;
    if (listed.has(copyKey)) continue;
    listed.add(copyKey);
    for (const method of EXTRA_DECK_METHODS) {
      if (!method.appliesTo(state, facts)) continue;
      for (const choice of method.listChoices(state, ctx, player, id)) {
        const allowed = extraDeckPlacements(state, player, id, choice);
        if (allowed.length === 0) continue;
        for (const position of method.positions) {
          const action: SpecialAction = { type: 'special-summon', player, card: id, procedure: method.id, choice, position };
          out.push({
            id: `ss:${method.id}:${id}:${choice.join('-')}:${position === 'attack' ? 'a' : 'd'}`,
            label: `${method.verb} ${facts.name} ${method.materialWord} ${materialText(state, choice, player)} in ${position === 'attack' ? 'Attack' : 'Defense'} Position (to ${placementText(allowed[0]!)})`,
            action,
          });
        }
      }
    }
  }
}
