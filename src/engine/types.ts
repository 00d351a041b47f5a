/**
 * The duel state and everything that crosses the engine's boundary. All of it is plain
 * JSON data: no classes, no functions, no Maps, so a state can be stored, hashed, sent
 * over the wire and compared.
 */
import type { Format, FormatId } from './format.js';
import type { ShadowEventBody, ShadowState } from './shadow/types.js';
import type { RuleId } from './ruleIds.js';
import type { RejectionCode } from './rejectionCodes.js';
import type { TurnUses } from './turnUses.js';
export type { TurnUses };
export type { DeepReadonly, StateDraft, Writable } from './stateAccess.js';
import type { Process } from './process.js';
import type { AnyActiveEffect } from './effects/codes.js';
export type { EffectProcess, MaintenanceProcess, OptionalTriggerProcess, Process, TriggerOrderProcess } from './process.js';

export type PlayerId = 0 | 1;

export type CardKind = 'monster' | 'spell' | 'trap';

/** What the engine needs to know about a printed card. Copied into the state once per passcode. */
export interface CardStatic {
  passcode: number;
  name: string;
  kind: CardKind;
  /** Card frame: normal, effect, ritual, fusion, synchro, xyz, pendulum, link, spell, trap. */
  frame: string;
  subtypes: readonly string[];
  attribute: string | null;
  race: string | null;
  level: number;
  /** Printed ATK/DEF; a printed "?" is 0 for the rules ("original ATK" of the glossary). */
  atk: number;
  def: number;
  /** Starts in the Extra Deck (Fusion, Synchro, Xyz, Link). */
  extraDeck: boolean;
  /** The card prints effects the engine does not run yet (played as vanilla stats, by request). */
  noEffects?: boolean;
  /** May be Normal Summoned or Set from the hand (false for Ritual and Special Summon Monsters). */
  normalSummonable: boolean;
  /** Pendulum Monsters: the Pendulum Scale (left and right are equal). Absent on other cards. */
  scale?: number;
  /** Link Monsters: the Link Arrows, 'Top-Left' .. 'Bottom-Right', as the controller sees them. `level` is the Link Rating. */
  linkArrows?: readonly string[];
}

export type Location =
  /** A Token that left the field: it no longer exists anywhere. */
  | 'gone'
  | 'deck'
  | 'hand'
  | 'monster'
  | 'extraMonster'
  | 'spellTrap'
  | 'field'
  | 'graveyard'
  | 'banished'
  | 'extra'
  /** Attached under an Xyz Monster as an Xyz Material: not a card on the field (the holder lists it in `materials`). */
  | 'material'
  /**
   * Shadow Games tag duels: a pile of a mage who is not in their side's seat (their hand,
   * Deck of Magic, Graveyard...), kept in DuelState.shadow until they take the seat again.
   */
  | 'aside';

export type Position = 'attack' | 'defense';

/** How a monster now on the field got there; null off the field. */
export type ArrivalKind = 'normal' | 'tribute' | 'set' | 'flip' | 'special' | null;

export interface CardInstance {
  /** Instance id: index into DuelState.cards. Assigned in a seeded random order so an id tells nothing about the card. */
  id: number;
  passcode: number;
  owner: PlayerId;
  controller: PlayerId;
  location: Location;
  /** Zone index (0-based) for field locations, -1 elsewhere. */
  zone: number;
  position: Position;
  faceUp: boolean;
  /** Turn number on which the card arrived at its current location (the turn it was Set, for Set cards). */
  arrivedTurn: number;
  arrival: ArrivalKind;
  /** Was Special Summoned by its own procedure ("properly"), so effects may revive it later. */
  properlySummoned: boolean;
  counters: Record<string, number>;
  /** Instance ids attached to this card (Xyz materials and the like). */
  materials: readonly number[];
  /** Counts every move; a target chosen on activation is still valid only if this is unchanged. */
  moves: number;
  /** For an Equip Card on the field: the monster it is equipped to. */
  equippedTo: number | null;
}

export interface PlayerState {
  lp: number;
  /** Index 0 is the top of the Deck. */
  deck: readonly number[];
  hand: readonly number[];
  monsters: readonly (number | null)[];
  spellTraps: readonly (number | null)[];
  fieldZone: number | null;
  /** Index 0 is the bottom (first card sent); the order is public and never changes. */
  graveyard: readonly number[];
  banished: readonly number[];
  extra: readonly number[];
}

