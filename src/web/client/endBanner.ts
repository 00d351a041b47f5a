/**
 * The end of a duel, hard to miss: a banner above the board with the result and why
 * ("Kip's LP reached 0"), the buttons that come next (Rematch, Replay, New duel) and a
 * short summary (turns, damage dealt and taken, the cards that mattered).
 */
import { type BoardNames } from './board.js';
import { h, isolated, replace } from './dom.js';
import type { DuelView } from './types.js';

export interface EndBannerInput {
  /** Damage dealt to [you, the opponent] as the events told it; the cards named most often in attacks, activations and destruction. */
  summary: { damage: [number, number]; cards: string[] };
  replayHref: string;
  /** Null when this browser cannot start the same duel again (an imported or forked duel). */
  onRematch: (() => void) | null;
  onNewDuel: () => void;
}

/** Why the duel ended, in words, naming who it happened to. */
export function endReason(view: DuelView, names: BoardNames): string {
  const r = view.result;
  if (!r) return '';
  const opponent = isolated(names.opponent);
  const loser = r.winner === null ? null : r.winner === view.viewer ? opponent : 'Your';
  const whose = loser === 'Your' ? 'Your' : `${loser}'s`;
  switch (r.reason) {
    case 'lp':
      return `${whose} LP reached 0`;
    case 'deck-out':
      return `${loser === 'Your' ? 'You' : loser} could not draw a card`;
    case 'surrender':
      return `${loser === 'Your' ? 'You' : loser} surrendered`;
    case 'both-lp':
      return "Both players' LP reached 0 at the same time";
    case 'card-effect':
      return r.winner === view.viewer ? "You won by a card's effect" : `${loser === 'Your' ? 'You' : loser} lost to a card's effect`;
    default:
      return String(r.reason);
  }
}

export function renderEndBanner(host: HTMLElement, view: DuelView, names: BoardNames, input: EndBannerInput): void {
  const r = view.result;
  if (!r) {
    replace(host);
    host.hidden = true;
    return;
  }
  host.hidden = false;
  const outcome = r.winner === null ? 'Draw' : r.winner === view.viewer ? 'You win!' : `${isolated(names.opponent)} wins`;
  const [taken, dealt] = input.summary.damage;
  const stats = [`${view.turn} turn${view.turn === 1 ? '' : 's'}`, `damage dealt ${dealt}`, `damage taken ${taken}`];
  replace(
    host,
    h(
      'section',
      { class: `end-banner ${r.winner === null ? 'draw' : r.winner === view.viewer ? 'won' : 'lost'}`, attrs: { role: 'status', 'aria-label': 'The duel is over', 'data-testid': 'end-banner' } },
      h('p', { class: 'end-result' }, outcome),
      h('p', { class: 'end-reason', attrs: { 'data-testid': 'end-reason' } }, `${endReason(view, names)}.`),
      h('p', { class: 'end-summary' }, stats.join(' · '), input.summary.cards.length ? ` · cards that mattered: ${input.summary.cards.join(', ')}` : ''),
      h(
        'div',
        { class: 'end-buttons' },
        input.onRematch ? h('button', { class: 'primary', attrs: { type: 'button', 'data-testid': 'end-rematch' }, on: { click: input.onRematch } }, 'Rematch') : null,
        h('a', { class: 'button', attrs: { href: input.replayHref, 'data-testid': 'end-replay' } }, 'Replay'),
        h('button', { attrs: { type: 'button', 'data-testid': 'end-new-duel' }, on: { click: input.onNewDuel } }, 'New duel'),
      ),
    ),
  );
}
