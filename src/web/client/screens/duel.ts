/**
 * The duel: the board, the chat (typed moves and questions, streamed replies), the option
 * buttons and the judge. A duel just created shows its opening from the create answer;
 * any other is read from the service.
 */
import { api, streamReply, type CreatedSession, type SessionState } from '../api.js';
import { renderBoard, renderLpBar, statusParts } from '../board.js';
import { ChatLog, type ReplyWriter } from '../chat.js';
import { watchCardDetails, refreshCardDetails } from '../cardDetail.js';
import { bdi, byId, h, isolated, replace } from '../dom.js';
import { boardNames, youName } from '../names.js';
import { onFacts, prefetchPasscodes } from '../cardFacts.js';
import { choiceText, focusCardOptions, optionCard, renderOptions } from '../options.js';
import { renderEndBanner } from '../endBanner.js';
import { go, routeSerial, type Screen } from '../router.js';
import { saved } from '../saved.js';
import { addBackToCampaign } from './campaignReturn.js';
import { failureText, openPile, showView } from '../shell.js';
import type { DuelView, OptionChoice, ReplayReport, SessionChunk } from '../types.js';
import { clearJudge, placeJudge } from './judge.js';
import { rematch } from './newDuel.js';
import { clearMatch, matchRequest, onNextDuel, refreshMatch, showMatch } from './matchPanel.js';

const el = {
  view: byId('duel-view', HTMLElement),
  title: byId('duel-title', HTMLHeadingElement),
  replayLink: byId('duel-replay-link', HTMLAnchorElement),
  board: byId('duel-board', HTMLDivElement),
  lpBar: byId('duel-lp-bar', HTMLDivElement),
  side: byId('duel-side', HTMLDivElement),
  chatLog: byId('chat-log', HTMLOListElement),
  chatForm: byId('chat-form', HTMLFormElement),
  chatInput: byId('chat-input', HTMLInputElement),
  chatSend: byId('chat-send', HTMLButtonElement),
  options: byId('options', HTMLDivElement),
  endBanner: byId('duel-end', HTMLDivElement),
  decks: byId('duel-decks', HTMLParagraphElement),
};

interface DuelState {
  id: string;
  token: string;
  view: DuelView;
  options: OptionChoice[];
  stateHash: string;
  /** The decision the duel waited on when the page last heard from the server: sent with every command. */
  decision: string | null;
  step: number;
  finished: boolean;
  personaName: string;
  userName: string;
  busy: boolean;
}

let duel: DuelState | null = null;
/** Replies whose stream is still open (a narration may go on after the options came). */
let openStreams = 0;
/** The latest reply: an earlier one still streaming no longer decides whether the page is busy. */
let replySerial = 0;
/** The opening of a duel just created, shown when its route opens. */
let justCreated: CreatedSession | null = null;
/** A note for the chat of the duel about to open (which deck a phrase picked). */
let pickedNote: string | null = null;
/** What the duel's events told so far, for the end banner's summary: damage dealt to each side, cards by how often they acted. */
const tally = { damage: [0, 0] as [number, number], cards: new Map<string, number>() };
const chat = new ChatLog(el.chatLog, { you: 'You', bot: 'Opponent' });
watchCardDetails(el.board, () => duel?.view ?? null);
// The next Duel of a Match (or a rematch) opens like a duel just created, with this one's decks and persona.
onNextDuel((created) => {
  const from = duel ? saved.session(duel.id) : undefined;
  const personaName = created.persona?.name ?? duel?.personaName ?? 'Opponent';
  saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString(), personaName, format: created.format, ...(from?.deckTitles ? { deckTitles: from.deckTitles } : {}) });
  duelScreen.expectCreated(created);
  go(`/duel/${encodeURIComponent(created.id)}`);
});

export const duelScreen: Screen & { open(id: string): Promise<void>; expectCreated(c: CreatedSession): void; notePicked(text: string): void } = {
  leave(): void {
    duel = null;
  },
  expectCreated(c: CreatedSession): void {
    justCreated = c;
  },
  notePicked(text: string): void {
    pickedNote = text;
  },
  open: openDuel,
};

