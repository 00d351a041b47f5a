/**
 * The effect vocabulary: every kind of effect that applies without being activated, by
 * code, with the value each code carries. The rules ask one question at the places they
 * care ("what affects this card, or this player, for this code?", see activeEffects.ts)
 * instead of reading a flag or a hook per mechanic. A new card with a known mechanic needs
 * no engine change; a new mechanic adds a code here and a reader where the rule applies.
 *
 * The model is ygopro-core's continuous effect codes (an effect is a code, a range and a
 * value the core asks about) and XMage's reusable effect classes, in our own terms.
 */
import type { ArrivalKind, CardStatic, Phase, PlayerId, Position } from '../types.js';

/** What each code means and the value it carries (`null`: the code alone says it all). */
export interface EffectValues {
  // --- Players.
  /** The player cannot Summon (Normal, Tribute, Flip or Special); Sets stay allowed (Scapegoat). */
  'cannot-summon': null;
  /** The player cannot enter their Battle Phase (Soul Exchange). */
  'cannot-enter-battle-phase': null;
  /** The player takes no battle damage (Waboku). */
  'no-battle-damage': null;
  /** Effect damage to the player becomes 0 (Des Wombat). */
  'no-effect-damage': null;
  /** Battle damage its controller would take from a battle involving it goes to the other player instead (Amazoness Swords Woman). */
  'battle-damage-to-opponent': null;
  /** When the player takes battle damage, the other player takes as much as effect damage (Relinquished). */
  'mirror-battle-damage': null;
  /** The player cannot activate cards or effects with this name (Sangan's search). */
  'cannot-activate-name': string;
  /**
   * An effect of a card that may trigger while this lasts, wherever that card is (Last
   * Will); each use spends one of `count`. Its card's script names it `floating`.
   */
  'floating-trigger': { card: number; effect: string };
  /** The player skips their Draw Phases while uses are left; each skipped Draw Phase spends one (Reckless Greed). */
  'skip-draw-phase': null;
  /** Every Trap Card's effect on the field but its own card's is negated (Royal Decree): the rules read it through `trapEffectsNegated`. */
  'negate-trap-effects': null;
  /**
   * Every Spell Card's effect on the field is negated (Imperial Order): Spells activated then
   * resolve without effect and Continuous, Field and Equip Spells do nothing; the rules read it
   * through `spellEffectsNegated` (activeEffects.ts).
   */
  'negate-spell-effects': null;
  /** While its card is face-up on the field, any other card that would be sent to the Graveyard is removed from play instead (Banisher of the Light); see banishInstead.ts. */
  'banish-instead-of-graveyard': null;
  /** While its card is face-up on the field, a monster destroyed by battle is shuffled into its owner's Deck instead of going to the Graveyard (Grave Protector); see banishInstead.ts. */
  'battle-victims-to-deck': null;
  /**
   * On the turn player: an effect ended this turn's Battle Phase (Negate Attack, The Unhappy
   * Maiden); when play comes back to the Battle Step it moves on to the End Step instead (flow.ts openState).
   */
  'battle-phase-ends': null;
  // --- Cards (one card, or every monster of a player).
  /** Face-up on the field, it is removed from play instead of leaving the field any other way (Dark Magician of Chaos); see banishInstead.ts. */
  'banish-when-leaving-field': null;
  /** A monster it destroys by battle is removed from play instead of going to the Graveyard (Dark Magician of Chaos); see banishInstead.ts. */
  'banish-battle-victims': null;
  /** After it attacks, it is changed to face-up Defense Position as the Damage Step ends (Spear Dragon); not a Chain. */
  'defense-after-attacking': null;
  /** Its controller pays this many LP to declare each attack with it (Dark Elf). */
  'attack-cost-lp': number;
  /** Must attack if able: its controller cannot end the Battle Phase while it can still declare an attack (Berserk Gorilla). */
  'must-attack': null;
  /**
   * May attack each monster the opponent controls once per turn (Asura Priest): after its
   * first attack it may declare more, each at a monster it has not attacked this turn, never directly.
   */
  'attack-every-monster': null;
  /** Cannot declare an attack (Threatening Roar for a player's monsters; a Toon on its first turn). */
  'cannot-attack': null;
  /** Attacking a Defense Position monster with lower DEF, it inflicts the difference as battle damage (Dragon's Rage, Airknight Parshath). */
  piercing: null;
  /** May attack only monsters, never the opponent directly (Zombyra the Dark). */
  'cannot-attack-directly': null;
  /** May attack the opponent directly even while they control monsters (Raging Flame Sprite). */
  'can-attack-directly': null;
  /** The opponent's monsters cannot choose it as an attack target (Solar Flare Dragon with another Pyro). */
  'cannot-be-attacked': null;
  /** The named "once per Duel" effect was used (a floating effect on the player that never ends). */
  'used-once-per-duel': string;
  /** Cannot be targeted by card effects (Lord of D. for Dragons). */
  'cannot-be-targeted': null;
  /** Cannot be targeted by the card effects of this player (King Dragun: its controller's opponent, for Dragons). */
  'cannot-be-targeted-by': PlayerId;
  /**
   * It may declare one more attack this turn, as the very next attack of the turn ("it can
   * attack once again in a row": Black Luster Soldier - Envoy of the Beginning): `afterAttacks`
   * is how many monsters had declared an attack this turn when the effect began; the effect is used up by the attack.
   */
  'attack-again': { afterAttacks: number };
  /**
   * It may declare this many more attacks during each Battle Phase ("can attack twice during
   * each Battle Phase": Mermaid Knight with "Umi", 1); with several, the highest counts.
   */
  'extra-attacks': number;
  /**
   * Each time a Spell Card's activation resolves (not negated), a counter of this kind is
   * placed on the card, up to `max` (Skilled Dark Magician's Spell Counters).
   */
  'counter-per-spell': { counter: string; max: number };
  /**
   * While its card is face-up in a Monster Zone, Trap Cards cannot be activated and the effects
   * of Trap Cards on the field are negated: their Continuous effects do not apply and their
   * chain links resolve without effect (Jinzo). See trapsNegated in activeEffects.ts.
   */
  'negate-traps': null;
  /**
   * On the monster itself: in response to its Normal Summon (the window and any Chain built
   * there), Trap Cards cannot be activated (Creeping Doom Manta); see summonLocks.ts.
   */
  'no-traps-on-normal-summon': null;
  /** Not destroyed by battle (Waboku for a player's monsters). */
  'cannot-be-destroyed-by-battle': null;
  /** The first time each turn it would be destroyed by battle, it is not (Gogogo Golem in Defense Position); see battle.ts. */
  'survives-battle-once-per-turn': null;
  /** It used its 'survives-battle-once-per-turn' this turn (kept until the end of the turn). */
  'survived-battle-this-turn': null;
  /** Not destroyed by the activation of `card` made while it had `moves` (Fake Trap). */
  'cannot-be-destroyed-by': { card: number; moves: number };
  /**
   * On a player: each turn, the first card(s) in their Pendulum Zones that an opponent's card
   * effect would destroy are not destroyed (Timegazer Magician as a monster). Read by
   * Resolution.destroy, which leaves 'pendulum-zone-guard-used' on the player for the turn.
   */
  'pendulum-zone-guard': null;
  /** On a player: their 'pendulum-zone-guard' already spared a card this turn. */
  'pendulum-zone-guard-used': null;
  /** Not destroyed by card effects at all, for as long as it lasts (Forbidden Dress); read with 'cannot-be-destroyed-by' in Resolution.destroy. */
  'cannot-be-destroyed-by-effects': null;
  /** ATK/DEF increased or decreased by these amounts (Equip and Field Spells, boosts until the end of the turn). */
  'change-stats': { atk: number; def: number };
  /** The stat becomes `times` its original value; earlier increases and decreases stop counting (Karate Man). */
  'become-multiple-of-original': { stat: 'atk' | 'def'; times: number };
  /** Original ATK and DEF exchanged; two exchanges cancel out (Shield & Sword). */
  'swap-original-stats': null;
  /** ATK and DEF become these before any other change (Relinquished copying the monster it holds). */
  'set-base-stats': { atk: number; def: number };
  /** Increases to ATK/DEF count as decreases and the other way round (Reverse Trap). */
  'reverse-stat-changes': null;
  /**
   * Its controller cannot change its battle position, by hand or by a Flip Summon (Thousand-Eyes
   * Restrict, Creature Swap, Nightmare Wheel); card effects still may.
   */
  'cannot-change-position': null;
  /** Kept in (and turned to) Defense Position; its position cannot be changed (Dragon Capture Jar). */
  'must-be-defense-position': null;
  /** The opponent's monsters may attack only monsters with this effect (Ring of Magnetism). */
  'must-be-attack-target': null;
  /** The player named must include it in any Tribute this turn, as if they controlled it (Soul Exchange). */
  'must-be-tributed': PlayerId;
  /** Destroyed as the End Phase begins (Karate Man). */
  'destroy-at-end-phase': null;
  /** Goes back to its owner's control as the End Phase begins (Change of Heart). */
  'return-control-at-end-phase': null;
  /** When it would be destroyed by battle, this card is destroyed instead (Relinquished's Equip Card). */
  'battle-substitute': number;
  /** The rules destroy it when a matching event happens (a Toon when "Toon World" is destroyed); see `ContinuousEffect.onEvent`. */
  'destroyed-by-event': null;
  /**
   * The monster is bound to `card` (as it was, `moves`): the Continuous Trap that Special
   * Summoned it or holds it (Call of the Haunted). The rules destroy the monster when that
   * card leaves the field (if `destroyWithCard`), and destroy that card when the monster is
   * destroyed (`cardGoesWhen` 'destroyed') or leaves the field at all ('leaves-field'), or never ('never': Ninjitsu Art of Transformation).
   */
  'bound-to': { card: number; moves: number; destroyWithCard: boolean; cardGoesWhen: 'destroyed' | 'leaves-field' | 'never' };
  /** It destroyed a monster by battle this turn; kept only for cards whose script `remembersBattleDestruction` (LV monsters). */
  'destroyed-a-monster-by-battle': null;
  /** It was turned face-up this turn (Flip Summon, attack or effect); kept only for cards whose script `remembersFlips`. */
  'flipped-this-turn': null;
  /**
   * Its card's `effect` triggers at the start of `phase` on `turn` (Jigen Bakudan), if it is
   * still face-up where it was; `fromGraveyard`: if it is still in the Graveyard where it was
   * (Vampire Lord, see effects/destructionSetUp.ts).
   */
  'delayed-trigger': { effect: string; turn: number; phase: Phase; fromGraveyard?: boolean };
  /**
   * Its controller keeps it only while the Equip Card `equip` stays equipped to it where it
   * was (`moves`); then control goes back to `returnTo` (Snatch Steal).
   */
  'control-while-equipped': { equip: number; moves: number; returnTo: PlayerId };
  /**
   * Destroyed when the card `card` is destroyed from where it was (`moves`) (Premature Burial's monster), or with
   * `onAnyLeave` when that card leaves the field in any way (Autonomous Action Unit: "when this card leaves the field");
   * with `banish` it is removed from play instead of destroyed (Big Bang Shot), by the rules, not as a Chain Link.
   */
  'destroyed-with': { card: number; moves: number; onAnyLeave?: boolean; banish?: boolean };
  /** Control of it cannot switch: effects that would take or swap it (Change of Heart, Creature Swap, Snatch Steal) leave it where it is (Blindly Loyal Goblin); read by Resolution.takeControl and swapControl. */
  'control-cannot-switch': null;
  /** Its Level goes up or down by this much, never below 1, in the hand and on the field (A Legendary Ocean: -1 for WATER monsters). */
  'change-level': number;
  /**
   * Its Level becomes this number (Feedback Warrior: 3; Shine Knight in Defense Position: 4);
   * 'change-level' effects still add to it. With several, the newest (last listed) wins.
   */
  'set-level': number;
  /** It cannot be Tributed, for a Tribute Summon or as a cost (Mind Control's monster). */
  'cannot-be-tributed': null;
  /**
   * It was Special Summoned by the effect of a "LV" monster (or Level Up!), for the effects
   * that apply only then ("if this card was Special Summoned by the effect of Ultimate
   * Insect LV3"); it ends when the card moves, like any effect on a card.
   */
  'summoned-by-level-up': null;
  /**
   * A monster that destroys an Effect Monster by battle negates that monster's effects while
   * it is in the Graveyard (Dark Balter the Terrible); see battleVictims.ts.
   */
  'negate-battle-victims': null;
  /** As 'negate-battle-victims', for the Flip Effect Monsters it destroys by battle only (Blade Knight); see battleVictims.ts. */
  'negate-flip-battle-victims': null;
  /** A Trap whose effect targets this face-up monster is negated and destroyed as it resolves (Fiend Skull Dragon); see trapGuards.ts. */
  'negate-targeting-traps': null;
  /** The effects of Flip Effect Monsters are negated: their trigger effects cannot be activated (Fiend Skull Dragon). */
  'negate-flip-effects': null;
  /** Its effects are negated: its trigger effects cannot be activated (a monster destroyed by battle with Dark Balter). */
  'effects-negated': null;
  /** Destroyed by the rules as the End Phase of this turn begins, if it is still where it was (Swords of Revealing Light). */
  'destroy-in-end-phase-of-turn': number;
  /**
   * When it is destroyed, the player who controlled it takes this much damage at once, not as
   * a Chain Link (the Ojama Tokens of Ojama Trio). Read from the card's script as it goes.
   */
  'damage-controller-when-destroyed': number;
  /**
   * The card cannot be activated while the card `card` stays face-up where it was (`moves`):
   * the Set cards Xing Zhen Hu holds.
   */
  'cannot-be-activated': { card: number; moves: number };
  /**
   * The Main Monster Zones `zones` (0-based) of `player` cannot be used while the card it is
   * on (`affects`, a monster) stays face-up in a Monster Zone where it was (Ojama King). Read
   * by `freeMonsterZone` and `freeMonsterZoneCount` in zones.ts.
   */
  'unusable-monster-zones': { player: PlayerId; zones: readonly number[] };
  /**
   * Its card, as it turns face-up on the field, makes up to this many of the opponent's
   * unused Main Monster Zones unusable, chosen by its controller (Ojama King); not a Chain
   * Link. See effects/unusableZones.ts, which leaves an 'unusable-monster-zones' effect.
   */
  'selects-unusable-zones': number;
  /**
   * On a player: cards in their Graveyard cannot be removed from play by the effects or costs
   * of `value` ('both': of anyone): Kycoo the Ghost Destroyer for its controller's Graveyard
   * against the opponent, Necrovalley for both. See graveyardLocks.ts.
   */
  'graveyard-banish-locked': PlayerId | 'both';
  /** On a player: their Graveyard is not affected by Necrovalley (Gravekeeper's Chief); see graveyardLocks.ts. */
  'graveyard-immune-to-necrovalley': null;
  /** On a player: card effects that would move a card out of their Graveyard do not move it (Necrovalley); see graveyardLocks.ts. */
  'negate-graveyard-moves': null;
  /**
   * While its card is face-up on the field, effects that target a card in a Graveyard or were
   * activated in a Graveyard are negated as they resolve (The End of Anubis); see graveyardLocks.ts.
   */
  'negate-graveyard-effects': null;
  /**
   * On a banished card: it comes back to `controller`'s field in `position` as this turn's End
   * Phase begins, with the way it had arrived (Interdimensional Matter Transporter, Strike
   * Ninja); not a Summon. See effects/temporaryBanish.ts.
   */
  'return-to-field-at-end-phase': { controller: PlayerId; position: Position; arrival: ArrivalKind };
  /**
   * A maintenance cost: as each of its controller's Standby Phases begins, they pay `lp` Life
   * Points (or remove 1 `counter` from a card they control) to keep the card, or it is
   * destroyed; not a Chain Link, and nothing can respond to it (Messenger of Peace, Mask of
   * Brutality). With `mandatory` the cost is paid whenever it can be, without asking (Imperial
   * Order: "this is not optional"). See maintenance.ts.
   */
  'standby-maintenance': { lp?: number; counter?: string; mandatory?: boolean };
  /**
   * On a player: they cannot activate Spell Cards ('spell') or Trap Cards ('trap') while this
   * applies (Stargazer and Timegazer Magician while a Pendulum Monster battles), the cards'
   * activations only, not effects of cards already face-up; or monster effects ('monster-effect':
   * Odd-Eyes Meteorburst Dragon in the Battle Phase), Pendulum Effects of Scales aside. Read by
   * chain/checkActivation.ts.
   */
  'cannot-activate-cards': 'spell' | 'trap' | 'monster-effect';
  /**
   * On a player: they may Pendulum Summon only monsters `allows` accepts (`what` words it for a
   * refusal): Performapal Skullcrobat Joker as a Scale. For Continuous effects only (a function is
   * no floating state). Read by summon/pendulum.ts.
   */
  'pendulum-summon-only': { what: string; allows(facts: CardStatic): boolean };
  /**
   * Its Pendulum Scale becomes this number while it is in a Pendulum Zone (Stargazer Magician's
   * "becomes 4", Pendulum Shift). A floating effect, applied later, wins over the card's own
   * Continuous one; among several of a kind the newest wins. Read by `scaleOf` (summon/pendulum.ts).
   */
  'set-scale': number;
  /** Banished by the rules as this turn's End Phase begins, if it is still where it was (Return from the Different Dimension). */
  'banish-at-end-phase': null;
}

