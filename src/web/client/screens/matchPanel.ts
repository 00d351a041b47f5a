/**
 * The Match on the duel page: under the title, the opponent's level and the score ("Duel 2
 * of 3 · Duelist 1, opponent 0"); once a Duel is over, the panel for the next one: who goes
 * first (asked of the player when they lost the Duel), the Side Deck swap (cards ticked on
 * both sides, as many in as out), "Best of three" for a best of one, and the rematch once
 * the Match is decided. Chat phrases ("rematch", "let me side", "best of three") arrive as
 * `match` chunks and act here. The service checks everything; its refusals are shown.
 */
import { api, type CreatedSession, type MatchInfo, type NextDuelRequest } from '../api.js';
import { factsOf, onFacts, prefetchPasscodes } from '../cardFacts.js';
import { byId, h, replace } from '../dom.js';
import { failureText } from '../shell.js';

const el = {
  line: byId('duel-match', HTMLParagraphElement),
  panel: byId('match-panel', HTMLDivElement),
};

interface Current {
  id: string;
  token: string;
  level: string | null;
  match: MatchInfo | null;
  siding: boolean;
  error: string | null;
}

let current: Current | null = null;
let openNext: (created: CreatedSession) => void = () => undefined;
onFacts(() => render());

/** Where the page goes with a Duel the panel started (the duel screen opens it). */
export function onNextDuel(fn: (created: CreatedSession) => void): void {
  openNext = fn;
}

export function showMatch(id: string, token: string, info: { level?: string; match?: MatchInfo }): void {
  const same = current?.id === id;
  current = { id, token, level: info.level ?? (same ? current!.level : null), match: info.match ?? (same ? current!.match : null), siding: same ? current!.siding : false, error: null };
  render();
}

export function clearMatch(): void {
  current = null;
  replace(el.line);
  replace(el.panel);
  el.panel.hidden = true;
}

/** A reply changed the level, or ended the Duel: read the Match again. */
export async function refreshMatch(level: string | undefined, finished: boolean): Promise<void> {
  const c = current;
  if (!c) return;
  if (level) c.level = level;
  if (finished) c.match = await api.match(c.id, c.token).catch(() => c.match);
  render();
}

/** A Match phrase from the chat. */
export async function matchRequest(request: 'rematch' | 'best-of-three' | 'side'): Promise<void> {
  const c = current;
  if (!c?.match) return;
  if (request === 'best-of-three') await act(async () => void (c.match = await api.bestOfThree(c.id, c.token)));
  else if (request === 'side') c.siding = c.match.yourDeck.side.length > 0;
  else if (c.match.chooser !== 'you') await next({});
  render();
}

const duelOver = (m: MatchInfo): boolean => m.duel === m.duels && (m.winner !== null || m.chooser !== null || m.sessions[m.duel - 1]?.outcome != null);

function render(): void {
  const c = current;
  if (!c) return;
  const m = c.match;
  replace(el.line, [c.level ? `Opponent level: ${c.level}` : null, m?.line ?? null].filter(Boolean).join(' · '));
  if (!m || (m.bestOf === 3 && !duelOver(m))) {
    el.panel.hidden = true;
    return;
  }
  const parts: (HTMLElement | null)[] = [];
  if (m.bestOf === 1 && m.winner !== null && m.duels === 1) parts.push(button('Make it best of three', () => act(async () => void (c.match = await api.bestOfThree(c.id, c.token))), 'match-bo3'));
  if (duelOver(m)) parts.push(...nextControls(c, m));
  if (c.error) parts.push(h('p', { class: 'form-error', attrs: { role: 'alert' } }, c.error));
  replace(el.panel, ...parts);
  el.panel.hidden = parts.length === 0;
}

function nextControls(c: Current, m: MatchInfo): HTMLElement[] {
  if (m.winner !== null) return [h('p', null, m.overLine ?? 'The Match is over.'), button('Rematch (a new Match)', () => next({}), 'match-rematch')];
  const out: HTMLElement[] = [h('p', { class: 'match-next' }, `Duel ${m.duels + 1} next.`)];
  if (m.yourDeck.side.length > 0) out.push(button(c.siding ? 'Close the Side Deck' : 'Side Deck…', () => void ((c.siding = !c.siding), render()), 'match-side'));
  if (c.siding) out.push(sideForm(m));
  if (m.chooser === 'you') {
    out.push(h('p', null, 'You lost that one, so you choose who goes first:'));
    out.push(button('I go first', () => next({ first: 'you' }), 'match-first-you'), button('The opponent goes first', () => next({ first: 'bot' }), 'match-first-bot'));
  } else {
    out.push(button(m.chooser === 'bot' ? 'Next Duel (the opponent chooses who starts)' : 'Next Duel (a coin decides who starts)', () => next({}), 'match-next'));
  }
  return out;
}

function sideForm(m: MatchInfo): HTMLElement {
  const deck = [...m.yourDeck.main, ...m.yourDeck.extra];
  prefetchPasscodes([...deck, ...m.yourDeck.side]);
  const list = (cards: number[], name: string, title: string): HTMLElement =>
    h(
      'fieldset',
      { class: 'side-list' },
      h('legend', null, title),
      ...cards.map((p, i) => h('label', { class: 'check-inline' }, h('input', { attrs: { type: 'checkbox', name, value: String(p), 'data-index': String(i) } }), ` ${factsOf(p)?.name ?? `#${p}`}`)),
    );
  return h('div', { class: 'side-form', attrs: { 'data-testid': 'side-form' } }, list(m.yourDeck.side, 'side-in', 'Bring in (Side Deck)'), list(deck, 'side-out', 'Take out (Main and Extra Deck)'));
}

function ticked(name: string): number[] {
  return [...el.panel.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => Number(i.value));
}

function button(text: string, onClick: () => unknown, testId: string): HTMLButtonElement {
  const b = h('button', { attrs: { type: 'button', 'data-testid': testId } }, text);
  b.addEventListener('click', () => void onClick());
  return b;
}

async function act(fn: () => Promise<void>): Promise<void> {
  const c = current;
  if (!c) return;
  try {
    c.error = null;
    await fn();
  } catch (err) {
    c.error = failureText(err).message;
  }
  render();
}

async function next(req: NextDuelRequest): Promise<void> {
  const c = current;
  if (!c) return;
  const body: NextDuelRequest = { ...req };
  if (c.siding) body.side = { in: ticked('side-in'), out: ticked('side-out') };
  await act(async () => {
    const created = await api.nextDuel(c.id, c.token, body);
    c.siding = false;
    openNext(created);
  });
}
