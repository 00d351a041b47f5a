/**
 * Card references in a command, as the speaker may make them: zone references (m1, om3,
 * h2, s1, em1, fz) or names of cards they can see; and matching a template against tokens.
 */
import { editDistance } from '../editDistance.js';
import { canSee, zoneRef } from '../describe.js';
import { cardName, isOnField } from '../../zones.js';
import type { DuelState, PlayerId, Position } from '../../types.js';
import type { Elem, Mention, Bindings, Pattern } from './templates.js';
import { normalizeName, readPosition } from './tokens.js';

// ------------------------------------------------------------------ the parser

export const SIDE_OWN = new Set(['my', 'mine', 'own']);
export const SIDE_OPP = new Set(['your', 'their', 'his', 'her', 'opponents', 'opponent', 'enemy', 'enemys']);
export const ARTICLES = new Set(['the', 'a', 'an']);
export const ZONE_REF = /^(o?)(m|s)([1-9])$|^em([1-9])$|^h(\d{1,2})$|^(o?)fz$/;
export const FACE_DOWN_PHRASES = new Set(['face down', 'facedown', 'face down monster', 'facedown monster', 'set monster', 'face down card', 'facedown card', 'hidden monster']);

export const LIT_FUZZ = 0.5;

export class Grammar {
  private readonly memo = new Map<string, Mention | null>();
  private readonly names: { key: string; tokens: string[]; ids: number[] }[];
  private readonly maxNameTokens: number;

  constructor(
    readonly state: DuelState,
    readonly player: PlayerId,
  ) {
    const byKey = new Map<string, number[]>();
    // A player searching their own Deck sees the cards offered to them.
    const pending = state.pending;
    const searchable = new Set(pending?.kind === 'choose' && pending.player === player && !pending.labels ? pending.candidates : []);
    for (const card of state.cards) {
      const offered = searchable.has(card.id) && card.location === 'deck' && card.owner === player;
      if (!offered && (card.location === 'deck' || !canSee(state, card.id, player))) continue;
      const key = normalizeName(cardName(state, card.id));
      const list = byKey.get(key);
      if (list) list.push(card.id);
      else byKey.set(key, [card.id]);
    }
    this.names = [...byKey].map(([key, ids]) => ({ key, tokens: key.split(' '), ids }));
    this.maxNameTokens = Math.max(1, ...this.names.map((n) => n.tokens.length));
  }

  // ---- card mentions

  private zoneCard(token: string): number | null {
    const m = ZONE_REF.exec(token);
    if (!m) return null;
    const s = this.state;
    const me = s.players[this.player];
    const them = s.players[this.player === 0 ? 1 : 0];
    if (m[2]) {
      const side = m[1] ? them : me;
      const zones = m[2] === 'm' ? side.monsters : side.spellTraps;
      return zones[Number(m[3]) - 1] ?? null;
    }
    if (m[4]) return s.extraMonsterZones[Number(m[4]) - 1] ?? null;
    if (m[5]) return me.hand[Number(m[5]) - 1] ?? null;
    return (m[6] ? them : me).fieldZone;
  }

  private byName(query: string): { ids: number[]; score: number } | null {
    if (query.length === 0) return null;
    let best = Infinity;
    let ids: number[] = [];
    const consider = (score: number, found: number[]): void => {
      if (score < best) {
        best = score;
        ids = [...found];
      } else if (score === best) ids.push(...found);
    };
    const qTokens = query.split(' ');
    for (const name of this.names) {
      const key = name.key;
      if (key === query) consider(0, name.ids);
      else if (query.length >= 3 && key.startsWith(query)) consider(1, name.ids);
      else if (qTokens.every((t) => t.length >= 3 && name.tokens.some((w) => w === t || (t.length >= 4 && w.startsWith(t))))) {
        consider(1.5, name.ids);
      } else {
        const longest = Math.max(key.length, query.length);
        if (Math.abs(key.length - query.length) > longest * 0.25 || query.length < 4) continue;
        const d = editDistance(query, key);
        const ratio = d / longest;
        if (ratio <= 0.25) consider(2 + ratio, name.ids);
      }
    }
    return best === Infinity ? null : { ids, score: best };
  }