/** The six phases of a turn, in order (the one list every part of the engine uses). */
export const PHASES = ['draw', 'standby', 'main1', 'battle', 'main2', 'end'] as const;
export type Phase = (typeof PHASES)[number];
export type BattleStep = 'start' | 'battle' | 'damage' | 'end';

export interface TurnRecord {
  normalSummonUsed: boolean;
  /** Monsters whose battle position changed this turn (Flip Summons included). */
  positionChanged: readonly number[];
  /** Monsters that declared an attack this turn. */
  attacked: readonly number[];
  /** The monsters each attacker that may attack every monster (Asura Priest) attacked this turn; absent when none did. */
  attackedTargets?: readonly { attacker: number; target: number }[];
  /** Cards whose Standby Phase maintenance cost was settled (paid or not) this turn; absent when none was due. */
  maintained?: readonly number[];
}

export interface AttackInProgress {
  attacker: number;
  /** null for a direct attack. */
  target: number | null;
  /** The opponent's monsters when the attack was declared; a change means a replay. */
  opponentMonsters: readonly number[];
  /** The target was face-down and was turned face-up by this attack. */
  targetFlipped?: boolean;
  /**
   * The 2005 Damage Step (format field era.damageStep): monsters damage calculation destroyed
   * (as they were, `moves`), still on the field until the end of the Damage Step sends them.
   */
  destroyed?: readonly { id: number; moves: number }[];
  /** Damage calculation has begun and is not over ("during damage calculation only": damageCalculationOnly.ts). */
  calculating?: boolean;
}

export type Decision =
  /** Main Phase 1 or 2 command of the turn player. */
  | { kind: 'main'; player: PlayerId }
  /** Battle Step: declare an attack or end the Battle Phase. */
  | { kind: 'battle'; player: PlayerId }
  /** The attack target changed before damage: a new target, another attacker, or no attack. */
  | { kind: 'replay'; player: PlayerId }
  /** A window where the player may activate something or pass; `passes` counts passes in a row. */
  | { kind: 'respond'; player: PlayerId; window: ResponseWindow; passes: number }
  /** End Phase hand-size discard: one card at a time. */
  | { kind: 'discard'; player: PlayerId; count: number }
  /** A choice an effect needs while it is activated or resolved: pick cards or values one at a time. */
  | {
      kind: 'choose';
      player: PlayerId;
      prompt: string;
      /** Card ids, or value indexes when `labels` is set. */
      candidates: readonly number[];
      labels?: readonly string[];
      min: number;
      max: number;
      picked: readonly number[];
      /** Whether the pick harms the chosen cards (destroy, banish...) or helps them. */
      hint?: 'harm' | 'help';
    }
  /** Yes or no: an optional trigger, an optional part of an effect. */
  | { kind: 'yes-no'; player: PlayerId; prompt: string };

/**
 * Why a response window is open. `open`: nothing special happened (a phase with no other
 * decision, or responding to an activation in an open game state); `summoned`: a monster
 * was just Summoned; `attack-declared`; `damage-step`: before damage calculation, where
 * only Counter Traps and effects that change ATK/DEF may be activated; `after-damage`:
 * after damage calculation; `phase-end`: the turn player wants to move on; `summoning`: a
 * monster is being Normal, Flip or Special Summoned (by its own procedure) and does not count
 * as Summoned yet, so only effects that negate a Summon may start a Chain (rule
 * summon.negation); its `event` is the Summon still to be announced. The 2005 Damage
 * Step (format field era.damageStep) adds `damage-start` (the start of the Damage Step, the
 * target still face-down), `damage-calc` (during damage calculation) and `damage-end` (the
 * end of the Damage Step, after monsters destroyed by the battle were sent to the Graveyard).
 */
export type ResponseWindow = 'open' | 'summoned' | 'attack-declared' | 'damage-start' | 'damage-step' | 'damage-calc' | 'after-damage' | 'damage-end' | 'phase-end' | 'summoning';

