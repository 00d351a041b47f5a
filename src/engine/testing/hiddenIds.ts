/**
 * The fuzzer's witness that no view lets a player link a hidden card to an earlier known
 * one. Knowing the real state, it follows every card's visibility to each player step by
 * step (a "hiding period" starts each time a card becomes hidden to them) and checks
 * every id a player is handed (views, events, options):
 *
 * - a card the player can see is shown by its instance id, and that id is remembered as
 *   public to them; a hidden card is never shown by its instance id, nor by any id they
 *   saw on a public card;
 * - an opaque id stands for one card in one hiding period only: a card that was visible
 *   and went back into hiding, or two different cards, never share one.
 */
import { clientEvents, view, viewEvents } from '../view.js';
import { EVENT_CARD_KEYS, EVENT_CARD_LISTS, hiddenTo, OPAQUE_BASE, toViewOptions } from '../viewIds.js';
import type { CardView, DuelView } from '../view.js';
import type { DuelEvent, DuelState, Option, PlayerId } from '../types.js';

const PLAYERS = [0, 1] as const;

export class HiddenIdWatch {
  readonly problems: string[] = [];
  private readonly publicIds = [new Set<number>(), new Set<number>()];
  private readonly hiddenNow = [new Set<number>(), new Set<number>()];
  private readonly periods = [new Map<number, number>(), new Map<number, number>()];
  /** Opaque id → "card:period" it was first handed out for. */
  private readonly owners = [new Map<number, string>(), new Map<number, string>()];

  private say(m: string): void {
    if (this.problems.length < 20) this.problems.push(m);
  }

  /** Follows every card's visibility into `state` (call after every step). */
  step(state: DuelState): void {
    for (const v of PLAYERS) {
      const now = this.hiddenNow[v]!;
      for (const card of state.cards) {
        const hidden = hiddenTo(state, card.id, v);
        if (hidden && !now.has(card.id)) {
          now.add(card.id);
          this.periods[v]!.set(card.id, (this.periods[v]!.get(card.id) ?? 0) + 1);
        } else if (!hidden) now.delete(card.id);
      }
    }
  }

  /** One id handed to `v` for the real card `real` (as the card is in `state`). */
  private shown(state: DuelState, v: PlayerId, shown: number, real: number, where: string): void {
    if (real < 0) {
      if (shown !== real) this.say(`${where}: an unnamed card became ${shown} for player ${v}`);
      return;
    }
    if (!hiddenTo(state, real, v)) {
      if (shown !== real) this.say(`${where}: visible card ${real} shown to player ${v} as ${shown}`);
      else this.publicIds[v]!.add(real);
      return;
    }
    if (shown === real || shown < OPAQUE_BASE) this.say(`${where}: hidden card ${real} shown to player ${v} by an instance id (${shown})`);
    if (this.publicIds[v]!.has(shown)) this.say(`${where}: hidden card ${real} shown to player ${v} by id ${shown}, seen on a public card`);
    const key = `${real}:${this.periods[v]!.get(real) ?? 0}`;
    const before = this.owners[v]!.get(shown);
    if (before !== undefined && before !== key) {
      this.say(`${where}: opaque id ${shown} for card:period ${key} of player ${v} was already used for ${before}`);
    }
    this.owners[v]!.set(shown, key);
  }