  /** One card mention: a zone reference, a visible card's name, optionally with "my"/"your" and a zone. */
  mention(tokens: readonly string[]): Mention | null {
    const key = tokens.join(' ');
    if (this.memo.has(key)) return this.memo.get(key)!;
    const found = this.resolve(tokens);
    this.memo.set(key, found);
    return found;
  }

  private resolve(tokens: readonly string[]): Mention | null {
    if (tokens.length === 0 || tokens.length > this.maxNameTokens + 3) return null;
    const text = tokens.join(' ');
    let side: 'own' | 'opp' | null = null;
    let rest = [...tokens];
    const stripped: string[][] = [rest];
    while (rest.length > 1 && (SIDE_OWN.has(rest[0]!) || SIDE_OPP.has(rest[0]!) || ARTICLES.has(rest[0]!))) {
      if (SIDE_OWN.has(rest[0]!)) side = 'own';
      if (SIDE_OPP.has(rest[0]!)) side = 'opp';
      rest = rest.slice(1);
      stripped.push(rest);
    }
    if (rest.length === 1) {
      const id = this.zoneCard(rest[0]!);
      if (id !== null) return this.sided({ ids: [id], score: 0, text }, side);
      if (ZONE_REF.test(rest[0]!)) return null;
    }
    if (FACE_DOWN_PHRASES.has(rest.join(' '))) {
      const ids = this.state.cards.filter((c) => (c.location === 'monster' || c.location === 'extraMonster') && !c.faceUp).map((c) => c.id);
      return ids.length ? this.sided({ ids: this.oppFirst(ids), score: 0.5, text }, side) : null;
    }
    // "Celtic Guardian m1" / "Celtic Guardian (m1)": a name narrowed by its zone.
    const last = rest[rest.length - 1]!;
    let zoneId: number | null = null;
    if (rest.length > 1 && ZONE_REF.test(last)) {
      zoneId = this.zoneCard(last);
      if (zoneId === null) return null;
      rest = rest.slice(0, -1);
      stripped.push(rest);
    }
    let best: { ids: number[]; score: number } | null = null;
    for (const variant of new Set(stripped.map((t) => t.join(' ')))) {
      if (zoneId !== null && ZONE_REF.test(variant.split(' ').pop()!)) continue;
      const hit = this.byName(variant);
      if (hit && (!best || hit.score < best.score)) best = hit;
    }
    if (!best) return null;
    let ids = best.ids;
    if (zoneId !== null) {
      ids = ids.filter((id) => id === zoneId);
      if (ids.length === 0) return null;
    }
    return this.sided({ ids, score: best.score, text }, side);
  }

  private sided(m: Mention, side: 'own' | 'opp' | null): Mention | null {
    if (!side) return m;
    const want = side === 'own' ? this.player : this.player === 0 ? 1 : 0;
    const ids = m.ids.filter((id) => {
      const c = this.state.cards[id]!;
      return (isOnField(c.location) ? c.controller : c.owner) === want;
    });
    return ids.length ? { ...m, ids } : null;
  }

  /** Every way to read `tokens` as a list of card mentions ("m1 and m2", "Feral Imp m3"). */
  private mentionLists(tokens: readonly string[]): Mention[][] {
    const out: Mention[][] = [];
    const walk = (i: number, acc: Mention[]): void => {
      if (out.length > 16) return;
      if (i === tokens.length) {
        if (acc.length) out.push(acc.slice());
        return;
      }
      const t = tokens[i]!;
      if (acc.length && (t === 'and' || t === 'plus' || t === 'n')) walk(i + 1, acc);
      // Longest spans first: the list capped at 16 readings must hold the one made of whole
      // names ("mystery shell dragon, alexandrite dragon and vorse raider") before the many
      // made of fragments that each match some card ("mystery", "shell dragon", ...).
      for (let end = Math.min(tokens.length, i + this.maxNameTokens + 3); end > i; end--) {
        const m = this.mention(tokens.slice(i, end));
        if (!m) continue;
        acc.push(m);
        walk(end, acc);
        acc.pop();
      }
    };
    walk(0, []);
    return out;
  }

