/**
 * Can a player activate an effect right now? The one check behind both the option list
 * and `apply`, made of the named checks below in the order a refusal should be explained:
 * whose card it is, where it is for its kind of activation, Spell Speed against the chain,
 * Damage Step limits, once per chain, then the card's own limits, condition, cost and targets.
 */
import { nameFor } from '../text/describe.js';
import { alreadyOnChain } from '../oncePerChain.js';
import { reject } from '../rejections.js';
import { usedOncePerTurn } from '../turnUses.js';
import { eachEffect, hasEffect, nameLocked, trapsNegated } from '../activeEffects.js';
import { cardName, isMonsterZone, isOnField, isPendulumScale, staticOf } from '../zones.js';
import { summonLocksTraps } from '../summonLocks.js';
import { effectOf, effectTargetsAvailable, speedOf, unpayableCost } from './effectLookup.js';
import type { EngineContext } from '../context.js';
import type { EffectDef, EffectQuery, SpellSpeed } from '../effects/api.js';
import type { CardInstance, CardStatic, DuelState, PlayerId, Rejection, ResponseWindow } from '../types.js';

type Timing = ResponseWindow | 'main' | 'battle';

/** Everything the checks look at, worked out once per check. */
interface Attempt {
  state: DuelState;
  ctx: EngineContext;
  player: PlayerId;
  cardId: number;
  card: CardInstance;
  facts: CardStatic;
  def: EffectDef;
  name: string;
  timing: Timing;
  speed: SpellSpeed;
  ownTurn: boolean;
  /** The player's own Main Phase (1 or 2). */
  ownMain: boolean;
}

const isQuickPlay = (f: CardStatic): boolean => f.kind === 'spell' && f.subtypes.includes('Quick-Play');

/** The window a response happens in, or 'main' for an open Main Phase / Battle Step decision. */
function currentTiming(state: DuelState): Timing | null {
  const p = state.pending;
  if (!p) return null;
  if (p.kind === 'main') return 'main';
  if (p.kind === 'battle') return 'battle';
  if (p.kind === 'respond') return p.window;
  return null;
}

export function checkActivation(state: DuelState, ctx: EngineContext, player: PlayerId, cardId: number, effectId: string): Rejection | null {
  const card = state.cards[cardId];
  if (!card) return reject('NO_SUCH_CARD', `There is no card #${cardId} in this duel.`);
  const def = effectOf(state, ctx, cardId, effectId);
  if (!def) return reject('NO_SUCH_EFFECT', `${nameFor(state, cardId, player)} has no effect you can activate like that.`);
  if (def.kind === 'trigger' || def.kind === 'flip') {
    return reject('NO_SUCH_EFFECT', `That effect of ${nameFor(state, cardId, player)} activates by itself when its event happens; it cannot be activated at will.`);
  }
  const timing = currentTiming(state);
  if (timing === null) return reject('WRONG_DECISION', 'Nothing can be activated right now.');
  const mine = card.controller === player && (isOnField(card.location) || card.owner === player);
  const fromOwnGraveyard = def.activateFrom === 'graveyard' && card.location === 'graveyard' && card.owner === player;
  if (!fromOwnGraveyard && (!mine || (card.location !== 'hand' && !isOnField(card.location)))) {
    return reject('NOT_YOUR_CARD', `${nameFor(state, cardId, player)} is not a card you can use.`);
  }
  const facts = staticOf(state, card);
  const ownTurn = state.turnPlayer === player;
  const a: Attempt = {
    state,
    ctx,
    player,
    cardId,
    card,
    facts,
    def,
    name: facts.name,
    timing,
    speed: speedOf(facts, def),
    ownTurn,
    ownMain: ownTurn && (state.phase === 'main1' || state.phase === 'main2'),
  };
  const place = def.kind === 'spell' ? spellPlace(a) : def.kind === 'trap' ? trapPlace(a) : effectPlace(a);
  return place ?? trapsLocked(a) ?? kindLocked(a) ?? targetedNoResponse(a) ?? chainSpeed(a) ?? summonNegationLimit(a) ?? damageStepLimit(a) ?? oncePerChain(a) ?? cardLimits(a) ?? conditionCostTargets(a);
}

