/**
 * Shapes of the Fusion cards of the 2002-05 sets: Fusion substitutes (Goddess with the
 * Third Eye), "When this card destroys a monster by battle and sends it to the Graveyard"
 * and "you take no battle damage from battles involving this card".
 */
import type { AnyContinuousEffect, CardScript, DuelEvent, EffectQuery } from './engine.js';
import { facts, topLink } from './queries.js';
import { battleOpponent } from './summonTriggers.js';

/** A monster whose only effect is to stand in for any 1 Fusion Material (the others must be the right ones). */
export function fusionSubstitute(passcode: number): CardScript {
  return { passcode, fusionSubstitute: true };
}

/** "When this card destroys a monster by battle and sends it to the Graveyard" (it must still be on the field to activate). */
export const destroysByBattleToGraveyard = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.by === 'battle' && e.card !== q.self && q.state.cards[e.card]!.location === 'graveyard' && battleOpponent(q.state, e.card) === q.self;

/** "You take no battle damage from battles involving this card" (Dark Flare Knight, Amazoness Fighter). */
export const noBattleDamageFromItsBattles: AnyContinuousEffect = {
  code: 'no-battle-damage',
  affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller && state.battle !== null && (state.battle.attacker === source || battleOpponent(state, source) !== null),
};

/**
 * A Ritual Monster with no effect of its own (Black Luster Soldier): it has nothing to
 * script beyond being known, since its Ritual Spell brings it out and the rules keep it
 * from being Normal Summoned; a script marks that it plays as printed.
 */
export function ritualMonster(passcode: number): CardScript {
  return { passcode };
}

/**
 * Is a Spell or Trap Card of `kind` (and `subtype`, e.g. 'Normal') being activated at the top
 * of the Chain, its activation not negated yet? The condition of "When a Normal Spell Card is
 * activated" effects (Dark Balter the Terrible, Dark Paladin, Ryu Senshi).
 */
export function cardActivationOnTop(q: EffectQuery, kind: 'spell' | 'trap', subtype?: string): boolean {
  const top = topLink(q.state);
  if (top === undefined || !top.cardActivation || top.negated !== null) return false;
  const f = facts(q.state, top.card);
  return f.kind === kind && (subtype === undefined || f.subtypes.includes(subtype));
}