function renderDuel(): void {
  const d = duel;
  if (!d) return;
  const actionable = new Set<number>();
  for (const o of d.options) {
    const c = optionCard(o);
    if (c !== null) actionable.add(c);
  }
  const names = boardNames(d.personaName, d.userName);
  renderBoard(el.board, d.view, names, {
    actionable: d.busy ? new Set() : actionable,
    onCard: (id) => focusCardOptions(el.options, id),
    onPile: openPile,
  });
  renderLpBar(el.lpBar, d.view, names);
  refreshCardDetails(el.board);
  const { decision } = statusParts(d.view, names);
  const idle = d.busy ? `${d.personaName} is replying…` : d.finished || d.view.result ? 'The duel is over. You can still ask questions, look at the board, or replay it.' : decision;
  renderOptions(el.options, { options: d.options, view: d.view, busy: d.busy, idle }, (o) => void act(o));
  el.chatSend.disabled = d.busy;
  prefetchPasscodes(d.options.flatMap((o) => (o.passcode !== undefined ? [o.passcode] : [])));
  renderEndBanner(el.endBanner, d.view, names, {
    summary: { damage: d.view.viewer === 0 ? tally.damage : [tally.damage[1], tally.damage[0]], cards: [...tally.cards.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name]) => name) },
    replayHref: `#/replay/${encodeURIComponent(d.id)}`,
    onRematch: savedRematch(d.id) ? () => void startRematch(d) : null,
    onNewDuel: () => document.getElementById('new-duel-button')?.click(),
  });
  if (d.view.result) addBackToCampaign(el.endBanner, d.id);
  el.view.classList.toggle('finished', !!d.view.result);
  el.chatSend.disabled = d.busy;
  el.view.classList.toggle('busy', d.busy);
  el.view.classList.toggle('streaming', openStreams > 0);
  el.view.dataset.step = String(d.step);
}

function savedRematch(id: string): Record<string, unknown> | undefined {
  return saved.session(id)?.rematch;
}

async function startRematch(d: DuelState): Promise<void> {
  const request = savedRematch(d.id);
  if (!request) return;
  try {
    await rematch(request, d.personaName);
  } catch (err) {
    const f = failureText(err);
    chat.error(f.code, f.message);
  }
}

