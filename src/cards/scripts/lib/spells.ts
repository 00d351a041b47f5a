/**
 * Shapes the Spell Cards of the 2004-05 card pool share: Equip Spells whose change depends on
 * the board, control for as long as an Equip Card stays, "destroy it and banish it" with the
 * Deck sweep of the Noblemen, the monster with the highest stat, a Tribute as a cost, and
 * searches of the Deck by printed facts.
 */
import type { CardScript, CardStatic, CostSpec, DuelState, EffectDef, EffectQuery, PlayerId, Resolution } from './engine.js';
import { isMonsterZone } from './engine.js';
import { facts, faceUpMonster, monstersOn, spellTrapsOn } from './queries.js';
import { equippedMonster, spellActivation } from './templates.js';

export interface ScaledEquipSpec {
  passcode: number;
  what: string;
  /** The change to the equipped monster, worked out from the board each time it is asked (Mage Power, United We Stand). */
  change: (state: DuelState, equip: number) => { atk: number; def: number };
  /** Which monsters it may equip (by their printed facts); default any. */
  only?: (f: CardStatic) => boolean;
  effects?: readonly EffectDef[];
}

const faceUpFitting = (state: DuelState, id: number, only?: (f: CardStatic) => boolean): boolean =>
  faceUpMonster(state, id) && (!only || only(facts(state, id)));

/** Equips the resolving Equip Spell to its target, if both are still there and the target still fits. */
export function equipToTarget(r: Resolution, only?: (f: CardStatic) => boolean): number | undefined {
  const [target] = r.targets(0);
  if (target === undefined || !r.sourceStillThere() || !faceUpFitting(r.state, target, only)) return undefined;
  return r.equip(r.self, target) ? target : undefined;
}

/** An Equip Spell whose ATK/DEF change follows the board (the template `equipSpell` has fixed numbers). */
export function scaledEquip(spec: ScaledEquipSpec): CardScript {
  return {
    passcode: spec.passcode,
    equipTo: (q: EffectQuery, monster: number) => faceUpFitting(q.state, monster, spec.only),
    effects: [
      spellActivation({
        categories: ['stat-change'],
        targets: [{ what: spec.what, min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpFitting(q.state, id, spec.only) }],
        resolve: (r) => void equipToTarget(r, spec.only),
      }),
      ...(spec.effects ?? []),
    ],
    continuous: [{ code: 'change-stats', activeWhen: 'equipped', affects: equippedMonster, value: (state, source) => spec.change(state, source) }],
  };
}

/** Spell and Trap Cards `player` controls, face-down ones and the Field Zone included. */
export const spellTrapCount = (state: DuelState, player: PlayerId): number => spellTrapsOn(state, player).length;

/**
 * "Destroy it and banish it; if it is a `kind` card, each player banishes every card with
 * its name from their Deck" (Nobleman of Crossout, Nobleman of Extermination). The cards
 * from the Decks are banished face-up, so both players see them.
 */
export function destroyBanishAndSweep(r: Resolution, id: number, sweepIf: (f: CardStatic) => boolean): void {
  const f = r.facts(id);
  if (!r.state.cards[id]!.faceUp) r.reveal(r.player, [id]);
  const done = r.destroy([id], 'effect', 'banished');
  if (done.length === 0 || !sweepIf(f)) return;
  for (const p of [0, 1] as const) {
    const same = r.state.players[p].deck.filter((d) => r.facts(d).name === f.name);
    if (same.length > 0) r.banish(same);
  }
}

/**
 * The face-up monsters among `ids` with the highest value of `stat`; on a tie the
 * activator picks one while the card resolves (Smashing Ground, Hammer Shot).
 */
export function pickHighest(r: Resolution, ids: readonly number[], stat: (id: number) => number, prompt: string): number | undefined {
  if (ids.length === 0) return undefined;
  const top = Math.max(...ids.map(stat));
  const [picked] = r.choose({ player: r.player, prompt: `${prompt} (${top})`, candidates: ids.filter((id) => stat(id) === top), min: 1, max: 1 });
  return picked;
}

/** "Tribute 1 monster (that `ok`)" as a cost: the activator picks it (Enemy Controller, Metamorphosis, Axe of Despair); the link keeps it. */
export function tributeCost(what: string, ok: (q: EffectQuery, id: number) => boolean = () => true): CostSpec {
  return {
    custom: {
      can: (q) => monstersOn(q.state, q.player).some((id) => ok(q, id)),
      pay: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const candidates = monstersOn(r.state, r.player).filter((id) => ok(q, id));
        const picked = r.choose({ player: r.player, prompt: `Tribute ${what}`, candidates, min: 1, max: 1 });
        r.tribute(picked);
        return picked;
      },
    },
  };
}

/** A monster's printed Level, 0 for cards without one. */
export const levelOf = (state: DuelState, id: number): number => facts(state, id).level;

/** Deck search as a Spell: activatable only with a card that fits in the Deck. */
export function deckSearch(fits: (f: CardStatic) => boolean, prompt: string): Pick<EffectDef, 'categories' | 'condition' | 'resolve'> {
  return {
    categories: ['search'],
    condition: (q) => q.state.players[q.player].deck.some((id) => fits(facts(q.state, id))),
    resolve: (r) => void r.search(r.player, fits, prompt),
  };
}

/** The monster an Equip Card `source` is equipped to, if it is on the field. */
export function equippedTo(state: DuelState, source: number): number | null {
  const to = state.cards[source]!.equippedTo;
  return to !== null && isMonsterZone(state.cards[to]!.location) ? to : null;
}


