/**
 * The effect API card scripts are written against. A script declares each effect as
 * data (kind, speed, trigger, targets, cost) plus small functions (condition, resolve),
 * and resolves it through the primitives of `Resolution`. The engine runs the same
 * condition, cost and target checks to list an activation and to perform it, so the list
 * and the guard never disagree (ygopro's "chk==0" convention).
 */
import type { ExtraMaterials } from '../summon/materials.js';
import type { CardStatic, DuelEvent, DuelState, Location, PlayerId, Position } from '../types.js';
import type { EffectCode, EffectTarget, EffectValues } from './codes.js';
import type { EngineContext } from '../context.js';
import type { FormatId } from '../format.js';
import type { Resolution } from './resolution.js';

export type SpellSpeed = 1 | 2 | 3;

/**
 * spell / trap: the activation of a Spell or Trap Card itself.
 * ignition: a monster's Main Phase effect. trigger / flip: activates when something
 * happens. quick: a Spell Speed 2 monster effect.
 */
export type EffectKind = 'spell' | 'trap' | 'ignition' | 'trigger' | 'flip' | 'quick';

/** Read-only facts an effect check gets. */
export interface EffectQuery {
  state: DuelState;
  /** The card whose effect this is. */
  self: number;
  /** Who would activate it (the card's controller, or its owner off the field). */
  player: PlayerId;
  /** For trigger effects: the event that triggered it. */
  event?: DuelEvent;
  /** The engine context (card scripts), for checks that read other cards' scripts. */
  ctx?: EngineContext;
  /**
   * While targets are chosen during an activation: the cards its custom cost just used (Armed
   * Dragon LV5 targets by the ATK of the monster it sent). Absent when activations are listed.
   */
  paidCostCards?: readonly number[];
}

export interface TargetSlot {
  /** Words for the prompt: "a Spell or Trap card on the field". */
  what: string;
  min: number;
  max: number;
  /** Where candidates are looked for. */
  from: readonly ('field' | 'monsters' | 'spellTraps' | 'graveyard' | 'hand' | 'banished')[];
  /** Which side: the activator's, the opponent's, or both. */
  side: 'own' | 'opponent' | 'both';
  /** The card may target itself (Man-Eater Bug can). */
  includeSelf?: boolean;
  /**
   * The slot belongs to one of the effect's declared choices (an index into `declare.labels`):
   * the choice is then declared before targets, only choices whose slots can be filled are
   * offered, and the slot stays empty for the other choices ("activate 1 of these effects":
   * Dark Scorpion - Cliff the Trap Remover).
   */
  forChoice?: number;
  filter?(q: EffectQuery, candidate: number): boolean;
}

export interface CostSpec {
  lp?: number;
  /** Half the activating player's LP, rounded down, worked out when it is paid (Solemn Judgment). */
  halfLp?: boolean;
  /** Cards to discard from the hand (chosen by the activator). */
  discard?: number;
  /**
   * Restrictions the activating player accepts for the rest of the turn in order to
   * activate ("you cannot Summon other monsters the turn you activate this card"); like
   * any cost they stay even if the activation is negated.
   */
  restrictions?: readonly ('cannot-summon' | 'cannot-enter-battle-phase')[];
  /**
   * A cost the card states itself (Tribute a monster, send Spells from the hand, send this
   * card to the Graveyard): `can` says whether it can be paid now (checked with the rest when
   * listing and applying), `what` words it for a refusal, `pay` pays it through the
   * resolution primitives before targets are chosen and may return the cards it used (kept
   * on the chain link: `Resolution.costCards`).
   */
  custom?: { what?: string; can(q: EffectQuery): boolean; pay(r: Resolution): readonly number[] | void };
  /** Only cards that pass this may be discarded for `discard` (Lady Ninja Yae: a WIND monster; Spell Shield Type-8: a Spell Card). */
  discardOnly?: { what: string; filter(q: EffectQuery, id: number): boolean };
  /** Monsters its controller controls (the card itself allowed), Tributed as the cost (Cannon Soldier). */
  tribute?: number;
  /** The card itself is the cost: Tributed (Exiled Force), sent to the Graveyard (Black Dragon's Chick), or discarded from the hand (Thunder Dragon, with `activateFrom: 'hand'`). */
  self?: 'tribute' | 'send-to-graveyard' | 'discard';
  /** The monster itself cannot attack this turn, as a condition of activating (Chaos Sorcerer); it stays if the effect is negated. */
  selfCannotAttack?: boolean;
  /** Counters removed from the card itself (Breaker the Magical Warrior's Spell Counter). */
  removeCounters?: { counter: string; count: number };
}