/** Counts what an event tells for the end summary (damage to each player by viewer seat, the cards that acted). */
function countEvent(event: unknown, text: string | null): void {
  const e = event as { type?: string; player?: number; amount?: number };
  if ((e.type === 'battle-damage' || e.type === 'effect-damage') && (e.player === 0 || e.player === 1) && typeof e.amount === 'number') tally.damage[e.player] += e.amount;
  // The cards that mattered: those named in lines of attacks, destruction and activations.
  if (text && (e.type === 'attack' || e.type === 'destroyed' || e.type === 'activate')) {
    const m = /^(?:Your opponent activates |You activate |Your opponent's |Your )([^(.]+?)(?: \(| attacks| is destroyed|\.)/.exec(text);
    const name = m?.[1]?.trim();
    if (name && !/face-down|a card/.test(name)) tally.cards.set(name, (tally.cards.get(name) ?? 0) + 1);
  }
}

function stateFrom(s: SessionState, token: string, personaName: string): DuelState {
  return {
    id: s.id,
    token,
    view: s.view,
    options: s.options,
    stateHash: s.stateHash,
    decision: s.decision ?? null,
    step: s.step,
    finished: s.finished,
    personaName,
    userName: s.userName ?? 'Duelist',
    busy: false,
  };
}

function setDuelTitle(d: DuelState, s: Pick<SessionState, 'format' | 'seedChosenByUser'>): void {
  // A seed the user named deals the cards they can work out: the page says so rather than pretend the duel is blind.
  const note = 'You chose the seed, so the opponent’s hidden cards can be worked out from it.';
  const known = s.seedChosenByUser ? h('span', { class: 'title-extra seed-known', attrs: { title: note } }, ' · seed chosen: hidden cards known') : null;
  replace(el.title, bdi(youName(d.userName)), ' vs ', bdi(d.personaName), h('span', { class: 'muted title-extra' }, ` · ${s.format}`), known);
  // The decks under the names: "Starter Deck: Kaiba vs Starter Deck: Yugi" (known to this browser for the duels it started).
  const decks = saved.session(d.id)?.deckTitles;
  replace(el.decks, decks ? `${decks[0]} vs ${decks[1]}` : '');
  el.decks.hidden = !decks;
  document.title = `vs ${isolated(d.personaName)} · Duel Companion`;
  el.replayLink.href = `#/replay/${encodeURIComponent(d.id)}`;
}

/** Applies a streamed chunk to the duel and the chat. */
function applyChunk(writer: ReplyWriter, chunk: SessionChunk, seen: { options: boolean }): void {
  const d = duel;
  switch (chunk.type) {
    case 'text':
      writer.text(chunk.message, chunk.role, chunk.text);
      return;
    case 'event':
      countEvent(chunk.event, chunk.text);
      writer.event(chunk.text);
      return;
    case 'view':
      if (d) {
        d.view = chunk.view;
        renderDuel();
      }
      return;
    case 'options':
      seen.options = true;
      // Shown at once, and the player may act: the narration that follows is still streaming.
      if (d) {
        d.options = chunk.options;
        if (typeof chunk.decision === 'string') d.decision = chunk.decision;
        d.busy = false;
        renderDuel();
      }
      return;
    case 'error':
      writer.error(chunk.code, chunk.message);
      return;
    case 'match':
      void matchRequest(chunk.request);
      return;
    case 'done': {
      if (!d) return;
      const done = chunk as { step?: unknown; stateHash?: unknown; finished?: unknown; decision?: unknown; level?: unknown };
      void refreshMatch(typeof done.level === 'string' ? done.level : undefined, done.finished === true);
      if (typeof done.decision === 'string') d.decision = done.decision;
      if (typeof done.step === 'number') d.step = done.step;
      if (typeof done.stateHash === 'string') d.stateHash = done.stateHash;
      if (typeof done.finished === 'boolean') d.finished = done.finished;
      return;
    }
    default:
      return;
  }
}

function clearDuel(): void {
  delete el.view.dataset.session;
  duel = null;
  tally.damage = [0, 0];
  tally.cards.clear();
  replace(el.endBanner);
  chat.clear();
  replace(el.board);
  replace(el.lpBar);
  replace(el.options);
  clearMatch();
}

function showCreated(created: CreatedSession, token: string, personaFallback: string | undefined): void {
  const personaName = created.persona?.name ?? personaFallback ?? 'Opponent';
  duel = stateFrom(created, token, personaName);
  chat.names = { you: youName(duel.userName), bot: personaName };
  setDuelTitle(duel, created);
  showMatch(duel.id, token, created);
  const writer = chat.beginReply();
  const seen = { options: false };
  for (const chunk of created.chunks) applyChunk(writer, chunk, seen);
  writer.end();
  if (pickedNote) chat.note(pickedNote);
  pickedNote = null;
  duel.view = created.view;
  duel.options = created.options;
}

type HistoryEntry = NonNullable<SessionState['history']>[number];

/**
 * The saved chat with the engine's event lines put back between the messages, as they
 * were shown live: a message written after n actions comes after the lines of step n
 * (the greeting and the table's notes come before the opening's lines). The lines come from the
 * replay report, which a fork inherits from the duel it was forked from.
 */
function writeHistory(history: readonly HistoryEntry[], report: ReplayReport | null): void {
  let linesUpTo = -1;
  const linesThrough = (step: number): void => {
    for (; linesUpTo < step; ) {
      linesUpTo++;
      chat.events(report?.steps[linesUpTo]?.lines ?? []);
    }
  };
  for (const m of history) {
    const opening = m.step === 0 && m.role === 'bot' && (m.kind === 'greeting' || m.kind === 'banner' || m.kind === 'info');
    linesThrough(opening ? -1 : m.step);
    if (m.role === 'user') chat.user(m.text);
    else chat.bot(m.kind, m.text);
  }
  if (report) linesThrough(report.totalSteps);
  chat.scrollToEnd();
}

async function loadSaved(id: string, token: string, personaFallback: string | undefined, serial: number): Promise<boolean> {
  // Without the replay the chat still opens, only without its event lines.
  const [s, report] = await Promise.all([api.session(id, token), api.replay(id, token).catch(() => null)]);
  if (serial !== routeSerial()) return false;
  // An older engine's duel that this engine plays differently can only be watched.
  if (s.replayOnly) {
    go(`/replay/${encodeURIComponent(id)}`);
    return false;
  }
  const personaName = s.persona?.name ?? personaFallback ?? 'Opponent';
  duel = stateFrom(s, token, personaName);
  chat.names = { you: youName(duel.userName), bot: personaName };
  setDuelTitle(duel, s);
  showMatch(id, token, s);
  writeHistory(s.history ?? [], report);
  if (pickedNote) chat.note(pickedNote);
  pickedNote = null;
  return true;
}

async function openDuel(id: string): Promise<void> {
  const serial = routeSerial();
  const entry = saved.session(id);
  showView('duel');
  placeJudge(el.side, () => (duel ? { id: duel.id, token: duel.token } : null));
  if (!entry) {
    clearDuel();
    replace(el.title, 'Duel not found');
    chat.error('NO_TOKEN', 'This browser does not hold the token of that duel. Open it from the browser that started it, or import its export.');
    return;
  }
  if (duel?.id === id) {
    renderDuel();
    return;
  }
  // Nothing of the previous duel stays on screen while this one loads.
  clearDuel();
  clearJudge();
  const created = justCreated?.id === id ? justCreated : null;
  justCreated = null;
  try {
    if (created) showCreated(created, entry.token, entry.personaName);
    else {
      replace(el.title, 'Loading…');
      if (!(await loadSaved(id, entry.token, entry.personaName, serial))) return;
    }
    renderDuel();
    el.view.dataset.session = id;
    focusChatOnOpen();
  } catch (err) {
    if (serial !== routeSerial()) return;
    duel = null;
    const f = failureText(err);
    replace(el.title, 'This duel cannot be opened');
    chat.error(f.code, f.message);
  }
}

/**
 * Ready to type when a duel opens, without scrolling the field away; not on a touch screen,
 * where focusing the box would cover half the page with the keyboard.
 */
function focusChatOnOpen(): void {
  if (window.matchMedia('(pointer: coarse)').matches) return;
  el.chatInput.focus({ preventScroll: true });
}

/** After a refusal that says the page was behind: read the duel again. */
async function catchUp(d: DuelState): Promise<boolean> {
  try {
    const s = await api.session(d.id, d.token);
    Object.assign(d, { view: s.view, options: s.options, stateHash: s.stateHash, decision: s.decision ?? null, step: s.step, finished: s.finished });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a message or an option click and streams the reply. The page is busy until the
 * reply's options come; the narration after them streams on while the player may act. A
 * new message then ends that stream on the server (the narration completes in the
 * history), and only the newest reply decides whether the page is busy.
 */
async function reply(body: { text: string } | { optionId: string }, echo: string, how: 'typed' | 'clicked'): Promise<void> {
  const d = duel;
  if (!d || d.busy) return;
  const mine = ++replySerial;
  d.busy = true;
  openStreams++;
  chat.user(echo, how);
  renderDuel();
  const writer = chat.beginReply();
  const seen = { options: false };
  let ok = false;
  try {
    // The command carries the decision it was written against: an overtaken one is refused, not applied to the next.
    const sent = d.decision ? { ...body, decision: d.decision } : body;
    for await (const chunk of streamReply(d.id, d.token, sent)) {
      if (duel !== d) return;
      // A newer reply is under way: this one's standing is already out of date.
      if (chunk.type === 'done' && mine !== replySerial) continue;
      applyChunk(writer, chunk, seen);
    }
    ok = true;
  } catch (err) {
    const f = failureText(err);
    writer.error(f.code, f.message);
    if (f.code === 'STALE_STATE' || f.code === 'MOVED_ON' || f.code === 'NO_SUCH_OPTION' || f.code === 'DUEL_OVER') seen.options = await catchUp(d);
  } finally {
    writer.end();
    openStreams--;
    if (mine === replySerial) {
      if (ok && !seen.options) d.options = [];
      d.busy = false;
    }
    if (duel === d) {
      renderDuel();
      saved.updateSession(d.id, { personaName: d.personaName });
    }
  }
}

el.chatForm.addEventListener('submit', (ev) => {
  ev.preventDefault();
  const text = el.chatInput.value.trim();
  if (!text || !duel || duel.busy) return;
  el.chatInput.value = '';
  void reply({ text }, text, 'typed').then(() => el.chatInput.focus());
});

async function act(option: OptionChoice): Promise<void> {
  // The player's click said in players' words: the option's own label (a choice without its question), never an option id.
  const words = /^[a-z-]+:/.test(option.command) ? choiceText(option, duel?.view ?? null) : option.command;
  await reply({ optionId: option.id }, words, 'clicked');
  // Keep the keyboard where the buttons are; on a touch screen without scrolling the field away.
  const first = el.options.querySelector<HTMLButtonElement>('button.option');
  const touch = window.matchMedia('(pointer: coarse)').matches;
  if (first) first.focus({ preventScroll: touch });
  else if (!touch) el.chatInput.focus();
}

// Facts (frame, attribute) arrive after the first drawing: draw again with them.
onFacts(() => {
  if (duel) renderDuel();
});