  /** Both players' views of `state` (as `build` makes them), matched zone by zone against the state. */
  views(state: DuelState, build: (s: DuelState, v: PlayerId) => DuelView = (s, v) => view(s, v)): void {
    for (const v of PLAYERS) {
      const dv = build(state, v);
      const pair = (shown: CardView | null, real: number | null, where: string): void => {
        if (shown && real !== null) this.shown(state, v, shown.id, real, where);
      };
      for (const [side, p] of [['you', v], ['opponent', v === 0 ? 1 : 0]] as const) {
        const pv = dv[side];
        const ps = state.players[p];
        pv.monsters.forEach((c, i) => pair(c, ps.monsters[i] ?? null, `view ${side} monsters`));
        pv.spellTraps.forEach((c, i) => pair(c, ps.spellTraps[i] ?? null, `view ${side} spellTraps`));
        pair(pv.fieldZone, ps.fieldZone, `view ${side} field zone`);
        pv.graveyard.forEach((c, i) => pair(c, ps.graveyard[i] ?? null, `view ${side} graveyard`));
        pv.banished.forEach((c, i) => pair(c, ps.banished[i] ?? null, `view ${side} banished`));
        pv.hand.forEach((c, i) => pair(c, ps.hand[i] ?? null, `view ${side} hand`));
        pv.extra.forEach((c, i) => pair(c, ps.extra[i] ?? null, `view ${side} extra`));
      }
      dv.extraMonsterZones.forEach((c, i) => pair(c, state.extraMonsterZones[i] ?? null, 'view extra monster zones'));
      this.battle(state, v, dv);
    }
  }

  private battle(state: DuelState, v: PlayerId, dv: DuelView): void {
    if (!state.battle || !dv.battle) return;
    this.shown(state, v, dv.battle.attacker, state.battle.attacker, 'view battle attacker');
    if (state.battle.target !== null && dv.battle.target !== null) this.shown(state, v, dv.battle.target, state.battle.target, 'view battle target');
  }

  /** The events of one step as each player is handed them, against the state right after. */
  events(after: DuelState, events: readonly DuelEvent[]): void {
    for (const v of PLAYERS) this.eventsShown(after, viewEvents(events, v), clientEvents(after, events, v), v);
  }

  /** Events as `v` was handed them (`shown`, from wherever they came), paired with `raw` (viewEvents) field by field. */
  eventsShown(after: DuelState, raw: readonly DuelEvent[], shown: readonly DuelEvent[], v: PlayerId): void {
    raw.forEach((e, i) => {
      const r = e as unknown as Record<string, unknown>;
      const s = shown[i] as unknown as Record<string, unknown>;
      const where = `event ${e.type}`;
      for (const k of EVENT_CARD_KEYS) if (typeof r[k] === 'number') this.shown(after, v, s[k] as number, r[k] as number, where);
      for (const k of EVENT_CARD_LISTS) {
        const ids = r[k];
        if (Array.isArray(ids)) ids.forEach((id: number, j) => this.shown(after, v, (s[k] as number[])[j]!, id, where));
      }
    });
  }

  /** The pending player's options as they are shown them. */
  options(state: DuelState, options: readonly Option[]): void {
    const v = state.pending?.player;
    if (v === undefined) return;
    const shown = toViewOptions(state, options, v);
    options.forEach((o, i) => {
      const a = o.action as unknown as Record<string, unknown>;
      const b = shown[i]!.action as unknown as Record<string, unknown>;
      for (const k of ['card', 'target']) if (typeof a[k] === 'number') this.shown(state, v, b[k] as number, a[k] as number, `option ${o.id}`);
      for (const k of ['tributes', 'choice']) {
        if (Array.isArray(a[k])) (a[k] as number[]).forEach((id, j) => this.shown(state, v, (b[k] as number[])[j]!, id, `option ${o.id}`));
      }
      if (o.action.type === 'choose' && o.action.pick !== null && !(state.pending?.kind === 'choose' && state.pending.labels)) {
        this.shown(state, v, (b.pick as number), o.action.pick, `option ${o.id}`);
      }
      // A choice among labelled values numbers its options by value, not by card.
      if (!(state.pending?.kind === 'choose' && state.pending.labels)) this.idTokens(state, v, shown[i]!.id);
    });
  }

  /** No number in a shown option id is the instance id of a card hidden from its viewer. */
  private idTokens(state: DuelState, v: PlayerId, id: string): void {
    for (const t of id.split(/[:\-t]/)) {
      if (!/^\d+$/.test(t)) continue;
      const n = Number(t);
      if (n < state.cards.length && hiddenTo(state, n, v)) {
        this.say(`option id ${id} shown to player ${v} holds the instance id of hidden card ${n}`);
      }
    }
  }
}