/** A Spell Card: from the hand (a free zone, Quick-Play only on your own turn) or Set (not Set this turn if Quick-Play). */
function spellPlace(a: Attempt): Rejection | null {
  const { state, card, facts, name } = a;
  if (facts.kind !== 'spell') return reject('NO_SUCH_EFFECT', `${name} is not a Spell Card.`);
  if (card.location === 'hand') {
    if (isQuickPlay(facts) && !a.ownTurn) {
      return reject('QUICK_PLAY_FROM_HAND', `A Quick-Play Spell can be activated from the hand only during your own turn; Set ${name} first to use it on your opponent's turn.`);
    }
    const isField = facts.subtypes.includes('Field');
    if (!isField && !state.players[a.player].spellTraps.includes(null)) {
      return reject('SPELL_TRAP_ZONES_FULL', `All your Spell & Trap Zones are full, so ${name} has nowhere to be activated.`);
    }
  } else if (card.location === 'spellTrap' || card.location === 'field') {
    if (card.faceUp) return reject('ALREADY_ACTIVE', `${name} is already face-up on the field.`);
    if (isQuickPlay(facts) && card.arrivedTurn === state.turn) {
      return reject('SET_THIS_TURN_SPELL', `${name} was Set this turn; a Set Quick-Play Spell cannot be activated until a later turn.`);
    }
  } else {
    return reject('NOT_YOUR_CARD', `${name} must be in your hand or Set on your field to be activated.`);
  }
  // In your own Main Phase the refusal is about Spell Speed (responding to a chain or an event), checked later.
  if (a.speed === 1 && !a.ownMain) {
    return reject('SPELL_NEEDS_MAIN_PHASE', `${name} is a Spell of Spell Speed 1: it can be activated only in your own Main Phase when nothing else is happening.`);
  }
  return null;
}

/** A Trap Card: Set face-down, and not in the turn it was Set. */
function trapPlace(a: Attempt): Rejection | null {
  const { card, name } = a;
  if (a.facts.kind !== 'trap') return reject('NO_SUCH_EFFECT', `${name} is not a Trap Card.`);
  if (card.location !== 'spellTrap' || card.faceUp) {
    return reject('TRAP_NOT_SET', `A Trap must be Set face-down first and can be activated from a later turn on; ${name} is not Set.`);
  }
  if (card.arrivedTurn === a.state.turn) {
    return reject('TRAP_SET_THIS_TURN', `${name} was Set this turn; a Trap cannot be activated in the turn it was Set.`);
  }
  return null;
}

/** No Trap Card, nor an effect of one, can be activated while a monster negates Traps (Jinzo). */
function trapsLocked(a: Attempt): Rejection | null {
  if (a.facts.kind !== 'trap') return null;
  if (a.def.kind === 'trap' && summonLocksTraps(a.state, a.ctx)) {
    return reject('TRAPS_LOCKED', `Trap Cards cannot be activated in response to the Normal Summon of ${a.state.window?.event?.type === 'normal-summon' ? cardName(a.state, a.state.window.event.card) : 'that monster'}, so ${a.name} cannot be activated now.`);
  }
  if (!trapsNegated(a.state, a.ctx)) return null;
  return reject('TRAPS_LOCKED', `A face-up monster's effect stops Trap Cards from being activated, so ${a.name} cannot be activated now.`);
}

/** "Your opponent cannot activate the targeted card in response to this card's activation" (Night Beam): only as the direct response. */
function targetedNoResponse(a: Attempt): Rejection | null {
  const top = a.state.chain[a.state.chain.length - 1];
  if (!top || top.player === a.player || !top.targets.some((slot) => slot.some((t) => t.id === a.cardId))) return null;
  if (!effectOf(a.state, a.ctx, top.card, top.effect)?.targetsCannotRespond) return null;
  return reject('CONDITION_NOT_MET', `${a.name} was targeted by ${cardName(a.state, top.card)}, which does not let it be activated in response.`);
}

/**
 * A card effect stops this player from activating Spell Cards or Trap Cards (Stargazer Magician,
 * Timegazer Magician) or monster effects (Odd-Eyes Meteorburst Dragon) now.
 */
function kindLocked(a: Attempt): Rejection | null {
  const kind = a.def.kind === 'spell' || a.def.kind === 'trap' ? a.def.kind : a.facts.kind === 'monster' && !a.def.pendulumEffect ? 'monster-effect' : null;
  if (kind === null) return null;
  let locked = false;
  eachEffect(a.state, a.ctx, { player: a.player }, KIND_LOCKS, (e) => (locked = e.code === 'cannot-activate-cards' && e.value === kind));
  if (!locked) return null;
  if (kind === 'monster-effect') return reject('MONSTER_EFFECTS_LOCKED', `A card effect stops you from activating monster effects now, so that effect of ${a.name} cannot be activated.`);
  return reject(kind === 'spell' ? 'SPELLS_LOCKED' : 'TRAPS_LOCKED', `A card effect stops you from activating ${kind === 'spell' ? 'Spell' : 'Trap'} Cards now, so ${a.name} cannot be activated.`);
}

const KIND_LOCKS = ['cannot-activate-cards'] as const;