export type EffectCode = keyof EffectValues;

/**
 * What an effect applies to: a player, every monster a player controls ('both': every
 * monster on the field), or one card for as long as it stays where it was (`moves`
 * unchanged; a card that moves is a new card for the rules).
 */
export type Affected = { player: PlayerId } | { monstersOf: PlayerId | 'both' } | { card: number; moves: number };

/**
 * How long a floating effect lasts: until the end of this turn, until the end of the Damage
 * Step it was created in (Injection Fairy Lily: "during the Damage Step only"), until the end of
 * the Battle Phase (Ego Boost), until damage calculation is over (Kazejin: "during damage
 * calculation only", damageCalculationOnly.ts), until the end of a later turn given by number
 * (Lyla, Lightsworn Sorceress: "until the end of your next turn"), or until it is used up or its card moves.
 */
export type Until = 'end-of-turn' | 'end-of-damage-step' | 'end-of-damage-calculation' | 'end-of-battle-phase' | 'permanent' | { endOfTurn: number };

/**
 * One effect in force. Floating effects (left by resolved cards and costs) are stored in
 * the state as these; Continuous effects of face-up cards are worked out from their
 * scripts each time they are asked about and take the same shape.
 */
export interface ActiveEffect<C extends EffectCode = EffectCode> {
  code: C;
  /** The passcode of the card that created it. */
  source: number;
  affects: Affected;
  value: EffectValues[C];
  until: Until;
  /** Uses left for an effect with a count limit (a floating trigger); absent: unlimited. */
  count?: number;
}

/** Any stored effect, discriminated by `code` (so `e.code === 'change-stats'` narrows `e.value`). */
export type AnyActiveEffect = { [C in EffectCode]: ActiveEffect<C> }[EffectCode];

/** The target of a question: a card or a player. */
export type EffectTarget = { card: number } | { player: PlayerId };
