/**
 * Card details where players look: hovering a card (mouse), focusing it (keyboard) or
 * tapping it (touch, or a click) shows its text, its printed and current stats (changed
 * stats marked), its type line and whether the engine runs its effects or plays it as
 * vanilla; a face-down card says who can see it. A tap or click pins the panel until it
 * is closed, Escape is pressed or the page is tapped elsewhere.
 */
import { cardLabel, cardsById } from './board.js';
import { factsOf, onFacts, prefetchFacts, type CardFacts } from './cardFacts.js';
import { h, replace, type Child } from './dom.js';
import type { CardView, DuelView } from './types.js';

interface Shown {
  board: HTMLElement;
  id: number;
  pinned: boolean;
}

const panel = h('aside', { class: 'card-detail', attrs: { id: 'card-detail', 'aria-label': 'Card details', 'aria-live': 'polite', hidden: true } });
document.body.appendChild(panel);
const phone = window.matchMedia('(max-width: 560px)');
const views = new Map<HTMLElement, () => DuelView | null>();
let shown: Shown | null = null;

function typeLine(card: CardView, facts: CardFacts | null | undefined): string {
  if (!facts) return card.kind === 'monster' ? `Monster · Level ${card.level ?? '?'}` : card.kind === 'spell' ? 'Spell' : card.kind === 'trap' ? 'Trap' : '';
  if (facts.frame === 'spell' || facts.frame === 'trap') return [facts.frame === 'spell' ? 'Spell' : 'Trap', ...facts.subtypes].join(' · ');
  const rank = facts.frame === 'xyz' ? 'Rank' : facts.frame === 'link' ? 'Link' : 'Level';
  const kinds = [facts.race, ...facts.subtypes].filter(Boolean).join(' / ');
  return [`${rank} ${facts.level ?? '?'}`, facts.attribute, kinds].filter(Boolean).join(' · ');
}

const statText = (n: number | null | undefined): string => (n === null ? '?' : n === undefined ? '—' : String(n));

/** One stat: the current value, marked and with the printed one beside it when they differ. */
function stat(label: 'ATK' | 'DEF', current: number | undefined, printed: number | null | undefined): HTMLElement {
  const changed = current !== undefined && typeof printed === 'number' && current !== printed;
  const up = changed && current! > printed!;
  return h(
    'span',
    { class: `stat${changed ? ` changed ${up ? 'up' : 'down'}` : ''}`, dataset: { stat: label.toLowerCase() } },
    `${label} `,
    h('strong', null, statText(current ?? printed)),
    changed ? h('span', { class: 'printed' }, ` ${up ? '▲' : '▼'} printed ${statText(printed)}`) : null,
  );
}

function playText(card: CardView, facts: CardFacts | null | undefined): string {
  const play = facts?.play ?? (card.noEffects ? 'vanilla' : undefined);
  if (play === 'normal') return 'Normal Monster: no effect.';
  if (play === 'scripted') return 'Scripted: its effects run in this engine.';
  if (play === 'vanilla') return card.kind === 'monster' ? 'Played as vanilla: only its stats count, its effects do not run here.' : 'Played as vanilla: its effects do not run here.';
  return '';
}

function hiddenNote(card: CardView, ref: string): string {
  if (card.faceUp !== false) return '';
  if (!card.known) return 'A face-down card: you cannot see what it is.';
  return ref.startsWith('o') ? 'Face-down, but revealed to you: your opponent knows you have seen it.' : 'Set face-down: only you can see it.';
}

/** Link Arrows, Pendulum Scale and Xyz Materials, each as a line of the panel when the card has them. */
function extraDeckLines(card: CardView): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (card.linkArrows?.length) out.push(h('p', { class: 'card-detail-extra' }, `Link Arrows: ${card.linkArrows.join(', ')}`));
  if (card.scale !== undefined) out.push(h('p', { class: 'card-detail-extra' }, `Pendulum Scale ${card.scale}`));
  if (card.materials?.length) out.push(h('p', { class: 'card-detail-extra' }, `Xyz Materials: ${card.materials.map((m) => (m.known && m.name ? m.name : 'a card')).join(', ')}`));
  return out;
}

function detailBody(card: CardView, ref: string, format: string | undefined): Child[] {
  const facts = factsOf(card.passcode);
  const monster = card.kind === 'monster';
  const note = hiddenNote(card, ref);
  const out: Child[] = [
    h('button', { class: 'card-detail-close', attrs: { type: 'button', 'aria-label': 'Close the card details' }, on: { click: () => hide() } }, '×'),
    h('h3', { class: 'card-detail-name' }, cardLabel(card)),
    h('p', { class: 'card-detail-where muted' }, ref),
  ];
  if (note) out.push(h('p', { class: `card-detail-hidden${card.known ? ' revealed' : ''}` }, note));
  if (!card.known) return out;
  out.push(h('p', { class: 'card-detail-type' }, typeLine(card, facts)));
  const link = card.levelKind === 'link' || facts?.frame === 'link';
  if (monster) out.push(h('p', { class: 'card-detail-stats' }, stat('ATK', card.atk, facts ? facts.atk : undefined), link ? null : ' ', link ? null : stat('DEF', card.def, facts ? facts.def : undefined)));
  out.push(...extraDeckLines(card));
  const play = playText(card, facts);
  if (play) out.push(h('p', { class: `card-detail-play ${facts?.play ?? (card.noEffects ? 'vanilla' : '')}` }, play));
  // A GOAT duel shows the card as worded in April 2005 where that differs from today.
  if (facts) out.push(h('p', { class: 'card-detail-text' }, (format !== undefined ? facts.formatText?.[format] : undefined) ?? facts.text));
  else out.push(h('p', { class: 'card-detail-text muted' }, facts === null ? 'No text for this card.' : 'Reading the card’s text…'));
  return out;
}