/** Monster effects and effects of face-up Spells/Traps already on the field; Ignition effects only in an open Main Phase. */
function effectPlace(a: Attempt): Rejection | null {
  const { card, facts, name } = a;
  if (a.def.activateFrom === 'hand') return handEffectPlace(a);
  if (a.def.activateFrom === 'graveyard') return graveyardEffectPlace(a);
  // "Negate its effects" (Junk Synchron's monster): its effects on the field cannot be activated while that lasts.
  if (a.state.lingering.length > 0 && isOnField(card.location) && hasEffect(a.state, a.ctx, { card: a.cardId }, 'effects-negated')) {
    return reject('CONDITION_NOT_MET', `The effects of ${name} are negated, so it cannot activate them.`);
  }
  if (a.def.pendulumEffect && !isPendulumScale(a.state, a.cardId)) {
    return reject('NOT_FACE_UP', `That is a Pendulum Effect of ${name}: it is used only while ${name} is a Scale in your Pendulum Zone.`);
  }
  if (!isOnField(card.location) || !card.faceUp || (facts.kind === 'monster' && !isMonsterZone(card.location) && !a.def.pendulumEffect)) {
    return reject('NOT_FACE_UP', `${name} must be face-up ${facts.kind === 'monster' ? 'in a Monster Zone' : 'on the field'} to use that effect.`);
  }
  if (a.def.kind === 'ignition' && !(a.ownMain && (a.timing === 'main' || ignitionPriority(a)) && a.state.chain.length === 0)) {
    return reject('IGNITION_NEEDS_MAIN_PHASE', `That effect of ${name} is an Ignition effect: only in your own Main Phase when nothing else is happening.`);
  }
  return null;
}

/** An effect activated from the hand (Thunder Dragon): the card in its owner's hand; an Ignition effect only in an open Main Phase. */
function handEffectPlace(a: Attempt): Rejection | null {
  if (a.card.location !== 'hand' || a.card.owner !== a.player) {
    return reject('NOT_YOUR_CARD', `That effect of ${a.name} is activated from your hand, and ${a.name} is not in your hand.`);
  }
  if (a.def.kind === 'ignition' && !(a.ownMain && (a.timing === 'main' || ignitionPriority(a)) && a.state.chain.length === 0)) {
    return reject('IGNITION_NEEDS_MAIN_PHASE', `That effect of ${a.name} is an Ignition effect: only in your own Main Phase when nothing else is happening.`);
  }
  return null;
}

/** An effect activated from the Graveyard (Re-Cover): the card in its owner's Graveyard; an Ignition effect only in an open Main Phase. */
function graveyardEffectPlace(a: Attempt): Rejection | null {
  if (a.card.location !== 'graveyard' || a.card.owner !== a.player) {
    return reject('NOT_YOUR_CARD', `That effect of ${a.name} is activated from your Graveyard, and ${a.name} is not in your Graveyard.`);
  }
  if (a.def.kind === 'ignition' && !(a.ownMain && a.timing === 'main' && a.state.chain.length === 0)) {
    return reject('IGNITION_NEEDS_MAIN_PHASE', `That effect of ${a.name} is an Ignition effect: only in your own Main Phase when nothing else is happening.`);
  }
  return null;
}

/**
 * The priority of 2005 (format field era.ignitionPriority, rule format.goat-priority): right
 * after their own Summon, before the opponent may respond to it, the turn player may start
 * a Chain with a monster's Ignition effect, not only with a Spell Speed 2 effect.
 */
function ignitionPriority(a: Attempt): boolean {
  return a.state.format.era?.ignitionPriority === true && a.def.kind === 'ignition' && a.ownMain && a.timing === 'summoned' && a.state.chain.length === 0;
}

/** Spell Speed 2 or more, and not lower than the last link, to respond; Spell Speed 1 only starts a chain in an open Main Phase. */
function chainSpeed(a: Attempt): Rejection | null {
  const { state, speed, name } = a;
  if (state.chain.length > 0) {
    const top = state.chain[state.chain.length - 1]!;
    if (speed < 2 || speed < top.speed) {
      return reject('SPELL_SPEED_TOO_LOW', `${name} has Spell Speed ${speed}; a response to Chain Link ${state.chain.length} (Spell Speed ${top.speed}) needs Spell Speed ${Math.max(2, top.speed)} or higher.`);
    }
  } else if (a.timing !== 'main' && speed < 2 && !ignitionPriority(a)) {
    return reject('SPELL_SPEED_TOO_LOW', `${name} has Spell Speed 1; it can only start a chain in your own open Main Phase.`);
  }
  return null;
}

/** While a monster is being Summoned only a Summon negation may start a Chain, and a Summon negation only then (rule summon.negation). */
function summonNegationLimit(a: Attempt): Rejection | null {
  const first = a.state.chain.length === 0;
  if (a.def.negatesSummon && !(a.timing === 'summoning' && first)) {
    return reject('SUMMON_NEGATION_ONLY', `That effect of ${a.name} negates a Summon: it can be activated only while a monster is being Summoned, before anything else answers it.`);
  }
  if (a.timing === 'summoning' && first && !a.def.negatesSummon) {
    return reject('SUMMON_NEGATION_ONLY', `A monster is being Summoned: right now only a card that negates the Summon can be activated, and ${a.name} does not.`);
  }
  return null;
}