  // ---- template matching

  private litMatch(alt: readonly string[], tokens: readonly string[], pos: number): number | null {
    let fuzz = 0;
    for (let j = 0; j < alt.length; j++) {
      const want = alt[j]!;
      const got = tokens[pos + j];
      if (got === undefined) return null;
      if (got === want) continue;
      if (want.length >= 5 && got.length >= 4 && editDistance(want, got) <= 1) fuzz += LIT_FUZZ;
      else return null;
    }
    return fuzz;
  }

  match(elems: readonly Elem[], tokens: readonly string[]): Bindings[] {
    const out: Bindings[] = [];
    const walk = (ei: number, pos: number, b: Bindings): void => {
      if (out.length > 64) return;
      if (ei === elems.length) {
        if (pos === tokens.length) out.push(b);
        return;
      }
      const el = elems[ei]!;
      if (el.k === 'lit') {
        if (el.opt) walk(ei + 1, pos, b);
        for (const alt of el.alts) {
          const fuzz = this.litMatch(alt, tokens, pos);
          if (fuzz === null) continue;
          const tags = el.tag ? { ...b.tags, [el.tag]: alt.join(' ') } : b.tags;
          walk(ei + 1, pos + alt.length, { ...b, tags, score: b.score + fuzz });
        }
        return;
      }
      if (el.opt) walk(ei + 1, pos, b);
      for (let end = pos + 1; end <= tokens.length; end++) {
        const span = tokens.slice(pos, end);
        if (el.kind === 'pos') {
          const p = readPosition(span);
          if (p) walk(ei + 1, end, { ...b, pos: p });
        } else if (el.kind === 'card') {
          const m = this.mention(span);
          if (m) walk(ei + 1, end, { ...b, cards: { ...b.cards, [el.name]: m }, score: b.score + m.score });
          else walk(ei + 1, end, { ...b, failed: [...b.failed, span.join(' ')] });
        } else {
          const lists = this.mentionLists(span);
          if (lists.length === 0) walk(ei + 1, end, { ...b, failed: [...b.failed, span.join(' ')] });
          for (const list of lists) {
            const score = list.reduce((sum, m) => sum + m.score, 0);
            walk(ei + 1, end, { ...b, lists: { ...b.lists, [el.name]: list }, score: b.score + score });
          }
        }
      }
    };
    walk(0, 0, { cards: {}, lists: {}, pos: undefined, tags: {}, score: 0, failed: [] });
    return out;
  }

  // ---- ordering helpers (best guess first, so a refusal names the likely card)

  private where(id: number): 'hand' | 'own' | 'opp' | 'other' {
    const c = this.state.cards[id]!;
    if (c.location === 'hand' && c.owner === this.player) return 'hand';
    if (c.location === 'monster' || c.location === 'extraMonster') return c.controller === this.player ? 'own' : 'opp';
    return 'other';
  }

  private order(ids: readonly number[], prefer: readonly ('hand' | 'own' | 'opp' | 'other')[]): number[] {
    const rank = (id: number): number => {
      const i = prefer.indexOf(this.where(id));
      return i < 0 ? prefer.length : i;
    };
    return [...ids].sort((a, b) => rank(a) - rank(b));
  }

  oppFirst(ids: readonly number[]): number[] {
    return this.order(ids, ['opp', 'own']);
  }

  // ---- builders

  summon(b: Bindings, tributes: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    if (b.pos === 'facedown') return this.set(b, tributes);
    return {
      type: 'normal-summon',
      card: this.order(c.ids, ['hand', 'own']),
      ...(tributes ? { tributes: tributes.map((t) => this.order(t.ids, ['own'])) } : {}),
      ...(b.pos ? { position: b.pos } : {}),
    };
  }