function place(target: HTMLElement): void {
  panel.classList.toggle('sheet', phone.matches);
  if (phone.matches) {
    panel.style.left = panel.style.top = '';
    return;
  }
  const r = target.getBoundingClientRect();
  const w = panel.offsetWidth;
  const ph = panel.offsetHeight;
  let left = r.right + 8;
  if (left + w > window.innerWidth - 8) left = r.left - w - 8;
  if (left < 8) left = Math.max(8, Math.min(r.left, window.innerWidth - w - 8));
  const top = Math.max(8, Math.min(r.top, window.innerHeight - ph - 8));
  panel.style.left = `${left}px`;
  panel.style.top = `${top}px`;
}

function cardElement(board: HTMLElement, id: number): HTMLElement | null {
  return board.querySelector<HTMLElement>(`.card[data-card="${id}"]`);
}

function draw(): void {
  if (!shown) return;
  const view = views.get(shown.board)?.() ?? null;
  const found = view ? cardsById(view).get(shown.id) : undefined;
  const target = cardElement(shown.board, shown.id);
  if (!found || !target) return hide();
  replace(panel, ...detailBody(found.card, found.ref, view?.format));
  panel.hidden = false;
  panel.classList.toggle('pinned', shown.pinned);
  panel.dataset.card = String(shown.id);
  place(target);
}

function show(board: HTMLElement, target: HTMLElement, pinned: boolean): void {
  const id = Number(target.dataset.card);
  if (!Number.isInteger(id)) return;
  if (shown?.pinned && !pinned && shown.id !== id) return;
  shown = { board, id, pinned: pinned || (shown?.pinned === true && shown.id === id) };
  draw();
}

export function hide(): void {
  shown = null;
  panel.hidden = true;
  delete panel.dataset.card;
}

function cardOf(ev: Event): HTMLElement | null {
  return ev.target instanceof Element ? ev.target.closest<HTMLElement>('.card[data-card]') : null;
}

/** Shows details for the cards drawn in `board`; `view` gives the view they were drawn from. */
export function watchCardDetails(board: HTMLElement, view: () => DuelView | null): void {
  views.set(board, view);
  board.addEventListener('pointerover', (ev) => {
    const c = cardOf(ev);
    if (c && ev.pointerType === 'mouse') show(board, c, false);
  });
  board.addEventListener('pointerout', (ev) => {
    const c = cardOf(ev);
    if (!c || (ev.relatedTarget instanceof Node && c.contains(ev.relatedTarget))) return;
    if (shown && !shown.pinned) hide();
  });
  board.addEventListener('focusin', (ev) => {
    const c = cardOf(ev);
    if (c) show(board, c, false);
  });
  board.addEventListener('focusout', () => {
    if (shown && !shown.pinned) hide();
  });
  board.addEventListener('click', (ev) => {
    const c = cardOf(ev);
    if (c) show(board, c, true);
  });
}

/** Marks on the board itself the field stats that differ from the printed ones (once the printed ones are known). */
function markChangedStats(board: HTMLElement): void {
  const view = views.get(board)?.();
  if (!view) return;
  const lookup = cardsById(view);
  for (const el of board.querySelectorAll<HTMLElement>('.card[data-card] .atk-def')) {
    const found = lookup.get(Number(el.closest<HTMLElement>('.card')!.dataset.card));
    const facts = factsOf(found?.card.passcode);
    if (!found || !facts || !/^o?m\d|^em\d/.test(found.ref)) continue;
    const { atk, def } = found.card;
    const changed = (atk !== undefined && typeof facts.atk === 'number' && atk !== facts.atk) || (def !== undefined && typeof facts.def === 'number' && def !== facts.def);
    el.classList.toggle('changed', changed);
    if (changed) el.setAttribute('title', `Printed ${facts.atk ?? '?'} / ${facts.def ?? '?'}`);
  }
}

/** After the board was drawn again: the panel follows its card (or closes when it left the view). */
export function refreshCardDetails(board: HTMLElement): void {
  const view = views.get(board)?.();
  if (view) prefetchFacts(view);
  markChangedStats(board);
  if (shown?.board === board) draw();
}

onFacts(() => {
  for (const board of views.keys()) markChangedStats(board);
  draw();
});
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape' && shown) hide();
});
document.addEventListener('click', (ev) => {
  if (!shown || !(ev.target instanceof Node)) return;
  if (panel.contains(ev.target) || cardOf(ev)) return;
  hide();
});
