/**
 * Shapes of the Master of Pendulum deck: its archetypes ("Magician", "Performapal", "Odd-Eyes",
 * read from the name as the cards' text does), the cards in a player's Pendulum Zones, and
 * Levels that lie strictly between a player's two Scales (rule zones.pendulum).
 */
import { MAGICIAN_ARCHETYPE } from './modernArchetypes.js';
import { scaleOf, scalesOf, staticOf, type AnyContinuousEffect, type CardStatic, type DuelState, type EngineContext, type PlayerId } from './engine.js';

/**
 * A card of the archetype `word`: "Magician" by the archetype's list (the English names do not
 * show it), the others ("Performapal", "Odd-Eyes") by the word in the name, as their cards read.
 */
export const isArchetype = (word: string) => (f: CardStatic): boolean => (word === 'Magician' ? MAGICIAN_ARCHETYPE.has(f.name) : f.name.includes(word));

/** A "Magician" Pendulum Monster. */
export const isMagicianPendulum = (f: CardStatic): boolean => f.kind === 'monster' && f.subtypes.includes('Pendulum') && MAGICIAN_ARCHETYPE.has(f.name);

/** The cards in `player`'s Pendulum Zones now (0, 1 or 2). */
export function pendulumZoneCards(state: DuelState, player: PlayerId): number[] {
  return scalesOf(state, player).filter((id): id is number => id !== null);
}

/** The Levels strictly between `player`'s two Scales, as [low, high] exclusive bounds; null without 2 Scales. */
export function scaleBounds(state: DuelState, player: PlayerId, ctx: EngineContext | undefined): [number, number] | null {
  const [left, right] = scalesOf(state, player);
  if (left === null || right === null) return null;
  const a = scaleOf(state, left, ctx);
  const b = scaleOf(state, right, ctx);
  return [Math.min(a, b), Math.max(a, b)];
}

/** Is a monster of `player`'s that is a Pendulum Monster battling now (from its attack declaration to the end of the Damage Step)? */
export function ownPendulumMonsterBattling(state: DuelState, player: PlayerId): boolean {
  const b = state.battle;
  if (!b) return false;
  return [b.attacker, b.target].some((id) => {
    if (id === null) return false;
    const card = state.cards[id]!;
    return card.controller === player && (card.location === 'monster' || card.location === 'extraMonster') && card.faceUp && staticOf(state, card).subtypes.includes('Pendulum');
  });
}

/**
 * "If a Pendulum Monster you control battles, your opponent cannot activate <kind> Cards until
 * the end of the Damage Step" (Stargazer Magician: Spells; Timegazer Magician: Traps), as a
 * Pendulum Effect: a monster battles from its attack declaration on.
 */
export function lockWhilePendulumBattles(kind: 'spell' | 'trap'): AnyContinuousEffect {
  return {
    code: 'cannot-activate-cards',
    activeWhen: 'pendulum-zone',
    affects: (state, source, t) => 'player' in t && t.player !== state.cards[source]!.controller && ownPendulumMonsterBattling(state, state.cards[source]!.controller),
    value: () => kind,
  };
}

/**
 * "Unless you have a <word> card in your other Pendulum Zone, this card's Pendulum Scale
 * becomes 4" (Stargazer and Timegazer Magician: "Magician" or "Odd-Eyes").
 */
export function scaleFourUnlessPartner(words: readonly string[]): AnyContinuousEffect {
  return {
    code: 'set-scale',
    activeWhen: 'pendulum-zone',
    affects: (state, source, t) => {
      if (!('card' in t) || t.card !== source) return false;
      const other = scalesOf(state, state.cards[source]!.controller).find((id) => id !== null && id !== source);
      return other === undefined || other === null || !words.some((w) => isArchetype(w)(staticOf(state, state.cards[other]!)));
    },
    value: () => 4,
  };
}

/** "If you control a Spellcaster monster" (Jigabyte and its kin): a face-up one, since a face-down monster shows no Type. */
export function controlsSpellcaster(state: DuelState, player: PlayerId): boolean {
  return [...state.players[player].monsters, ...state.extraMonsterZones].some((id) => {
    if (id === null) return false;
    const card = state.cards[id]!;
    return card.controller === player && card.faceUp && (card.location === 'monster' || card.location === 'extraMonster') && staticOf(state, card).race === 'Spellcaster';
  });
}