/** What happens when a window closes with both players passing and no chain. */
export type Resume =
  | { to: 'open' }
  | { to: 'phase'; phase: Phase; step: BattleStep | null }
  | { to: 'attack' }
  | { to: 'damage-calculation' }
  | { to: 'end-damage-step' }
  /** The 2005 Damage Step's further substeps (before damage calculation, during it, leaving the step). */
  | { to: 'before-damage' }
  | { to: 'during-damage' }
  | { to: 'leave-damage-step' }
  | { to: 'hand-limit' }
  /** The Summon of a 'summoning' window was not negated: it is announced and the 'summoned' window opens. */
  | { to: 'summoned' };

export interface Window {
  kind: ResponseWindow;
  /** The event that opened it (the Summon, the attack declaration); "when" cards read it. */
  event: DuelEvent | null;
  resume: Resume;
}

export interface ChainTarget {
  id: number;
  /** The card's `moves` when it was targeted. */
  moves: number;
}

export interface ChainLink {
  player: PlayerId;
  card: number;
  /** Effect id within the card's script. */
  effect: string;
  speed: 1 | 2 | 3;
  /** Chosen on activation, slot by slot. */
  targets: readonly (readonly ChainTarget[])[];
  /** The activation of a Spell or Trap Card (it leaves the field after resolving unless it stays). */
  cardActivation: boolean;
  negated: 'activation' | 'effect' | null;
  /** The event that triggered a trigger effect. */
  event: DuelEvent | null;
  /** The source card's `moves` at activation: an effect whose card left the field may not apply. */
  sourceMoves: number;
  /** Cards a custom cost used (the monster Tributed for Metamorphosis), for effects that read them. */
  costCards?: readonly number[];
  /** What the activating player declared on activation (an index into the effect's `declare` labels); absent when nothing was. */
  declared?: number;
  /** The effect was activated while its card was in a Graveyard (The End of Anubis negates those); absent elsewhere. */
  activatedIn?: 'graveyard';
}

export type { ActiveEffect, AnyActiveEffect, Affected, EffectCode, EffectTarget, EffectValues, Until } from './effects/codes.js';

export interface PendingTrigger {
  card: number;
  effect: string;
  player: PlayerId;
  mandatory: boolean;
  /** "When ... you can": lost if its event was not the last thing to happen. */
  when: boolean;
  event: DuelEvent;
}

export interface DuelResult {
  /** null for a draw. */
  winner: PlayerId | null;
  /** 'card-effect': a card's own winning condition (Exodia the Forbidden One); see winConditions.ts. */
  reason: 'lp' | 'deck-out' | 'surrender' | 'both-lp' | 'card-effect';
}

export interface DuelState {
  engineVersion: string;
  format: Format;
  /** DuelConfig.heldSeats; absent when not set (the hash of older duels stays the same). */
  heldSeats?: readonly PlayerId[];
  seed: string;
  catalog: Record<string, CardStatic>;
  cards: readonly CardInstance[];
  players: readonly [PlayerState, PlayerState];
  /** Shared Extra Monster Zones (modern); empty in formats without them. */
  extraMonsterZones: readonly (number | null)[];
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  step: BattleStep | null;
  turnRecord: TurnRecord;
  battle: AttackInProgress | null;
  pending: Decision | null;
  result: DuelResult | null;
  /** Chain Link 1 first. */
  chain: readonly ChainLink[];
  window: Window | null;
  /**
   * Floating effects in force, in the order they were applied (the stat layers read that
   * order). Continuous effects of face-up cards are not stored: they follow from the board.
   */
  lingering: readonly AnyActiveEffect[];
  usedThisTurn: TurnUses;
  /** Trigger effects waiting to be put on a chain. */
  triggers: readonly PendingTrigger[];
  /** Event number after which the last action's events start ("when" triggers read it). */
  lastActionStart: number;
  process: Process | null;
  /** Shadow Games duels only: the mages, their Magic Points and rolls (absent elsewhere). */
  shadow?: ShadowState;
  /**
   * What the engine is in the middle of between decisions: resolving a chain both players
   * passed on, or putting triggered effects on a chain (after a chain, or after an action).
   */
  stage: 'idle' | 'resolving' | 'placing' | 'placing-after-chain';
  /** Players who had to draw from an empty Deck during an effect: they lose at the next check. */
  cannotDraw: readonly PlayerId[];
  /** sfc32 generator state. */
  prng: readonly [number, number, number, number];
  /**
   * Actions applied so far. States produced by `apply` share this array with their
   * ancestors; only the first `actionCount` entries belong to this state (see log.ts).
   */
  log: readonly Action[];
  actionCount: number;
  eventCount: number;
}

