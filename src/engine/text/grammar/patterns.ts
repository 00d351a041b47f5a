/** Comparing the patterns a command reads as with the engine's legal options, building an action when none fits, and suggestions. */
import { type EngineContext } from '../../context.js';
import { isOnField, staticOf } from '../../zones.js';
import type { Action, DuelState, Option, PlayerId } from '../../types.js';
import { commandCandidates } from './optionCommand.js';
import type { Pattern } from './templates.js';
import { tokenize } from './tokens.js';

// ------------------------------------------------------------------ patterns vs options

export function sameSlots(slots: readonly number[][], chosen: readonly number[]): boolean {
  if (slots.length !== chosen.length) return false;
  const used = new Set<number>();
  const assign = (i: number): boolean => {
    if (i === slots.length) return true;
    for (const id of slots[i]!) {
      if (used.has(id) || !chosen.includes(id)) continue;
      used.add(id);
      if (assign(i + 1)) return true;
      used.delete(id);
    }
    return false;
  };
  return assign(0);
}

export function fits(state: DuelState, p: Pattern, a: Action): boolean {
  if (p.note || p.type !== a.type) return false;
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster':
      if (p.position === 'defense') return false;
      return (!p.card || p.card.includes(a.card)) && (!p.tributes || sameSlots(p.tributes, a.tributes));
    case 'special-summon':
      return (
        (!p.procedure || p.procedure === a.procedure) &&
        (!p.card || p.card.includes(a.card)) &&
        (!p.position || p.position === a.position) &&
        (!p.tributes || sameSlots(p.tributes, a.choice))
      );
    case 'activate':
      return (!p.effect || p.effect === a.effect) && (!p.card || p.card.includes(a.card));
    case 'flip-summon':
    case 'discard':
    case 'set-spell-trap':
      return !p.card || p.card.includes(a.card);
    case 'choose':
      if (p.done) return a.done === true;
      return !a.done && (!p.card || (a.pick !== null && p.card.includes(a.pick)));
    case 'answer':
      return p.yes === undefined || p.yes === a.yes;
    case 'change-position':
      return (!p.card || p.card.includes(a.card)) && (!p.desired || state.cards[a.card]!.position !== p.desired);
    case 'attack':
      if (p.attacker && !p.attacker.includes(a.attacker)) return false;
      if (p.target === undefined) return true;
      if (p.target === null) return a.target === null;
      return a.target !== null && p.target.includes(a.target);
    default:
      return true;
  }
}

/** A Special Summon reading as an action; a Pendulum Summon names only its monsters (from the hand or Extra Deck, each once), the first being its card. */
function specialSummonAction(state: DuelState, player: PlayerId, ctx: EngineContext, p: Pattern, named: number[]): Action | null {
  const fromHandOrExtra = (id: number): boolean => state.cards[id]!.location === 'hand' || state.cards[id]!.location === 'extra';
  const choice = p.procedure === 'pendulum' ? [...new Set(named)].filter(fromHandOrExtra) : named;
  const card = p.procedure === 'pendulum' ? choice[0] : p.card?.[0];
  if (card === undefined) return null;
  const facts = staticOf(state, state.cards[card]!);
  const procedure = p.procedure ?? ctx.procedures.find((pr) => pr.appliesTo(facts))?.id ?? 'none';
  return { type: 'special-summon', player, card, procedure, choice, position: p.position ?? 'attack' };
}

