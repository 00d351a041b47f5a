/**
 * What one player may know. The bot and every language-model prompt get only this:
 * never the opponent's hand, either Deck's order, the opponent's face-down cards or the
 * opponent's Extra Deck.
 */
import { scaleOf } from './summon/pendulum.js';
import { canSee } from './text/describe.js';
import { currentAtk, currentDef } from './continuous.js';
import { makeContext, type EngineContext } from './context.js';
import { staticOf } from './zones.js';
import { toViewEventIds, toViewId } from './viewIds.js';
import { activeMage } from './shadow/state.js';
import type { BattleStep, Decision, DuelEvent, DuelResult, DuelState, Phase, PlayerId, Position } from './types.js';

export interface CardView {
  id: number;
  /** false: only the card's existence (and position on the field) is known. */
  known: boolean;
  name?: string;
  passcode?: number;
  kind?: string;
  /** Its printed effects are not run by the engine: it plays as vanilla stats or does nothing. */
  noEffects?: boolean;
  level?: number;
  atk?: number;
  def?: number;
  position?: Position;
  faceUp?: boolean;
  zone?: number;
  /** Xyz Monsters have a Rank and Link Monsters a Link Rating where others have a Level (`level` holds the number). */
  levelKind?: 'rank' | 'link';
  /** Link Monsters: their Link Arrows ('Top', 'Bottom-Left' ...). */
  linkArrows?: string[];
  /** Pendulum Monsters: their Pendulum Scale. */
  scale?: number;
  /** A monster on the field: the Xyz Materials attached to it (public), first stacked first. */
  materials?: CardView[];
  /** A card in an Extra Monster Zone: who controls it (the zones are shared, so the zone alone does not say). */
  controller?: PlayerId;
}

export interface PlayerView {
  lp: number;
  hand: CardView[];
  handCount: number;
  deckCount: number;
  monsters: (CardView | null)[];
  spellTraps: (CardView | null)[];
  fieldZone: CardView | null;
  graveyard: CardView[];
  banished: CardView[];
  extraCount: number;
  /** The face-up cards of the Extra Deck (Pendulum Monsters), which both players see. */
  extraFaceUp?: CardView[];
  /** Only your own Extra Deck is listed. */
  extra: CardView[];
  /** Shadow Games: the side's mage this turn and their Magic Points (public: every spend is announced). */
  mage?: { name: string; magicPoints: number; team?: TeamMateView[] };
}

export interface DuelView {
  viewer: PlayerId;
  format: string;
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  step: BattleStep | null;
  you: PlayerView;
  opponent: PlayerView;
  extraMonsterZones: (CardView | null)[];
  /** Whose decision it is; a choice's prompt and hint only for the player making it. */
  pending: (Pick<Decision, 'kind' | 'player'> & { prompt?: string; hint?: 'harm' | 'help'; min?: number; max?: number }) | null;
  battle: { attacker: number; target: number | null } | null;
  result: DuelResult | null;
  normalSummonUsed: boolean;
  /** The chain being built or resolved, Chain Link 1 first: activated cards are public. */
  chain: { link: number; player: PlayerId; card: CardView; effect: string; negated: 'activation' | 'effect' | null }[];
  /** Why the current response window is open, if one is. */
  window: string | null;
}

export function cardView(state: DuelState, id: number, viewer: PlayerId, ctx: EngineContext = PLAIN): CardView {
  const card = state.cards[id]!;
  const onField = card.location === 'monster' || card.location === 'extraMonster' || card.location === 'spellTrap' || card.location === 'field';
  const visible = canSee(state, id, viewer);
  // A hidden card goes by an opaque id, new each time it goes into hiding (viewIds.ts).
  const base: CardView = { id: visible ? id : toViewId(state, id, viewer), known: false };
  if (onField) {
    base.position = card.position;
    base.faceUp = card.faceUp;
    base.zone = card.zone;
  }
  if (!visible) return base;
  const facts = staticOf(state, card);
  base.known = true;
  base.name = facts.name;
  base.passcode = facts.passcode;
  base.kind = facts.kind;
  if (facts.noEffects) base.noEffects = true;
  if (facts.kind === 'monster') {
    extraDeckFacts(state, id, viewer, ctx, base);
    base.level = facts.level;
    base.atk = onField ? currentAtk(state, ctx, id) : facts.atk;
    base.def = onField ? currentDef(state, ctx, id) : facts.def;
  }
  return base;
}

/** Rank, Link Rating and Arrows, Scale and Xyz Materials: only on the cards that have them (older views stay as they were). */
function extraDeckFacts(state: DuelState, id: number, viewer: PlayerId, ctx: EngineContext, base: CardView): void {
  const card = state.cards[id]!;
  const facts = staticOf(state, card);
  if (facts.frame === 'xyz') base.levelKind = 'rank';
  if (facts.frame === 'link') base.levelKind = 'link';
  if (facts.linkArrows) base.linkArrows = [...facts.linkArrows];
  // A Scale in a Pendulum Zone shows its Scale as it is now (Stargazer Magician's "becomes 4", Pendulum Shift).
  if (facts.scale !== undefined) base.scale = card.location === 'spellTrap' && card.faceUp ? scaleOf(state, id, ctx) : facts.scale;
  if (card.materials.length > 0) base.materials = card.materials.map((m) => cardView(state, m, viewer, ctx));
}

const PLAIN = makeContext();

