/**
 * What the Extra Deck summoning methods add to a card on the board: the Rank or Link
 * Rating where other monsters have a Level, a Link Monster's arrows as a 3 × 3 compass
 * around its centre, a Pendulum card's Scale, the Xyz Materials under an Xyz Monster,
 * and whose monster stands in a shared Extra Monster Zone. Drawn by us (no artwork).
 */
import { h, isolated } from './dom.js';
import type { CardView } from './types.js';

/** The eight arrows in the order of a 3 × 3 grid read row by row (the centre is the card). */
const GRID: readonly (string | null)[] = ['Top-Left', 'Top', 'Top-Right', 'Left', null, 'Right', 'Bottom-Left', 'Bottom', 'Bottom-Right'];

const GLYPHS: Record<string, string> = {
  'Top-Left': '◤',
  Top: '▲',
  'Top-Right': '◥',
  Left: '◀',
  Right: '▶',
  'Bottom-Left': '◣',
  Bottom: '▼',
  'Bottom-Right': '◢',
};

/** An arrow seen from the other side of the table: an opponent's Top points down the screen. */
const TURNED: Record<string, string> = {
  'Top-Left': 'Bottom-Right',
  Top: 'Bottom',
  'Top-Right': 'Bottom-Left',
  Left: 'Right',
  Right: 'Left',
  'Bottom-Left': 'Top-Right',
  Bottom: 'Top',
  'Bottom-Right': 'Top-Left',
};

/** "Rank 4", "LINK-2" or "Lv 4": the number a monster shows where the Level is. */
export function levelText(card: CardView): string {
  if (card.levelKind === 'rank') return `Rank ${card.level ?? '?'}`;
  if (card.levelKind === 'link') return `LINK-${card.level ?? '?'}`;
  return `Lv ${card.level ?? '?'}`;
}

/** ATK and DEF as printed on the card; a Link Monster has no DEF. */
export function atkDefText(card: CardView): string {
  return card.levelKind === 'link' ? `${card.atk ?? '?'} ATK` : `${card.atk ?? '?'} / ${card.def ?? '?'}`;
}

/**
 * The Link Arrows of a face-up Link Monster, lit in a compass. `turned`: the monster is
 * the opponent's, whose arrows are read from their side of the table, so the compass is
 * turned round to show where they point on this screen.
 */
export function linkArrowsEl(card: CardView, turned: boolean): HTMLElement | null {
  if (!card.known || !card.linkArrows?.length) return null;
  const lit = new Set(card.linkArrows.map((a) => (turned ? (TURNED[a] ?? a) : a)));
  const label = `Link Arrows: ${card.linkArrows.join(', ')}${turned ? ' (from its controller’s side)' : ''}`;
  return h(
    'span',
    { class: 'link-arrows', attrs: { role: 'img', 'aria-label': label, title: label, 'data-testid': 'link-arrows' } },
    ...GRID.map((a) => (a === null ? h('span', { class: 'arrow centre' }, '') : h('span', { class: `arrow${lit.has(a) ? ' lit' : ''}`, dataset: { arrow: a } }, lit.has(a) ? GLYPHS[a]! : ''))),
  );
}

/** A Pendulum card's Scale, shown on it (in a Pendulum Zone it is what sets the Pendulum Summon's range). */
export function scaleEl(card: CardView): HTMLElement | null {
  if (!card.known || card.scale === undefined) return null;
  return h('span', { class: 'pendulum-scale', attrs: { title: `Pendulum Scale ${card.scale}`, 'aria-label': `Pendulum Scale ${card.scale}`, 'data-testid': 'pendulum-scale' } }, `◆${card.scale}`);
}

/** The Xyz Materials under a monster: their count on the card, their names in its title. */
export function materialsEl(card: CardView): HTMLElement | null {
  const materials = card.materials ?? [];
  if (materials.length === 0) return null;
  const names = materials.map((m) => (m.known && m.name ? m.name : 'a card')).join(', ');
  const text = `${materials.length} material${materials.length === 1 ? '' : 's'}`;
  return h('span', { class: 'xyz-materials', attrs: { title: `Xyz Materials: ${names}`, 'aria-label': `${text}: ${names}`, 'data-testid': 'xyz-materials' } }, text);
}

/** Whose monster stands in a shared Extra Monster Zone. */
export function ownerTag(card: CardView, viewer: number, opponentName: string): HTMLElement | null {
  if (card.controller === undefined) return null;
  const yours = card.controller === viewer;
  return h('span', { class: `emz-owner ${yours ? 'you' : 'opponent'}`, attrs: { 'data-testid': 'emz-owner' } }, yours ? 'yours' : isolated(opponentName));
}

/** The card's zone is a Pendulum Zone: the leftmost or rightmost Spell & Trap Zone in a format with Pendulum Summons. */
export function isPendulumZone(format: string, zoneIndex: number, zoneCount: number): boolean {
  return format === 'modern' && (zoneIndex === 0 || zoneIndex === zoneCount - 1);
}
