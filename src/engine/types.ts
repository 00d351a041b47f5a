/**
 * The duel state and everything that crosses the engine's boundary. All of it is plain
 * JSON data: no classes, no functions, no Maps, so a state can be stored, hashed, sent
 * over the wire and compared.
 */
import type { Format, FormatId } from './format.js';
import type { RuleId } from './ruleIds.js';

export type PlayerId = 0 | 1;

export type CardKind = 'monster' | 'spell' | 'trap';

/** What the engine needs to know about a printed card. Copied into the state once per passcode. */
export interface CardStatic {
  passcode: number;
  name: string;
  kind: CardKind;
  /** Card frame: normal, effect, ritual, fusion, synchro, xyz, pendulum, link, spell, trap. */
  frame: string;
  subtypes: string[];
  attribute: string | null;
  race: string | null;
  level: number;
  /** Printed ATK/DEF; a printed "?" is 0 for the rules ("original ATK" of the glossary). */
  atk: number;
  def: number;
  /** Starts in the Extra Deck (Fusion, Synchro, Xyz, Link). */
  extraDeck: boolean;
  /** May be Normal Summoned or Set from the hand (false for Ritual and Special Summon Monsters). */
  normalSummonable: boolean;
}

export type Location =
  | 'deck'
  | 'hand'
  | 'monster'
  | 'extraMonster'
  | 'spellTrap'
  | 'field'
  | 'graveyard'
  | 'banished'
  | 'extra';

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
  materials: number[];
}

export interface PlayerState {
  lp: number;
  /** Index 0 is the top of the Deck. */
  deck: number[];
  hand: number[];
  monsters: (number | null)[];
  spellTraps: (number | null)[];
  fieldZone: number | null;
  /** Index 0 is the bottom (first card sent); the order is public and never changes. */
  graveyard: number[];
  banished: number[];
  extra: number[];
}

export type Phase = 'draw' | 'standby' | 'main1' | 'battle' | 'main2' | 'end';
export type BattleStep = 'start' | 'battle' | 'damage' | 'end';

export interface TurnRecord {
  normalSummonUsed: boolean;
  /** Monsters whose battle position changed this turn (Flip Summons included). */
  positionChanged: number[];
  /** Monsters that declared an attack this turn. */
  attacked: number[];
}

export interface AttackInProgress {
  attacker: number;
  /** null for a direct attack. */
  target: number | null;
  /** The opponent's monsters when the attack was declared; a change means a replay. */
  opponentMonsters: number[];
}

export type Decision =
  /** Main Phase 1 or 2 command of the turn player. */
  | { kind: 'main'; player: PlayerId }
  /** Battle Step: declare an attack or end the Battle Phase. */
  | { kind: 'battle'; player: PlayerId }
  /** The attack target changed before damage: pick a new target or give up the attack. */
  | { kind: 'replay'; player: PlayerId }
  /** A window where the player may respond; `pass` is always an option. */
  | { kind: 'respond'; player: PlayerId; window: ResponseWindow; passes: number }
  /** End Phase hand-size discard: one card at a time. */
  | { kind: 'discard'; player: PlayerId; count: number };

export type ResponseWindow = 'attack-declared';

export interface DuelResult {
  /** null for a draw. */
  winner: PlayerId | null;
  reason: 'lp' | 'deck-out' | 'surrender' | 'both-lp';
}

export interface DuelState {
  engineVersion: string;
  format: Format;
  seed: string;
  catalog: Record<string, CardStatic>;
  cards: CardInstance[];
  players: [PlayerState, PlayerState];
  /** Shared Extra Monster Zones (modern); empty in formats without them. */
  extraMonsterZones: (number | null)[];
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  step: BattleStep | null;
  turnRecord: TurnRecord;
  battle: AttackInProgress | null;
  pending: Decision | null;
  result: DuelResult | null;
  /** sfc32 generator state. */
  prng: [number, number, number, number];
  /**
   * Actions applied so far. States produced by `apply` share this array with their
   * ancestors; only the first `actionCount` entries belong to this state (see log.ts).
   */
  log: Action[];
  actionCount: number;
  eventCount: number;
}

