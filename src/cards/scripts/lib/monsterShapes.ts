/**
 * Shapes many 2002-05 Effect Monsters share that the older libs do not have: stats worked
 * out from a count ("gains 300 ATK for each ..."), direct attacks under a condition,
 * "Tribute a monster to inflict damage", Summon triggers of the card itself, and damage by
 * the Level of a monster it destroyed by battle.
 */
import type { AnyContinuousEffect, CardScript, CardStatic, CostSpec, DuelEvent, DuelState, EffectDef, EffectQuery, PlayerId, Resolution, TargetSlot } from './engine.js';
import { destroysByBattleToGraveyard } from './fusions.js';
import { TURN_SELF_FACE_DOWN } from './monsterEvents.js';
import { destroyTargets } from './templates.js';
import { facts, faceUpMonsters, monstersOn, spellTrapsOn, targetCard } from './queries.js';
import { battleOpponent } from './summonTriggers.js';

/** "Gains `per` ATK (and `perDef` DEF) for each ...": `count` is read each time the rules ask. */
export function statsPerCount(count: (state: DuelState, self: number) => number, per: number, perDef = 0): AnyContinuousEffect {
  return {
    code: 'change-stats',
    affects: (_state, source, t) => targetCard(t) === source,
    value: (state, source) => {
      const n = count(state, source);
      return { atk: n * per, def: n * perDef };
    },
  };
}

/** "This card's original ATK (and DEF) is N x ...": the stats it starts from, before other changes. */
export function baseStatsPerCount(count: (state: DuelState, self: number) => number, atkPer: number, def: number | 'same'): AnyContinuousEffect {
  return {
    code: 'set-base-stats',
    affects: (_state, source, t) => targetCard(t) === source,
    value: (state, source) => {
      const atk = count(state, source) * atkPer;
      return { atk, def: def === 'same' ? atk : def };
    },
  };
}

/** Cards of one player's Graveyard that fit (monsters by default). */
export function inGraveyard(state: DuelState, player: PlayerId, fits: (f: CardStatic) => boolean = (f) => f.kind === 'monster'): number {
  return state.players[player].graveyard.filter((id) => fits(facts(state, id))).length;
}

/** Face-up monsters on the whole field that fit, the source itself left out when `others`. */
export function faceUpCount(state: DuelState, source: number, fits: (f: CardStatic) => boolean, others: boolean, player?: PlayerId): number {
  return faceUpMonsters(state, player).filter((id) => (!others || id !== source) && fits(facts(state, id))).length;
}

/** "This card can attack your opponent directly" while `when` holds (Black Tyranno: only Defense Position monsters there). */
export function directAttackWhile(when: (state: DuelState, self: number) => boolean): AnyContinuousEffect {
  return { code: 'can-attack-directly', affects: (state, source, t) => targetCard(t) === source && when(state, source) };
}

/** The opponent of the player who controls `self`. */
export const opponentOfController = (state: DuelState, self: number): PlayerId => (state.cards[self]!.controller === 0 ? 1 : 0);

/**
 * Does the opponent of the source's controller control monsters, all in Defense Position
 * (Shadowslayer)? With `onlyCards`, those monsters must be the only cards they control
 * (Black Tyranno, Rocket Jumper: no Spell or Trap Card, Field Zone included).
 */
export function opponentOnlyDefense(state: DuelState, self: number, onlyCards = false): boolean {
  const them = opponentOfController(state, self);
  const theirs = monstersOn(state, them);
  if (onlyCards && spellTrapsOn(state, them).length > 0) return false;
  return theirs.length > 0 && theirs.every((id) => state.cards[id]!.position === 'defense');
}

