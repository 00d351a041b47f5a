/** A mage's character sheet on the page (every figure as the service computed it from the sheet's formulas). */
import { h, replace, type Child } from './dom.js';
import type { SheetView } from './shadowApi.js';

/** "Celtic Guardian ×2, Trap Hole": one name per distinct card. */
export function countedNames(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ');
}

function row(label: string, value: Child, testid: string): HTMLElement {
  return h('div', { class: 'sheet-row', attrs: { 'data-testid': testid } }, h('dt', null, label), h('dd', null, value));
}

function pile(label: string, names: readonly string[], note: string, testid: string): HTMLElement {
  return h(
    'details',
    { class: 'sheet-pile', attrs: { 'data-testid': testid, 'data-count': String(names.length) } },
    h('summary', null, `${label}: ${names.length}`, note ? h('span', { class: 'muted' }, ` (${note})`) : null),
    h('p', { class: 'small' }, names.length ? countedNames(names) : 'empty'),
  );
}

export function renderSheet(host: HTMLElement, s: SheetView): void {
  const next = s.nextLevelXp === null ? 'the highest level' : `level ${s.level + 1} at ${s.nextLevelXp} XP`;
  replace(
    host,
    h('h2', { class: 'sheet-name' }, s.name, h('span', { class: 'muted' }, ` · level ${s.level}${s.paths.length ? ` · ${s.paths.join(', ')}` : ''}`)),
    h(
      'dl',
      { class: 'sheet-grid' },
      row('Body / Mind / Power', `${s.body} / ${s.mind} / ${s.power}`, 'sheet-scores'),
      row('XP', `${s.xp} (${next})`, 'sheet-xp'),
      row('Star Level', String(s.starLevel), 'sheet-star'),
      row('Life Points', h('span', null, h('strong', { attrs: { 'data-testid': 'sheet-lp-now' } }, String(s.lp)), ` of ${s.normalLp} normal${s.unconscious ? ' · unconscious' : ''}`), 'sheet-lp'),
      row('LP cap in combat / regeneration', `${s.lpCap} / ${s.lpRegen}`, 'sheet-lp-cap'),
      row('Half Rests left today', h('strong', { attrs: { 'data-testid': 'sheet-half-left' } }, String(s.halfRestsLeft)), 'sheet-half'),
      s.unspentScorePoints || s.unspentPathRanks ? row('To spend', `${s.unspentScorePoints} score points, ${s.unspentPathRanks} path ranks`, 'sheet-unspent') : null,
    ),
    h('h3', null, 'Magic Points in combat'),
    h('ul', { class: 'sheet-rules small' }, ...s.magicPoints.map((r) => h('li', null, r))),
    h('h3', null, 'Magic'),
    pile('Library of Knowledge', s.library.cards, `at most ${s.library.limit}`, 'sheet-library'),
    pile('Deck of Magic ready', s.deckOfMagic.ready, `${s.deckOfMagic.built} built, at most ${s.deckOfMagic.max}`, 'sheet-deck'),
    pile('Extra Magic ready', s.extraMagic.ready, `${s.extraMagic.built} built, at most ${s.extraMagic.limit}`, 'sheet-extra'),
    pile('Graveyard', s.graveyard, 'spent until a rest', 'sheet-graveyard'),
    pile('The Beyond', s.beyond, 'back at a Full Rest', 'sheet-beyond'),
  );
}