export type Action =
  /** `position` exists only so a request for face-up Defense can be refused with its rule. */
  | { type: 'normal-summon'; player: PlayerId; card: number; tributes: number[]; zone?: number; position?: Position }
  | { type: 'set-monster'; player: PlayerId; card: number; tributes: number[]; zone?: number }
  | { type: 'flip-summon'; player: PlayerId; card: number }
  | { type: 'change-position'; player: PlayerId; card: number }
  | {
      type: 'special-summon';
      player: PlayerId;
      card: number;
      procedure: string;
      choice: number[];
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
  | { type: 'surrender'; player: PlayerId };

export type ActionType = Action['type'];

export interface Option {
  /** Stable for the same state: derived from the action's payload. */
  id: string;
  label: string;
  action: Action;
}

export interface Rejection {
  code: RejectionCode;
  rule: RuleId;
  message: string;
}

export type RejectionCode =
  | 'DUEL_OVER'
  | 'MALFORMED_ACTION'
  | 'NOT_YOUR_DECISION'
  | 'WRONG_DECISION'
  | 'NO_SUCH_CARD'
  | 'NOT_YOUR_CARD'
  | 'NOT_IN_HAND'
  | 'NOT_A_MONSTER'
  | 'CANNOT_NORMAL_SUMMON'
  | 'NORMAL_SUMMON_USED'
  | 'WRONG_TRIBUTE_COUNT'
  | 'INVALID_TRIBUTE'
  | 'ZONE_FULL'
  | 'ZONE_TAKEN'
  | 'NOT_FACE_DOWN'
  | 'SET_THIS_TURN'
  | 'NOT_FACE_UP'
  | 'ARRIVED_THIS_TURN'
  | 'POSITION_ALREADY_CHANGED'
  | 'ATTACKED_THIS_TURN'
  | 'NO_BATTLE_FIRST_TURN'
  | 'NOT_ATTACK_POSITION'
  | 'ALREADY_ATTACKED'
  | 'DIRECT_ATTACK_BLOCKED'
  | 'INVALID_TARGET'
  | 'NO_PROCEDURE'
  | 'PROCEDURE_NOT_POSSIBLE'
  | 'FACE_UP_DEFENSE_FROM_HAND'
  | 'POSITION_NOT_ALLOWED'
  | 'NOT_IN_BATTLE';

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
  | { type: 'special-summon'; player: PlayerId; card: number; procedure: string; position: Position }
  | { type: 'tribute'; player: PlayerId; card: number }
  | { type: 'position'; player: PlayerId; card: number; position: Position }
  | { type: 'attack'; player: PlayerId; attacker: number; target: number | null }
  | { type: 'replay'; player: PlayerId; attacker: number }
  | { type: 'attack-cancelled'; player: PlayerId; attacker: number }
  | { type: 'flip'; card: number; reason: 'attacked' }
  | {
      type: 'damage-calculation';
      attacker: number;
      target: number | null;
      attackValue: number;
      /** The ATK or DEF the attack was compared with; null for a direct attack. */
      defendValue: number | null;
      targetPosition: Position | null;
    }
  | { type: 'battle-damage'; player: PlayerId; amount: number; lp: number }
  | { type: 'destroyed'; card: number; by: 'battle'; owner: PlayerId }
  | { type: 'sent-to-graveyard'; card: number; reason: 'tribute' | 'discard' | 'destroyed' | 'cost' }
  | { type: 'discard'; player: PlayerId; card: number }
  | { type: 'pass'; player: PlayerId }
  | { type: 'surrender'; player: PlayerId }
  | { type: 'duel-end'; winner: PlayerId | null; reason: DuelResult['reason'] };

export type ApplyResult =
  | { ok: true; state: DuelState; events: DuelEvent[] }
  | { ok: false; rejection: Rejection };

export interface DeckList {
  main: number[];
  extra: number[];
}

export interface DuelConfig {
  format: FormatId;
  seed: string;
  decks: [DeckList, DeckList];
  /** Who goes first; 'coin' flips the seeded coin. Defaults to player 0. */
  firstPlayer?: PlayerId | 'coin';
}