function playerView(state: DuelState, p: PlayerId, viewer: PlayerId, ctx: EngineContext): PlayerView {
  const pl = state.players[p];
  const mine = p === viewer;
  const cv = (id: number): CardView => cardView(state, id, viewer, ctx);
  return {
    lp: pl.lp,
    hand: mine ? pl.hand.map(cv) : [],
    handCount: pl.hand.length,
    deckCount: pl.deck.length,
    monsters: pl.monsters.map((id) => (id === null ? null : cv(id))),
    spellTraps: pl.spellTraps.map((id) => (id === null ? null : cv(id))),
    fieldZone: pl.fieldZone === null ? null : cv(pl.fieldZone),
    graveyard: pl.graveyard.map(cv),
    banished: pl.banished.map(cv),
    extraCount: pl.extra.length,
    extra: mine ? pl.extra.map(cv) : [],
    // Face-up Pendulum Monsters in the Extra Deck are public (absent when there are none).
    ...(pl.extra.some((id) => state.cards[id]!.faceUp) ? { extraFaceUp: pl.extra.filter((id) => state.cards[id]!.faceUp).map(cv) } : {}),
    ...mageView(state, p),
  };
}

/**
 * A tag duel's mage of a side, seated or not (shadow.teams): public counts only. A mage out of
 * the seat shows no card of their hand, Deck or Graveyard to anyone, partner included.
 */
export interface TeamMateView {
  name: string;
  seated: boolean;
  lp: number;
  magicPoints: number;
  handCount: number;
  deckCount: number;
  graveyardCount: number;
}

/** A Shadow Games side's mage and Magic Points (and its team in a tag duel); nothing in other formats. */
function mageView(state: DuelState, p: PlayerId): Pick<PlayerView, 'mage'> {
  const mage = state.shadow ? activeMage(state, p) : null;
  if (!mage) return {};
  const team = state.shadow!.mages.filter((m) => m.side === p);
  if (team.length < 2) return { mage: { name: mage.mage.name, magicPoints: mage.mp } };
  const pl = state.players[p];
  const mates = team.map((m): TeamMateView => {
    const piles = m.aside ?? { ...pl };
    return { name: m.mage.name, seated: !m.aside, lp: piles.lp, magicPoints: m.mp, handCount: piles.hand.length, deckCount: piles.deck.length, graveyardCount: piles.graveyard.length };
  });
  return { mage: { name: mage.mage.name, magicPoints: mage.mp, team: mates } };
}

export function view(state: DuelState, viewer: PlayerId, ctx: EngineContext = PLAIN): DuelView {
  const other: PlayerId = viewer === 0 ? 1 : 0;
  return {
    viewer,
    format: state.format.id,
    turn: state.turn,
    turnPlayer: state.turnPlayer,
    firstPlayer: state.firstPlayer,
    phase: state.phase,
    step: state.step,
    you: playerView(state, viewer, viewer, ctx),
    opponent: playerView(state, other, viewer, ctx),
    extraMonsterZones: state.extraMonsterZones.map((id) => (id === null ? null : { ...cardView(state, id, viewer, ctx), controller: state.cards[id]!.controller })),
    chain: state.chain.map((link, i) => ({ link: i + 1, player: link.player, card: cardView(state, link.card, viewer, ctx), effect: link.effect, negated: link.negated })),
    window: state.window?.kind ?? null,
    pending: pendingView(state, viewer),
    battle: state.battle ? { attacker: toViewId(state, state.battle.attacker, viewer), target: state.battle.target === null ? null : toViewId(state, state.battle.target, viewer) } : null,
    result: state.result,
    normalSummonUsed: state.turnRecord.normalSummonUsed,
  };
}

function pendingView(state: DuelState, viewer: PlayerId): DuelView['pending'] {
  const p = state.pending;
  if (!p) return null;
  const base = { kind: p.kind, player: p.player };
  if (p.player !== viewer) return base;
  if (p.kind === 'choose') return { ...base, prompt: p.prompt, min: p.min, max: p.max, ...(p.hint ? { hint: p.hint } : {}) };
  if (p.kind === 'yes-no') return { ...base, prompt: p.prompt };
  return base;
}

/**
 * Events as a player may see them: the card drawn by the opponent is not named, not even
 * by instance id, because a later reveal would tell when it was drawn.
 */
export function viewEvents(events: readonly DuelEvent[], viewer: PlayerId): DuelEvent[] {
  return events.map((e) => (e.type === 'draw' && e.player !== viewer ? { ...e, card: -1 } : e.type === 'look' ? viewLook(e, viewer) : e));
}

/**
 * Events as they may be handed to a player (a client, the bot, a prompt): `viewEvents`,
 * then every card hidden from `viewer` in `after` (the state right after the events)
 * named by its opaque id. Server-side text is written from `viewEvents`, which keeps the
 * instance ids the renderers look cards up by.
 */
export function clientEvents(after: DuelState, events: readonly DuelEvent[], viewer: PlayerId): DuelEvent[] {
  return toViewEventIds(after, viewEvents(events, viewer), viewer);
}

/**
 * A look at hidden cards, as one player may see it. The looker learns which cards they
 * are (passcodes) but not their instance ids, which would let them follow a card after
 * the card is drawn or played; the owner sees which of their own hand cards
 * was looked at, but not the top of their own Deck; nobody else learns anything.
 */
function viewLook(e: Extract<DuelEvent, { type: 'look' }>, viewer: PlayerId): DuelEvent {
  const hidden = e.cards.map(() => -1);
  if (viewer === e.player && viewer === e.owner) return e;
  if (viewer === e.player) return { ...e, cards: hidden };
  if (viewer === e.owner && e.from === 'hand') return { ...e, passcodes: [] };
  return { ...e, cards: hidden, passcodes: [] };
}