export type Action =
  /** `position` exists only so a request for face-up Defense can be refused with its rule. */
  | { type: 'normal-summon'; player: PlayerId; card: number; tributes: readonly number[]; zone?: number; position?: Position }
  | { type: 'set-monster'; player: PlayerId; card: number; tributes: readonly number[]; zone?: number }
  | { type: 'flip-summon'; player: PlayerId; card: number }
  | { type: 'change-position'; player: PlayerId; card: number }
  | {
      type: 'special-summon';
      player: PlayerId;
      card: number;
      procedure: string;
      choice: readonly number[];
      position: Position;
      zone?: number;
    }
  | { type: 'enter-battle'; player: PlayerId }
  | { type: 'end-battle'; player: PlayerId }
  | { type: 'end-turn'; player: PlayerId }
  | { type: 'attack'; player: PlayerId; attacker: number; target: number | null }
  | { type: 'cancel-attack'; player: PlayerId }
  | { type: 'discard'; player: PlayerId; card: number }
  | { type: 'pass'; player: PlayerId }
  | { type: 'set-spell-trap'; player: PlayerId; card: number; zone?: number }
  | { type: 'activate'; player: PlayerId; card: number; effect: string }
  /** Pick one candidate of a `choose` decision, or `done: true` once enough are picked. */
  | { type: 'choose'; player: PlayerId; pick: number | null; done?: boolean }
  | { type: 'answer'; player: PlayerId; yes: boolean }
  /** Shadow Games: roll for Heart of the Cards for this Library card (passcode). */
  | { type: 'heart-of-the-cards'; player: PlayerId; passcode: number }
  | { type: 'surrender'; player: PlayerId };

export type ActionType = Action['type'];

export interface Option {
  /** Stable for the same state: derived from the action's payload. */
  id: string;
  label: string;
  action: Action;
  /** For activations: what the effect does (its categories, "targets"), for bots and hints. */
  tags?: readonly string[];
}

export interface Rejection {
  code: RejectionCode;
  rule: RuleId;
  message: string;
}

export type { RejectionCode } from './rejectionCodes.js';

export type DuelEvent = { n: number } & EventBody;

