/**
 * Where a monster Summoned from the Extra Deck may go (modern rulebook, Link Monsters and
 * "Special Summon to the Main Monster Zones"; rule summon.extra-deck-zones): an Extra
 * Monster Zone, while the player uses none yet (each player normally uses only one), or a
 * Main Monster Zone of theirs a Link Arrow points to. Formats without Extra Monster Zones
 * (classic, goat) put it in any free Main Monster Zone. Monsters that began in the Extra
 * Deck but come back later from the Graveyard or banishment go to the Main Monster Zones
 * like any other (effects' Special Summons use moveCard's 'monster' destination).
 */
import type { CardStatic, DuelState, PlayerId } from '../types.js';
import { staticOf } from '../zones.js';
import { linkedMainZones } from './linkArrows.js';

export type Placement = { to: 'extraMonster'; zone: number } | { to: 'monster'; zone: number };

/**
 * In an action's `zone` field, a monster from the Extra Deck names its place as 0-4 for a
 * Main Monster Zone and 5 or 6 for the left or right Extra Monster Zone.
 */
export const EXTRA_ZONE_OFFSET = 5;

export const placementIndex = (p: Placement): number => (p.to === 'monster' ? p.zone : EXTRA_ZONE_OFFSET + p.zone);

/** Held to the Extra Monster Zone rule: every Extra Deck monster, or under the 2020 variant only Links and Pendulums. */
function heldToExtraZones(state: DuelState, facts: CardStatic, fromExtraDeck: boolean): boolean {
  if (!fromExtraDeck || state.extraMonsterZones.length === 0) return false;
  if (state.format.extraDeckZones !== 'link-and-pendulum-only') return true;
  return facts.frame === 'link' || facts.subtypes.includes('Pendulum');
}

/**
 * The places `player` may put `monster` coming from the Extra Deck once the cards in
 * `leaving` (materials) are gone, Extra Monster Zones first, in zone order.
 */
export function extraDeckPlacements(state: DuelState, player: PlayerId, monster: number, leaving: readonly number[]): Placement[] {
  const facts = staticOf(state, state.cards[monster]!);
  const frees = (id: number | null): boolean => id === null || leaving.includes(id);
  const mains = state.players[player].monsters;
  const held = heldToExtraZones(state, facts, true);
  const out: Placement[] = [];
  const anyMain = (): void =>
    mains.forEach((id, zone) => {
      if (frees(id)) out.push({ to: 'monster', zone });
    });
  if (!held && state.extraMonsterZones.length === 0) {
    anyMain();
    return out;
  }
  const usesOne = state.extraMonsterZones.some((id) => id !== null && !leaving.includes(id) && state.cards[id]!.controller === player);
  if (!usesOne) {
    state.extraMonsterZones.forEach((id, zone) => {
      if (frees(id)) out.push({ to: 'extraMonster', zone });
    });
  }
  // The 2020 variant: Fusion, Synchro and Xyz Monsters may also go to any Main Monster Zone.
  if (!held) anyMain();
  else for (const zone of linkedMainZones(state, player, leaving)) if (frees(mains[zone]!)) out.push({ to: 'monster', zone });
  return out;
}

/** The placement an action's `zone` names, if it is one of `allowed`; the first allowed when it names none. */
export function pickPlacement(allowed: readonly Placement[], zone: number | undefined): Placement | null {
  if (zone === undefined) return allowed[0] ?? null;
  return allowed.find((p) => placementIndex(p) === zone) ?? null;
}

/** Words for a placement in option labels and refusals. */
export function placementText(p: Placement): string {
  if (p.to === 'monster') return `Main Monster Zone ${p.zone + 1} (m${p.zone + 1})`;
  return `the ${p.zone === 0 ? 'left' : 'right'} Extra Monster Zone (em${p.zone + 1})`;
}