/** What a chain-effect category says about an activation (read by Fake Trap, Gryphon Wing...). */
export type EffectCategory =
  | 'destroy-monster'
  | 'destroy-spell-trap'
  | 'destroy-trap'
  | 'special-summon'
  | 'draw'
  | 'search'
  | 'damage'
  | 'negate'
  | 'stat-change'
  | 'control'
  | 'to-hand'
  | 'banish'
  | 'position';

export interface EffectDef {
  /** Unique within its card: "activate", "flip", "ignition"... */
  id: string;
  kind: EffectKind;
  /** Defaults: Spells 1 (Quick-Play 2), Traps 2 (Counter 3), monster effects 1, quick effects 2. */
  speed?: SpellSpeed;
  /** Short words for option labels; defaults to "Activate <name>". */
  label?: string;
  categories?: readonly EffectCategory[];
  /** For trigger and flip effects: does this event trigger it? Flip effects default to "this card was flipped face-up". */
  triggersOn?(q: EffectQuery, event: DuelEvent): boolean;
  /** "You can": the controller may decline. */
  optional?: boolean;
  /** An optional "When ... you can" trigger misses its timing if something else happened last. */
  when?: boolean;
  /** Where the card must be for a trigger to activate (default: face-up on the field). */
  triggersFrom?: readonly Location[];
  /**
   * Set off only through a 'floating-trigger' effect that names it (Last Will: "this turn,
   * when a monster ..."), wherever its card is then; never by the card by itself.
   */
  floating?: boolean;
  /** Once per turn for this card (soft) or for any card with this name (hard). */
  oncePerTurn?: 'card' | 'name';
  /**
   * Effects of one card that share one once-per-turn use ("once per turn, you can activate
   * 1 of these effects": Black Luster Soldier - Envoy of the Beginning); default the effect's id.
   */
  oncePerTurnGroup?: string;
  /** The card says this effect may be activated again while it is already on the Chain (rule chain.once-per-chain). */
  multiplePerChain?: boolean;
  /**
   * An Ignition or Quick effect activated while its card is in its owner's hand (Thunder
   * Dragon: "discard this card") or Graveyard (Re-Cover: "If this card is in the GY"), instead
   * of face-up on the field.
   */
  activateFrom?: 'hand' | 'graveyard';
  /**
   * A Pendulum Effect: activated (or triggered) while its Pendulum Monster Card is face-up in a
   * Pendulum Zone as a Scale, not while it is a monster (rule zones.pendulum); its other
   * effects are monster effects that work only in a Monster Zone.
   */
  pendulumEffect?: boolean;
  /**
   * Negates a Summon (Solemn Judgment, Horn of Heaven): it may be activated only in the
   * Summon-negation window, as the Chain's first link, and only such effects may start a
   * Chain there (rule summon.negation; summonNegation.ts).
   */
  negatesSummon?: boolean;
  /** "Your opponent cannot activate the targeted card in response to this card's activation" (Night Beam). */
  targetsCannotRespond?: boolean;
  /** Directly changes ATK/DEF, so it may be activated in the Damage Step. */
  damageStep?: boolean;
  /** The card says it is used during damage calculation (2005 Damage Step: its window `damage-calc`). */
  duringDamageCalculation?: boolean;
  /** For a Spell or Trap: when it may be activated at all (beyond timing and speed). */
  condition?(q: EffectQuery): boolean;
  targets?: readonly TargetSlot[];
  /**
   * Something the player declares when activating, after costs and targets (Tribe-Infecting
   * Virus: a Type; Don Zaloog: which effect): one of `labels`, kept on the chain link so the
   * opponent knows it when responding; `Resolution.declared()` reads it.
   */
  declare?: {
    prompt: string;
    labels(q: EffectQuery): readonly string[];
    /** For choices declared before targets (see TargetSlot.forChoice): can choice `index` be made now (Cliff: 2 cards left to mill)? */
    possible?(q: EffectQuery, index: number): boolean;
  };
  cost?: CostSpec;
  resolve(r: Resolution): void;
}