export type EventBody =
  | { type: 'duel-start'; firstPlayer: PlayerId; format: FormatId }
  | { type: 'shuffle'; player: PlayerId }
  | { type: 'turn'; turn: number; player: PlayerId }
  | { type: 'phase'; phase: Phase; step: BattleStep | null }
  | { type: 'draw'; player: PlayerId; card: number }
  | { type: 'normal-summon'; player: PlayerId; card: number; tribute: boolean }
  | { type: 'set-monster'; player: PlayerId; card: number }
  | { type: 'flip-summon'; player: PlayerId; card: number }
  /** `from`: where an effect brought it from (Molten Zombie reads it); absent for Summons by procedure. */
  | { type: 'special-summon'; player: PlayerId; card: number; procedure: string; position: Position; from?: Location }
  | { type: 'tribute'; player: PlayerId; card: number }
  /** `from` / `wasFaceUp`: the position before the change (Dream Clown reads them). */
  | { type: 'position'; player: PlayerId; card: number; position: Position; from?: Position; wasFaceUp?: boolean }
  | { type: 'attack'; player: PlayerId; attacker: number; target: number | null }
  | { type: 'replay'; player: PlayerId; attacker: number }
  | { type: 'attack-cancelled'; player: PlayerId; attacker: number }
  /** A card's effect ended `player`'s Battle Phase (Negate Attack): play goes on to its End Step. */
  | { type: 'battle-phase-ended'; player: PlayerId }
  | { type: 'flip'; card: number; reason: 'attacked' | 'effect' }
  /** The Damage Step of this attack begins (2005 Damage Step only): "at the start of the Damage Step" effects read it. */
  | { type: 'damage-step-start'; attacker: number; target: number | null }
  | {
      type: 'damage-calculation';
      attacker: number;
      target: number | null;
      attackValue: number;
      /** The ATK or DEF the attack was compared with; null for a direct attack. */
      defendValue: number | null;
      targetPosition: Position | null;
    }
  /** `by`: the monster whose battle inflicted it (the attacker, or the attack target). */
  | { type: 'battle-damage'; player: PlayerId; amount: number; lp: number; by?: number }
  | { type: 'destroyed'; card: number; by: 'battle' | 'effect' | 'rule'; owner: PlayerId; wasFaceUp?: boolean; controller?: PlayerId }
  /** `byPlayer`: for a card sent by an effect (or discarded by one), the player whose effect it was (Despair from the Dark reads it). */
  | { type: 'sent-to-graveyard'; card: number; reason: 'tribute' | 'discard' | 'destroyed' | 'cost' | 'effect' | 'resolved' | 'rule' | 'material'; from?: Location; byPlayer?: PlayerId }
  | { type: 'set-spell-trap'; player: PlayerId; card: number }
  | { type: 'activate'; player: PlayerId; card: number; effect: string; link: number; targets: readonly number[] }
  | { type: 'resolve'; link: number; card: number; effect: string; negated: 'activation' | 'effect' | null }
  | { type: 'chain-end' }
  /** `what` 'summon': a monster's Summon was negated (Solemn Judgment); `link` is the negating link. */
  | { type: 'negated'; card: number; what: 'activation' | 'effect' | 'summon'; link: number }
  | { type: 'banished'; card: number }
  | { type: 'returned-to-hand'; card: number; /** Where it was, who returned it, and how many cards that effect returned at once (Stargazer Magician: "exactly 1"). */ from?: Location; byPlayer?: PlayerId; together?: number }
  | { type: 'returned-to-deck'; card: number }
  /** A banished monster came back to `player`'s field by the rules, not by a Summon (Interdimensional Matter Transporter). */
  | { type: 'returned-to-field'; card: number; player: PlayerId }
  | { type: 'added-to-hand'; player: PlayerId; card: number; from: Location }
  | { type: 'reveal'; player: PlayerId; cards: readonly number[] }
  /**
   * `player` looks at cards only they may see (Ancient Telescope, The Inexperienced Spy).
   * `viewEvents` gives the looker the cards' passcodes but not their instance ids, and
   * the owner the ids only of cards from their own hand; nobody else learns anything.
   */
  | { type: 'look'; player: PlayerId; owner: PlayerId; from: 'deck' | 'hand'; cards: readonly number[]; passcodes: readonly number[] }
  | { type: 'control'; card: number; player: PlayerId }
  | { type: 'effect-damage'; player: PlayerId; amount: number; lp: number; by?: number }
  | { type: 'lp-gain'; player: PlayerId; amount: number; lp: number }
  | { type: 'lp-cost'; player: PlayerId; amount: number; lp: number; /** Lost by an effect ("halve your Life Points": Jirai Gumo), not paid as a cost. */ lost?: true }
  | { type: 'counter'; card: number; counter: string; count: number }
  | { type: 'stat-change'; card: number; atk: number; def: number }
  | { type: 'equipped'; card: number; to: number }
  | { type: 'coin'; player: PlayerId; result: 'heads' | 'tails' }
  | { type: 'die'; player: PlayerId; value: number }
  | ShadowEventBody
  | { type: 'trigger-missed'; card: number; effect: string }
  | { type: 'choice'; player: PlayerId; picked: readonly number[] }
  /** `reason` absent: the hand size limit. */
  /** `byPlayer`: for a discard by an effect, the player whose effect it was (Regenerating Mummy reads it). */
  | { type: 'discard'; player: PlayerId; card: number; reason?: 'effect' | 'cost'; byPlayer?: PlayerId }
  | { type: 'pass'; player: PlayerId }
  | { type: 'surrender'; player: PlayerId }
  | { type: 'duel-end'; winner: PlayerId | null; reason: DuelResult['reason'] };

export type ApplyResult =
  | { ok: true; state: DuelState; events: DuelEvent[] }
  | { ok: false; rejection: Rejection };

// The config a duel is created from lives in its own module; re-exported so every import stays the same.
export type { DeckList, DuelConfig } from './duelConfig.js';
