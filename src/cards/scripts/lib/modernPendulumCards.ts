/**
 * Shapes of the Master of Pendulum deck: its archetypes ("Magician", "Performapal", "Odd-Eyes",
 * read from the name as the cards' text does), the cards in a player's Pendulum Zones, and
 * Levels that lie strictly between a player's two Scales (rule zones.pendulum).
 */
import { scaleOf, scalesOf, type CardStatic, type DuelState, type PlayerId } from './engine.js';

/** A card of the archetype `word`: its name contains the word ("Magician", "Performapal", "Odd-Eyes"). */
export const isArchetype = (word: string) => (f: CardStatic): boolean => f.name.includes(word);

/** A "Magician" Pendulum Monster. */
export const isMagicianPendulum = (f: CardStatic): boolean => f.kind === 'monster' && f.subtypes.includes('Pendulum') && f.name.includes('Magician');

/** The cards in `player`'s Pendulum Zones now (0, 1 or 2). */
export function pendulumZoneCards(state: DuelState, player: PlayerId): number[] {
  return scalesOf(state, player).filter((id): id is number => id !== null);
}

/** The Levels strictly between `player`'s two Scales, as [low, high] exclusive bounds; null without 2 Scales. */
export function scaleBounds(state: DuelState, player: PlayerId): [number, number] | null {
  const [left, right] = scalesOf(state, player);
  if (left === null || right === null) return null;
  const a = scaleOf(state, left);
  const b = scaleOf(state, right);
  return [Math.min(a, b), Math.max(a, b)];
}
