/** Queries and effect shapes shared by the Effect Monster scripts (monsters.ts, flipMonsters.ts). */
import { isMonsterZone } from '../../engine/zones.js';
import type { CardScript, EffectDef, EffectQuery } from '../../engine/effects/api.js';
import type { Resolution } from '../../engine/effects/resolution.js';
import type { CardStatic, DuelState, PlayerId } from '../../engine/types.js';
import { facts, isFaceUp } from './helpers.js';

/** Face-up in a Monster Zone. */
export function faceUpMonster(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  return isMonsterZone(card.location) && card.faceUp;
}

/** The source monster is still face-up on the field where its effect was activated. */
export function stillFaceUpHere(r: Resolution): boolean {
  return r.sourceStillThere() && faceUpMonster(r.state, r.self);
}

/** Armed Ninja / Trap Master: a Set target is revealed and destroyed only if it is of the right kind. */
export function revealAndDestroy(r: Resolution, kind: 'spell' | 'trap'): void {
  for (const id of r.targets(0)) {
    if (!isFaceUp(r.state, id)) r.reveal(r.player, [id]);
    if (r.facts(id).kind === kind) r.destroy([id]);
  }
}

/** A target slot for a Spell (or Trap) card on the field: face-up ones of that kind, or any Set card. */
export function setOrFaceUp(kind: 'spell' | 'trap') {
  return {
    what: `${kind === 'spell' ? 'Spell' : 'Trap'} card on the field (a Set card may be chosen)`,
    min: 1,
    max: 1,
    from: ['spellTraps'] as const,
    side: 'both' as const,
    filter: (q: EffectQuery, id: number) => !isFaceUp(q.state, id) || facts(q.state, id).kind === kind,
  };
}

/** Magician of Faith / Mask of Darkness: a card of one kind from your own Graveyard back to the hand. */
export function graveyardToHand(kind: 'spell' | 'trap'): EffectDef {
  return {
    id: 'flip',
    kind: 'flip',
    label: `add 1 ${kind === 'spell' ? 'Spell' : 'Trap'} from your Graveyard to your hand`,
    categories: ['to-hand'],
    targets: [
      {
        what: `${kind === 'spell' ? 'Spell' : 'Trap'} card in your Graveyard`,
        min: 1,
        max: 1,
        from: ['graveyard'],
        side: 'own',
        filter: (q, id) => facts(q.state, id).kind === kind,
      },
    ],
    resolve: (r) => {
      for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
    },
  };
}

/** Sangan-like searches on leaving the field for the Graveyard, with the name lock of our card text. */
export function searchOnGraveyard(passcode: number, label: string, fits: (f: CardStatic) => boolean, prompt: string): EffectDef {
  return {
    id: 'search',
    kind: 'trigger',
    label,
    categories: ['search'],
    oncePerTurn: 'name',
    triggersFrom: ['graveyard'],
    triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
    resolve: (r) => {
      const got = r.search(r.player, (f) => f.kind === 'monster' && fits(f), prompt);
      for (const id of got) r.addEffect('cannot-activate-name', { player: r.player }, r.facts(id).name);
    },
  };
}

/** The opponent's monster Relinquished holds as an Equip Card, if any. */
export function heldByRelinquished(state: DuelState, relinquished: number): number | null {
  for (const p of [0, 1] as const) {
    for (const id of state.players[p].spellTraps) {
      if (id === null) continue;
      const card = state.cards[id]!;
      if (card.equippedTo === relinquished && card.faceUp && facts(state, id).kind === 'monster') return id;
    }
  }
  return null;
}

/** The turn of `player`'s next Standby Phase, seen from now. */
export function nextStandbyTurn(state: DuelState, player: PlayerId): number {
  if (state.turnPlayer !== player) return state.turn + 1;
  return state.phase === 'draw' ? state.turn : state.turn + 2;
}

export function isRitualSpell(f: CardStatic): boolean {
  return f.kind === 'spell' && f.subtypes.includes('Ritual');
}

export function searchOnGraveyardScript(passcode: number, label: string, fits: (f: CardStatic) => boolean, prompt: string): CardScript {
  return { passcode, effects: [searchOnGraveyard(passcode, label, fits, prompt)] };
}