/**
 * A Continuous effect: while its card is face-up on the field (or equipped, for an Equip
 * Card), it applies its code to the cards or players `affects` picks, with `value`. The
 * engine asks for it through the effect query (activeEffects.ts), like a floating effect.
 */
export interface ContinuousEffect<C extends EffectCode = EffectCode> {
  code: C;
  /** Where the source must be for it to apply. Default: face-up on the field. */
  activeWhen?: 'face-up' | 'equipped' | 'pendulum-zone';
  /**
   * Which cards or players it applies to now. Default: its own card only. `ctx` lets it read
   * ATK as the rules see it (Wall of Revealing Light: monsters with ATK up to the LP paid).
   */
  affects?(state: DuelState, source: number, target: EffectTarget, ctx?: EngineContext): boolean;
  /** The code's value for `target` (see EffectValues); absent for codes without a value. `ctx` lets it read other cards' scripts (names treated as another name). */
  value?(state: DuelState, source: number, target: EffectTarget, ctx?: EngineContext): EffectValues[C];
  /** For 'destroyed-by-event': the rules destroy the source when this event happens. */
  onEvent?(state: DuelState, source: number, event: DuelEvent): boolean;
}

/** Any Continuous effect, discriminated by `code` (a script's `value` is checked against its code). */
export type AnyContinuousEffect = { [C in EffectCode]: ContinuousEffect<C> }[EffectCode];