/** The action a reading stands for when no legal option fits, to be checked by the engine. */
export function concrete(state: DuelState, player: PlayerId, ctx: EngineContext, p: Pattern): Action | null {
  const first = (ids: readonly number[] | undefined): number | undefined => ids?.[0];
  const tributes = (): number[] => {
    const used: number[] = [];
    for (const slot of p.tributes ?? []) {
      const pick = slot.find((id) => !used.includes(id)) ?? slot[0];
      if (pick !== undefined) used.push(pick);
    }
    return used;
  };
  const mine = (): number[] => {
    const out: number[] = [];
    for (const id of state.players[player].monsters) if (id !== null) out.push(id);
    for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === player) out.push(id);
    return out;
  };
  const theirs = (): number[] => {
    const o: PlayerId = player === 0 ? 1 : 0;
    const out: number[] = [];
    for (const id of state.players[o].monsters) if (id !== null) out.push(id);
    for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === o) out.push(id);
    return out;
  };
  switch (p.type) {
    case 'normal-summon': {
      const card = first(p.card);
      if (card === undefined) return null;
      return { type: 'normal-summon', player, card, tributes: tributes(), ...(p.position === 'defense' ? { position: 'defense' as const } : {}) };
    }
    case 'set-monster': {
      const card = first(p.card);
      return card === undefined ? null : { type: 'set-monster', player, card, tributes: tributes() };
    }
    case 'special-summon':
      return specialSummonAction(state, player, ctx, p, tributes());
    case 'flip-summon':
    case 'change-position':
    case 'discard':
    case 'set-spell-trap': {
      const card = first(p.card);
      return card === undefined ? null : { type: p.type, player, card };
    }
    case 'activate': {
      const card = first(p.card);
      if (card === undefined) return null;
      const effects = ctx.scripts?.(state.cards[card]!.passcode, state.format.id)?.effects?.filter((e) => e.kind !== 'trigger' && e.kind !== 'flip') ?? [];
      // A card already face-up on the field is asked for its other effect (Ultimate Offering), not its activation.
      const faceUpOnField = isOnField(state.cards[card]!.location) && state.cards[card]!.faceUp;
      const effect = (faceUpOnField ? effects.find((e) => e.kind !== 'spell' && e.kind !== 'trap') : undefined) ?? effects[0];
      return { type: 'activate', player, card, effect: p.effect ?? effect?.id ?? 'activate' };
    }
    case 'choose':
      return p.done ? { type: 'choose', player, pick: null, done: true } : { type: 'choose', player, pick: first(p.card) ?? null };
    case 'answer':
      return { type: 'answer', player, yes: p.yes ?? true };
    case 'attack': {
      const own = mine();
      const attacker =
        first(p.attacker) ??
        own.find((id) => state.cards[id]!.faceUp && state.cards[id]!.position === 'attack' && !state.turnRecord.attacked.includes(id)) ??
        own[0];
      if (attacker === undefined) return null;
      const target = p.target === undefined ? theirs()[0] ?? null : p.target === null ? null : first(p.target) ?? null;
      return { type: 'attack', player, attacker, target };
    }
    case 'heart-of-the-cards':
      return null;
    case 'enter-battle':
    case 'end-battle':
    case 'end-turn':
    case 'cancel-attack':
    case 'pass':
    case 'surrender':
      return { type: p.type, player };
  }
}

/** Copies of one card in the hand are interchangeable: "summon Feral Imp" with two in hand is not a question. */
export function equivalenceKey(state: DuelState, a: Action): string {
  const inHand = (id: number): string | number => {
    const c = state.cards[id]!;
    return c.location === 'hand' ? `p${c.passcode}` : id;
  };
  const parts: Record<string, unknown> = { ...a };
  if ('card' in a) parts.card = inHand(a.card);
  if (a.type === 'special-summon') parts.choice = a.choice.map(inHand).sort();
  return JSON.stringify(parts);
}

// ------------------------------------------------------------------ suggestions

export function bigrams(s: string): Map<string, number> {
  const m = new Map<string, number>();
  const t = ` ${s} `;
  for (let i = 0; i < t.length - 1; i++) {
    const g = t.slice(i, i + 2);
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** Dice coefficient over character bigrams: 1 for the same text, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of x) {
    shared += Math.min(n, y.get(g) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total ? (2 * shared) / total : 0;
}

export function suggest(text: string, options: readonly Option[], state: DuelState, player: PlayerId): Option[] {
  const query = tokenize(text).join(' ');
  const scored = options.map((o, i) => {
    const label = tokenize(o.label).join(' ');
    const command = tokenize(commandCandidates(state, player, o)[0] ?? '').join(' ');
    return { o, i, s: Math.max(similarity(query, label), similarity(query, command)) };
  });
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const { o } of scored) {
    const key = equivalenceKey(state, o.action);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
    if (out.length === 3) break;
  }
  return out;
}