/** "Tribute 1 monster that fits" as a cost (Man-Thro' Tro', Gravekeeper's Cannonholder); the monster is kept on the chain link. */
export function tributeOneCost(what: string, fits: (q: EffectQuery, id: number) => boolean, selfAllowed = false): CostSpec {
  const candidates = (q: EffectQuery): number[] => monstersOn(q.state, q.player).filter((id) => (selfAllowed || id !== q.self) && fits(q, id));
  return {
    custom: {
      what: `1 ${what} to Tribute`,
      can: (q) => candidates(q).length > 0,
      pay: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const picked = r.choose({ player: r.player, prompt: `Tribute 1 ${what}`, candidates: candidates(q), min: 1, max: 1 });
        r.tribute(picked);
        return picked;
      },
    },
  };
}

/** "Tribute 1 `what`: inflict `amount` damage to your opponent" (Man-Thro' Tro', Anti-Aircraft Flower). */
export function tributeForDamage(what: string, fits: (q: EffectQuery, id: number) => boolean, amount: number, selfAllowed = false): EffectDef {
  return {
    id: 'damage',
    kind: 'ignition',
    label: `Tribute 1 ${what} to inflict ${amount} damage`,
    categories: ['damage'],
    cost: tributeOneCost(what, fits, selfAllowed),
    resolve: (r) => r.damage(r.opponent, amount),
  };
}

/** "When this card is Summoned" (Normal, Flip or Special). */
export const summonedItself = (q: EffectQuery, e: DuelEvent): boolean => (e.type === 'normal-summon' || e.type === 'flip-summon' || e.type === 'special-summon') && e.card === q.self;

/** "When this card is Special Summoned". */
export const specialSummonedItself = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'special-summon' && e.card === q.self;

/** "When this card is Flip Summoned". */
export const flipSummonedItself = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'flip-summon' && e.card === q.self;

/** The monster the source destroyed by battle (for effects resolving off lib/fusions' destroysByBattleToGraveyard). */
export const battleVictim = (state: DuelState, self: number): number | null => battleOpponent(state, self);

/**
 * "Once per turn you can turn this card face-down; when it is Flip Summoned, destroy 1 card
 * (as `slot` says)" (Medusa Worm, Swarm of Scarabs, Swarm of Locusts).
 */
export function hideAndDestroyOnFlipSummon(passcode: number, label: string, slot: TargetSlot, category: 'destroy-monster' | 'destroy-spell-trap'): CardScript {
  return { passcode, effects: [TURN_SELF_FACE_DOWN, { id: 'destroy', kind: 'trigger', label, triggersOn: flipSummonedItself, ...destroyTargets(slot, category) }] };
}

/** "1 monster your opponent controls" as a target. */
export const OPPONENT_MONSTER: TargetSlot = { what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' };

/** The monster a "destroys a monster by battle" trigger was started by, if it is in a Graveyard now. */
export function victimInGraveyard(r: Resolution): number | null {
  const e = r.link.event;
  return e?.type === 'destroyed' && r.state.cards[e.card]!.location === 'graveyard' ? e.card : null;
}

/**
 * "When this card destroys a monster by battle and sends it to the Graveyard, `act` with that
 * monster" (Needle Burrower's damage by its Level, Absorbing Kid's Life Points).
 */
export function onBattleVictim(label: string, categories: EffectDef['categories'], act: (r: Resolution, victim: number) => void): EffectDef {
  return {
    id: 'victim',
    kind: 'trigger',
    label,
    categories,
    triggersOn: destroysByBattleToGraveyard,
    resolve: (r) => {
      const victim = victimInGraveyard(r);
      if (victim !== null) act(r, victim);
    },
  };
}

/** "When this card is sent to the Graveyard, you (or your opponent) gain `amount` LP" (Skull-Mark Ladybug, Burning Algae). */
export function lpGainOnGraveyard(who: 'you' | 'opponent', amount: number): EffectDef {
  return {
    id: 'gain',
    kind: 'trigger',
    label: `${who === 'you' ? 'gain' : 'your opponent gains'} ${amount} Life Points`,
    triggersFrom: ['graveyard'],
    triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
    resolve: (r) => r.gainLp(who === 'you' ? r.player : r.opponent, amount),
  };
}