export interface CardScript {
  passcode: number;
  effects?: readonly EffectDef[];
  continuous?: readonly AnyContinuousEffect[];
  /** Equip Spells: which monsters it may be equipped to (default: any face-up monster). */
  equipTo?(q: EffectQuery, monster: number): boolean;
  /** Monsters that can only be Special Summoned (Toons, Special Summon Monsters). */
  specialSummonOnly?: boolean;
  /** Overrides of printed facts the engine reads (e.g. a Toon's attack rules). */
  toon?: boolean;
  /** Synchro, Xyz and Link Monsters: their materials line where it asks more than the method's default (summon/materials.ts). */
  extraMaterials?: ExtraMaterials;
  /** Fusion Monsters: the names of their Fusion Materials, one entry per monster needed. */
  fusionMaterials?: readonly string[];
  /** "A Fusion Summon of this card can only be done with the above Fusion Materials": no Fusion substitute may stand in. */
  fusionMaterialsOnly?: boolean;
  /** A Fusion substitute (King of the Swamp): it may stand in for any 1 Fusion Material named by a Fusion Monster. */
  fusionSubstitute?: boolean;
  /**
   * "Must be Fusion Summoned and cannot be Special Summoned by other ways" (Elemental HERO
   * Flame Wingman): only a Fusion Summon brings it out first; once properly Summoned, an
   * effect that Special Summons "a monster" may bring it back (rule summon.proper).
   */
  mustBeFusionSummoned?: boolean;
  /** A Normal Spell or Trap that stays on the field after it resolves ("it remains on the field": Swords of Revealing Light). */
  remainsOnField?: boolean;
  /** This monster cannot be Tributed for a Tribute Summon (Scapegoat's Sheep Tokens). */
  cannotBeTributedForTributeSummon?: boolean;
  /**
   * The card as worded in a format's era, where that differs from today's text (goat: the
   * April 2005 wording, e.g. pre-errata Sangan with no once-per-turn and no name lock).
   * Each part given replaces the same part of the script in duels of that format.
   */
  formats?: Partial<Record<FormatId, CardScriptVariant>>;
  /** "This card's name is treated as ..." wherever it is (A Legendary Ocean: "Umi"); read by `isNamed` in the card lib. */
  treatedAsName?: string;
  /** This monster cannot be Special Summoned at all, by any effect (Spirit monsters). */
  cannotBeSpecialSummoned?: boolean;
  /**
   * The rules remember, until the end of the turn, that this card was turned face-up (a
   * 'flipped-this-turn' effect on it), for effects that ask "the turn it was flipped face-up"
   * (Spirit monsters). Only such cards are tracked, so other duels' states stay as they were.
   */
  remembersFlips?: boolean;
  /**
   * The rules remember, until the end of the turn, that this monster destroyed a monster by
   * battle (a 'destroyed-a-monster-by-battle' effect on it), for "during the End Phase of a
   * turn this card destroyed a monster by battle" (Mystic Swordsman LV2, Armed Dragon LV5).
   */
  remembersBattleDestruction?: boolean;
  /**
   * Destroyed by a card effect of its controller's opponent and sent to the Graveyard, it
   * sets up its effect `effect` for its owner's next Standby Phase, not as a Chain Link;
   * that effect then triggers if the card is still in the Graveyard (Vampire Lord). See
   * effects/destructionSetUp.ts.
   */
  setUpWhenDestroyedByOpponent?: { effect: string };
  /** As `setUpWhenDestroyedByOpponent`, for a face-up card destroyed on the field by any card effect (Inari Fire). */
  setUpWhenDestroyedByEffect?: { effect: string };
  /**
   * Destroyed by battle and sent to the Graveyard, it sets up its effect `effect` for the End
   * Phase of that turn, not as a Chain Link; that effect then triggers if the card is still in
   * the Graveyard (Fox Fire). See effects/destructionSetUp.ts.
   */
  setUpWhenDestroyedByBattle?: { effect: string };
  /** Face-up, it can be treated as 2 Tributes for the Tribute Summon of a monster this accepts (Double Coston: DARK). */
  doubleTributeFor?(summoned: CardStatic): boolean;
  /**
   * A winning condition of the card's own, checked by the rules whenever the duel moves on (no
   * Chain Link, nothing can respond): while the card is in its owner's hand and `met` says so,
   * its owner wins the Duel (Exodia the Forbidden One with the 4 other pieces). See winConditions.ts.
   */
  winsDuel?: { from: 'hand'; met(state: DuelState, self: number): boolean };
  /** "You can only control 1 face-up <this card>": no second face-up one by any Summon (uniqueOnField.ts). */
  onlyOneFaceUp?: boolean;
  /** A Pendulum Monster Card's condition for being activated as a Scale ("You must control no monsters to activate this card": Timegazer Magician); `what` words it for a refusal. */
  scaleActivationCondition?: { what: string; met(state: DuelState, player: PlayerId): boolean };
  /** "You can only control 1 <this card>" (Jigabyte): no second one, face-up or face-down, by any Summon or Set (uniqueOnField.ts). */
  onlyOne?: boolean;
  /** Its effects move cards out of a Graveyard even under a Graveyard lock ("not affected by Necrovalley": Rite of Spirit). */
  ignoresGraveyardLocks?: boolean;
}

/** The parts of a script a format's wording may replace. */
export type CardScriptVariant = Partial<Omit<CardScript, 'passcode' | 'formats'>>;

/** A card's script as played in `format` (its variant for that format applied; today's wording without one). */
export type ScriptLookup = (passcode: number, format?: FormatId) => CardScript | undefined;

/** Token facts for tokens a script creates. */
export type TokenFacts = CardStatic;

export type { Position };