/** What may be activated in the Damage Step, before and after damage calculation. */
function damageStepLimit(a: Attempt): Rejection | null {
  if ((a.timing === 'after-damage' || a.timing === 'damage-end') && !(a.speed === 3 && a.state.chain.length > 0)) {
    // Both rulebooks: even Counter Traps and ATK/DEF changers only "up until the start of damage calculation";
    // after it, only a Counter Trap answering an effect that damage calculation set off.
    return reject('DAMAGE_STEP_LIMIT', `Damage calculation is over: cards may be activated in the Damage Step only up to its start, so ${a.name} cannot be activated now.`);
  }
  if (a.timing === 'damage-start' && a.state.chain.length === 0) {
    // 2005 (format.goat-damage-step): at the start of the Damage Step only the effects that trigger then start a Chain.
    return reject('DAMAGE_STEP_LIMIT', `At the start of the Damage Step only effects that trigger then start a Chain; ${a.name} can be activated before damage calculation.`);
  }
  if (a.timing === 'damage-calc' && a.speed !== 3 && !a.def.duringDamageCalculation) {
    return reject('DAMAGE_STEP_LIMIT', `During damage calculation only Counter Traps and cards that say they are used then may be activated; ${a.name} is neither.`);
  }
  if ((a.timing === 'damage-step' || a.timing === 'damage-start') && a.speed !== 3 && !a.def.damageStep) {
    return reject('DAMAGE_STEP_LIMIT', `During the Damage Step only Counter Traps and cards that directly change ATK or DEF may be activated; ${a.name} is neither.`);
  }
  return null;
}

/** The same effect of the same card only once on a chain, unless the card allows more (rule chain.once-per-chain). */
function oncePerChain(a: Attempt): Rejection | null {
  if (!alreadyOnChain(a.state, a.cardId, a.def)) return null;
  return reject('ONCE_PER_CHAIN', `That effect of ${a.name} is already on this chain; the same effect of the same card can be activated only once per chain.`);
}

/** The card's once-per-turn limit, and effects that lock its name this turn. */
function cardLimits(a: Attempt): Rejection | null {
  const { state, name } = a;
  if (a.def.oncePerTurn && usedOncePerTurn(state, a.cardId, a.def)) {
    return reject('ONCE_PER_TURN', `That effect of ${name} can be used only once per turn.`);
  }
  if (nameLocked(state, a.ctx, a.player, name)) {
    return reject('NAME_LOCKED', `An effect this turn stops you from activating cards named ${name}.`);
  }
  if (heldUnactivatable(state, a.ctx, a.cardId)) {
    return reject('CARD_LOCKED', `A face-up card's effect stops ${name} from being activated for as long as it stays on the field.`);
  }
  return null;
}

/** The card's own activation condition, whether its cost can be paid, and whether it has enough targets. */
function conditionCostTargets(a: Attempt): Rejection | null {
  const { state, def, name, player } = a;
  const q: EffectQuery = { state, self: a.cardId, player, ctx: a.ctx };
  if (def.condition && !def.condition(q)) {
    return reject('CONDITION_NOT_MET', `${name} cannot be activated now: what it needs is not there.`);
  }
  const unpayable = unpayableCost(state, q, def);
  if (unpayable !== null) return reject('CANNOT_PAY_COST', `${name} ${unpayable}.`);
  if (def.cost?.custom && !def.cost.custom.can(q)) {
    return reject('CANNOT_PAY_COST', def.cost.custom.what ? `${name} needs you to ${def.cost.custom.what}, and you cannot now.` : `The cost of ${name} cannot be paid now.`);
  }
  if (def.targets && !effectTargetsAvailable(state, a.ctx, q, def)) {
    return reject('NO_TARGETS', `${name} needs ${def.targets.map((t) => `${t.min} ${t.what}`).join(' and ')} to target, and there are not enough.`);
  }
  return null;
}

/** Is the card held by a 'cannot-be-activated' effect whose card is still face-up where it was (Xing Zhen Hu)? */
function heldUnactivatable(state: DuelState, ctx: EngineContext, id: number): boolean {
  if (state.lingering.length === 0) return false;
  let held = false;
  eachEffect(state, ctx, { card: id }, ['cannot-be-activated'], (e) => {
    if (e.code !== 'cannot-be-activated') return false;
    const holder = state.cards[e.value.card]!;
    held = holder.moves === e.value.moves && holder.faceUp && isOnField(holder.location);
    return held;
  });
  return held;
}