  set(b: Bindings, tributes: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'attack') return null;
    return {
      type: 'set-monster',
      card: this.order(c.ids, ['hand', 'own']),
      ...(tributes ? { tributes: tributes.map((t) => this.order(t.ids, ['own'])) } : {}),
    };
  }

  special(b: Bindings, choice: Mention[] | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'facedown') return null;
    return {
      type: 'special-summon',
      card: this.order(c.ids, ['hand', 'other', 'own']),
      ...(choice ? { tributes: choice.map((t) => t.ids) } : {}),
      ...(b.pos ? { position: b.pos } : {}),
    };
  }

  /** A Synchro, Xyz or Link Summon of `<c>`, with its materials when named. */
  method(b: Bindings, procedure: string, materials: Mention[] | undefined): Pattern | null {
    const base = this.special(b, materials);
    return base ? { ...base, procedure } : null;
  }

  /** A Pendulum Monster Card placed as a Scale, in the left or right Pendulum Zone when said. */
  scale(b: Bindings, side: string | undefined): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    return { type: 'activate', card: this.order(c.ids, ['hand', 'other', 'own']), ...(side ? { effect: `pendulum-scale-${side}` } : {}) };
  }

  setSpellTrap(b: Bindings): Pattern | null {
    const c = b.cards.c;
    if (!c || b.pos === 'attack' || b.pos === 'defense') return null;
    return { type: 'set-spell-trap', card: this.order(c.ids, ['hand']) };
  }

  activate(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'activate', card: this.order(c.ids, ['own', 'hand']) } : null;
  }

  choose(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'choose', card: this.order(c.ids, ['own', 'opp', 'hand', 'other']) } : null;
  }

  flip(b: Bindings): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    return { type: 'flip-summon', card: this.order(c.ids, ['own', 'opp']) };
  }

  /** `strict`: no verb was given, so only the speaker's own monsters count ("defense m1"). */
  position(b: Bindings, strict: boolean): Pattern | null {
    const c = b.cards.c;
    if (!c) return null;
    let ids = this.order(c.ids, ['own', 'opp']);
    if (strict) {
      ids = ids.filter((id) => this.where(id) === 'own');
      if (ids.length === 0 || !b.pos) return null;
    }
    if (b.pos === 'facedown') return null;
    const desired = b.pos;
    if (!desired) return { type: 'change-position', card: ids };
    const first = this.state.cards[ids[0]!]!;
    const own = this.where(first.id) === 'own';
    if (own && !first.faceUp) {
      if (desired === 'attack') return { type: 'flip-summon', card: ids.filter((id) => !this.state.cards[id]!.faceUp) };
      return { type: 'change-position', card: ids, note: `${cardName(this.state, first.id)} (${zoneRef(this.state, first.id, this.player)}) is already face-down in Defense Position; Flip Summon it to turn it to Attack Position.` };
    }
    const movable = ids.filter((id) => this.state.cards[id]!.position !== desired || this.where(id) !== 'own');
    if (movable.length === 0 && own) {
      const word = desired === 'attack' ? 'Attack' : 'Defense';
      return { type: 'change-position', card: ids, note: `${cardName(this.state, first.id)} (${zoneRef(this.state, first.id, this.player)}) is already in ${word} Position.` };
    }
    return { type: 'change-position', card: movable.length ? movable : ids, desired };
  }

  attack(_b: Bindings, atk: Mention | undefined, tgt: Mention | null | undefined, strictTarget = false): Pattern | null {
    let target: number[] | null | undefined;
    if (tgt === null) target = null;
    else if (tgt) {
      target = this.oppFirst(tgt.ids);
      if (strictTarget) {
        target = target.filter((id) => this.where(id) === 'opp');
        if (target.length === 0) return null;
      }
    }
    return {
      type: 'attack',
      ...(atk ? { attacker: this.order(atk.ids, ['own', 'opp']) } : {}),
      ...(target !== undefined ? { target } : {}),
    };
  }

  discard(b: Bindings): Pattern | null {
    const c = b.cards.c;
    return c ? { type: 'discard', card: this.order(c.ids, ['hand']) } : null;
  }
}
