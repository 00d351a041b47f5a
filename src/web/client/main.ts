/**
 * The page: a new-duel dialog, the duel (board + chat + option buttons + rules judge) and
 * the replay viewer (timeline, board and chat at a step, fork). Routes live in the hash:
 * `#/` (saved duels), `#/duel/<id>`, `#/replay/<id>` or `#/replay/<id>/<step>`.
 *
 * All text from users, character cards and models goes into the page as text nodes.
 */
import { api, ApiFailure, streamReply, type CreatedSession, type DeckChoice, type SessionState, type WebConfig } from './api.js';
import { pileList, renderBoard, statusParts } from './board.js';
import { ChatLog, type ReplyWriter } from './chat.js';
import { byId, citedText, h, replace } from './dom.js';
import { focusCardOptions, optionCard, renderOptions } from './options.js';
import { saved, type SavedSession } from './saved.js';
import type { CardView, DuelView, OptionChoice, ReplayReport, RulesAnswer, SessionChunk } from './types.js';

// =======================================================================================
// Elements

const el = {
  boot: byId('boot-status', HTMLParagraphElement),
  modelStatus: byId('model-status', HTMLParagraphElement),
  main: byId('main', HTMLElement),
  newDuelButton: byId('new-duel-button', HTMLButtonElement),
  homeNewDuel: byId('home-new-duel', HTMLButtonElement),
  // home
  homeView: byId('home-view', HTMLElement),
  savedList: byId('saved-list', HTMLUListElement),
  savedStatus: byId('saved-status', HTMLParagraphElement),
  importFile: byId('import-file', HTMLInputElement),
  // duel
  duelView: byId('duel-view', HTMLElement),
  duelTitle: byId('duel-title', HTMLHeadingElement),
  duelReplayLink: byId('duel-replay-link', HTMLAnchorElement),
  duelBoard: byId('duel-board', HTMLDivElement),
  duelSide: byId('duel-side', HTMLDivElement),
  chatLog: byId('chat-log', HTMLOListElement),
  chatForm: byId('chat-form', HTMLFormElement),
  chatInput: byId('chat-input', HTMLInputElement),
  chatSend: byId('chat-send', HTMLButtonElement),
  options: byId('options', HTMLDivElement),
  // replay
  replayView: byId('replay-view', HTMLElement),
  replayTitle: byId('replay-title', HTMLHeadingElement),
  replayVerified: byId('replay-verified', HTMLSpanElement),
  replayRange: byId('replay-range', HTMLInputElement),
  replayFirst: byId('replay-first', HTMLButtonElement),
  replayPrev: byId('replay-prev', HTMLButtonElement),
  replayNext: byId('replay-next', HTMLButtonElement),
  replayLast: byId('replay-last', HTMLButtonElement),
  replayStepLabel: byId('replay-step-label', HTMLParagraphElement),
  replayFork: byId('replay-fork', HTMLButtonElement),
  replayContinue: byId('replay-continue', HTMLAnchorElement),
  replayExportJson: byId('replay-export-json', HTMLButtonElement),
  replayExportMd: byId('replay-export-md', HTMLButtonElement),
  replayBoard: byId('replay-board', HTMLDivElement),
  replaySide: byId('replay-side', HTMLDivElement),
  replayEvents: byId('replay-events', HTMLUListElement),
  replayChat: byId('replay-chat', HTMLOListElement),
  // judge
  judge: byId('judge', HTMLElement),
  judgeForm: byId('judge-form', HTMLFormElement),
  judgeInput: byId('judge-input', HTMLInputElement),
  judgeAsk: byId('judge-ask', HTMLButtonElement),
  judgeAnswer: byId('judge-answer', HTMLDivElement),
  // new duel
  ndDialog: byId('new-duel-dialog', HTMLDialogElement),
  ndForm: byId('new-duel-form', HTMLFormElement),
  ndDeck: byId('nd-deck', HTMLSelectElement),
  ndDeckText: byId('nd-deck-text', HTMLTextAreaElement),
  ndYdkFile: byId('nd-ydk-file', HTMLInputElement),
  ndPersona: byId('nd-persona', HTMLSelectElement),
  ndPersonaFile: byId('nd-persona-file', HTMLInputElement),
  ndBotDeck: byId('nd-bot-deck', HTMLSelectElement),
  ndFormat: byId('nd-format', HTMLSelectElement),
  ndFirst: byId('nd-first', HTMLSelectElement),
  ndChain: byId('nd-chain', HTMLSelectElement),
  ndName: byId('nd-name', HTMLInputElement),
  ndSeed: byId('nd-seed', HTMLInputElement),
  ndError: byId('nd-error', HTMLParagraphElement),
  ndCancel: byId('nd-cancel', HTMLButtonElement),
  ndStart: byId('nd-start', HTMLButtonElement),
  // piles
  pileDialog: byId('pile-dialog', HTMLDialogElement),
  pileTitle: byId('pile-title', HTMLHeadingElement),
  pileBody: byId('pile-body', HTMLDivElement),
  pileClose: byId('pile-close', HTMLButtonElement),
};

// =======================================================================================
// State

interface DuelState {
  id: string;
  token: string;
  view: DuelView;
  options: OptionChoice[];
  stateHash: string;
  step: number;
  finished: boolean;
  personaName: string;
  userName: string;
  busy: boolean;
}

interface ReplayState {
  id: string;
  token: string;
  report: ReplayReport;
  step: number;
  views: Map<number, DuelView>;
  personaName: string;
  userName: string;
}

let webConfig: WebConfig | null = null;
let duel: DuelState | null = null;
let replay: ReplayState | null = null;
/** The opening of a duel just created, shown when its route opens. */
let justCreated: CreatedSession | null = null;
const chat = new ChatLog(el.chatLog, { you: 'You', bot: 'Opponent' });
const replayChat = new ChatLog(el.replayChat, { you: 'You', bot: 'Opponent' });

/** Bumped on every route change: a late answer for an older route is dropped. */
let routeSerial = 0;

// =======================================================================================
// Small helpers

function failureText(err: unknown): { code: string; message: string } {
  if (err instanceof ApiFailure) return { code: err.code, message: err.message };
  return { code: 'PAGE_ERROR', message: err instanceof Error ? err.message : String(err) };
}

function showView(which: 'home' | 'duel' | 'replay'): void {
  el.boot.hidden = true;
  el.homeView.hidden = which !== 'home';
  el.duelView.hidden = which !== 'duel';
  el.replayView.hidden = which !== 'replay';
  // The judge sits beside the duel or the replay.
  if (which === 'duel') el.duelSide.appendChild(el.judge);
  if (which === 'replay') el.replaySide.appendChild(el.judge);
  el.judge.hidden = which === 'home';
  document.body.dataset.view = which;
}

function bootMessage(text: string): void {
  el.boot.hidden = false;
  replace(el.boot, text);
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = h('a', { attrs: { href: url, download: name } });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function readFileText(file: File): Promise<string> {
  return file.text();
}

async function readFileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function openPile(title: string, cards: readonly CardView[]): void {
  replace(el.pileTitle, `${title} (${cards.length})`);
  replace(el.pileBody, pileList(cards));
  el.pileDialog.showModal();
}

el.pileClose.addEventListener('click', () => el.pileDialog.close());

// =======================================================================================
// Routing

function route(): void {
  routeSerial++;
  const hash = location.hash.replace(/^#\/?/, '');
  const [kind, id, step] = hash.split('/');
  if (kind === 'duel' && id) {
    void openDuel(decodeURIComponent(id));
  } else if (kind === 'replay' && id) {
    void openReplay(decodeURIComponent(id), step !== undefined && /^\d+$/.test(step) ? Number(step) : undefined);
  } else {
    void openHome();
  }
}

function go(path: string): void {
  if (location.hash === `#${path}`) route();
  else location.hash = path;
}

// =======================================================================================
// Home: saved duels

async function openHome(): Promise<void> {
  const serial = routeSerial;
  duel = null;
  replay = null;
  showView('home');
  document.title = 'Duel Companion';
  await renderSavedList(serial);
}

async function renderSavedList(serial = routeSerial): Promise<void> {
  const list = saved.sessions();
  if (list.length === 0) {
    replace(el.savedList);
    replace(el.savedStatus, 'No saved duels in this browser yet.');
    return;
  }
  replace(el.savedStatus, 'Loading…');
  let summaries = new Map<string, { personaName: string; format: string; actionCount: number; finished: boolean; result: DuelView['result']; origin: string; updatedAt: string }>();
  try {
    const answer = await api.list(list.map((s) => s.token));
    summaries = new Map(answer.sessions.map((s) => [s.id, s]));
  } catch (err) {
    replace(el.savedStatus, `Could not load the list: ${failureText(err).message}`);
  }
  if (serial !== routeSerial) return;
  replace(el.savedStatus, `${list.length} duel${list.length === 1 ? '' : 's'}.`);
  replace(
    el.savedList,
    ...list.map((s) => {
      const sum = summaries.get(s.id);
      const title = sum ? `vs ${sum.personaName}` : s.personaName ? `vs ${s.personaName}` : 'Duel';
      const state = !sum
        ? 'not on this server any more'
        : sum.finished
          ? `finished${sum.result ? (sum.result.winner === null ? ' (draw)' : sum.result.winner === 0 ? ' (you won)' : ' (you lost)') : ''}`
          : 'in progress';
      const facts = [sum?.format ?? s.format, sum ? `${sum.actionCount} steps` : null, state, sum?.origin === 'forked' ? 'fork' : sum?.origin === 'imported' ? 'imported' : null, new Date(s.createdAt).toLocaleString()]
        .filter(Boolean)
        .join(' · ');
      return h(
        'li',
        { class: 'saved-item', dataset: { session: s.id } },
        h('div', { class: 'saved-text' }, h('strong', null, title), h('span', { class: 'muted' }, facts), h('code', { class: 'muted small' }, s.id)),
        h(
          'div',
          { class: 'saved-buttons' },
          sum && !sum.finished ? h('a', { class: 'button', attrs: { href: `#/duel/${encodeURIComponent(s.id)}` } }, 'Play on') : null,
          sum ? h('a', { class: 'button', attrs: { href: `#/replay/${encodeURIComponent(s.id)}` } }, 'Replay') : null,
          h(
            'button',
            {
              attrs: { type: 'button', 'aria-label': `Delete the duel ${title}` },
              on: {
                click: () => {
                  void deleteSaved(s, !!sum);
                },
              },
            },
            sum ? 'Delete' : 'Forget',
          ),
        ),
      );
    }),
  );
}

async function deleteSaved(s: SavedSession, onServer: boolean): Promise<void> {
  if (onServer && !confirm('Delete this duel for good? Its replay goes with it.')) return;
  try {
    if (onServer) await api.remove(s.id, s.token);
  } catch (err) {
    const f = failureText(err);
    if (f.code !== 'NOT_FOUND') {
      replace(el.savedStatus, `Could not delete: ${f.message}`);
      return;
    }
  }
  saved.forgetSession(s.id);
  await renderSavedList();
}

el.importFile.addEventListener('change', () => {
  const file = el.importFile.files?.[0];
  if (!file) return;
  void (async () => {
    try {
      const data: unknown = JSON.parse(await readFileText(file));
      const created = await api.importSession(data);
      saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString() });
      replace(el.savedStatus, 'Imported.');
      await renderSavedList();
    } catch (err) {
      replace(el.savedStatus, `Could not import: ${err instanceof SyntaxError ? 'the file is not JSON.' : failureText(err).message}`);
    } finally {
      el.importFile.value = '';
    }
  })();
});

// =======================================================================================
// New duel

function fillSelect(select: HTMLSelectElement, items: readonly { value: string; label: string }[], selected?: string): void {
  replace(select, ...items.map((i) => h('option', { attrs: { value: i.value, selected: i.value === selected } }, i.label)));
}

const PROBLEMS: Record<string, string> = {
  UNSCRIPTED_CARDS: 'not playable yet: some card effects are not implemented',
  INVALID_DECK: 'not legal in this format',
};

function deckLabel(deck: DeckChoice, format: string): string {
  const m = /^(starter|normals)-(.+)$/.exec(deck.name);
  const who = m ? m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1) : '';
  const base = !m ? deck.name : m[1] === 'starter' ? `Starter Deck: ${who} (${deck.name})` : `${who}'s Normal Monsters (${deck.name})`;
  const problem = deck.problems[format];
  return problem ? `${base} (${PROBLEMS[problem] ?? problem})` : base;
}

const FALLBACK_DECKS: DeckChoice[] = ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus'].map((name) => ({ name, problems: {} }));

/** The deck lists for the chosen format: playable decks first, each saying when it cannot be played. */
function fillDecks(format: string, selected: { deck: string; botDeck: string }): void {
  const decks = [...(webConfig?.decks ?? FALLBACK_DECKS)].sort((a, b) => Number(!!a.problems[format]) - Number(!!b.problems[format]));
  const items = decks.map((d) => ({ value: d.name, label: deckLabel(d, format) }));
  fillSelect(el.ndDeck, items, selected.deck);
  fillSelect(el.ndBotDeck, items, selected.botDeck);
}

function fillNewDuelForm(): void {
  const cfg = webConfig;
  const prefs = saved.prefs();
  const formats = (cfg?.formats ?? ['classic', 'modern']).map((f) => ({
    value: f,
    label: f === 'classic' ? 'Classic (2008 rulebook)' : f === 'modern' ? 'Modern (current rulebook)' : f,
  }));
  fillSelect(el.ndFormat, formats, prefs.format ?? cfg?.defaults.format ?? 'classic');
  fillDecks(el.ndFormat.value, { deck: prefs.deck ?? cfg?.defaults.deck ?? 'normals-yugi', botDeck: prefs.botDeck ?? cfg?.defaults.botDeck ?? 'normals-kaiba' });
  fillSelect(el.ndPersona, [{ value: 'default', label: 'Kip (default)' }, ...saved.personas().map((p) => ({ value: p.id, label: p.name }))], 'default');
  el.ndFirst.value = prefs.first ?? 'you';
  el.ndChain.value = prefs.chainMode ?? 'auto';
  el.ndName.value = prefs.userName ?? '';
  el.ndError.textContent = '';
}

el.ndFormat.addEventListener('change', () => fillDecks(el.ndFormat.value, { deck: el.ndDeck.value, botDeck: el.ndBotDeck.value }));

function openNewDuel(): void {
  fillNewDuelForm();
  el.ndDialog.showModal();
  el.ndDeck.focus();
}

el.newDuelButton.addEventListener('click', openNewDuel);
el.homeNewDuel.addEventListener('click', openNewDuel);
el.ndCancel.addEventListener('click', () => el.ndDialog.close());

el.ndYdkFile.addEventListener('change', () => {
  const file = el.ndYdkFile.files?.[0];
  if (!file) return;
  void readFileText(file).then((text) => {
    el.ndDeckText.value = text;
  });
});

async function personaField(): Promise<{ persona: string | Record<string, unknown>; uploaded: boolean }> {
  const file = el.ndPersonaFile.files?.[0];
  if (!file) return { persona: el.ndPersona.value || 'default', uploaded: false };
  const isPng = file.type === 'image/png' || /\.png$/i.test(file.name);
  if (isPng) return { persona: { png: await readFileBase64(file) }, uploaded: true };
  let card: unknown;
  try {
    card = JSON.parse(await readFileText(file));
  } catch {
    throw new ApiFailure(400, 'BAD_PERSONA', `${file.name} is not JSON; a character card is a JSON file or a PNG with the card inside.`);
  }
  if (!card || typeof card !== 'object' || Array.isArray(card)) throw new ApiFailure(400, 'BAD_PERSONA', `${file.name} does not hold a character card object.`);
  return { persona: card as Record<string, unknown>, uploaded: true };
}

el.ndForm.addEventListener('submit', (ev) => {
  ev.preventDefault();
  void (async () => {
    el.ndStart.disabled = true;
    replace(el.ndError, '');
    try {
      const { persona, uploaded } = await personaField();
      const pasted = el.ndDeckText.value.trim();
      const request = {
        deck: pasted || el.ndDeck.value,
        botDeck: el.ndBotDeck.value,
        persona,
        format: el.ndFormat.value,
        first: el.ndFirst.value as 'you' | 'bot' | 'coin',
        chainMode: el.ndChain.value as 'auto' | 'manual',
        ...(el.ndName.value.trim() ? { userName: el.ndName.value.trim() } : {}),
        ...(el.ndSeed.value.trim() ? { seed: el.ndSeed.value.trim() } : {}),
      };
      replace(el.ndStart, 'Starting…');
      const created = await api.create(request);
      saved.setPrefs({
        deck: el.ndDeck.value,
        botDeck: el.ndBotDeck.value,
        format: el.ndFormat.value,
        first: el.ndFirst.value,
        chainMode: el.ndChain.value,
        ...(el.ndName.value.trim() ? { userName: el.ndName.value.trim() } : {}),
      });
      const personaName = created.persona?.name ?? 'Opponent';
      saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString(), personaName, format: created.format });
      if (uploaded && created.persona?.id) saved.addPersona({ id: created.persona.id, name: personaName });
      el.ndPersonaFile.value = '';
      el.ndDeckText.value = '';
      el.ndSeed.value = '';
      justCreated = created;
      el.ndDialog.close();
      go(`/duel/${encodeURIComponent(created.id)}`);
    } catch (err) {
      const f = failureText(err);
      el.ndError.textContent = `${f.message} (${f.code})`;
    } finally {
      el.ndStart.disabled = false;
      replace(el.ndStart, 'Start the duel');
    }
  })();
});

// =======================================================================================
// Duel

function boardNames(personaName: string, userName: string): { you: string; opponent: string } {
  return { you: userName === 'Duelist' ? 'You' : userName, opponent: personaName };
}

function renderDuel(): void {
  const d = duel;
  if (!d) return;
  const actionable = new Set<number>();
  for (const o of d.options) {
    const c = optionCard(o);
    if (c !== null) actionable.add(c);
  }
  renderBoard(el.duelBoard, d.view, boardNames(d.personaName, d.userName), {
    actionable: d.busy ? new Set() : actionable,
    onCard: (id) => {
      focusCardOptions(el.options, id);
    },
    onPile: openPile,
  });
  const { decision } = statusParts(d.view, boardNames(d.personaName, d.userName));
  renderOptions(
    el.options,
    {
      options: d.options,
      view: d.view,
      busy: d.busy,
      idle: d.busy ? `${d.personaName} is replying…` : d.finished || d.view.result ? 'The duel is over. You can still ask questions, look at the board, or replay it.' : decision,
    },
    (o) => {
      void act(o);
    },
  );
  el.chatSend.disabled = d.busy;
  el.duelView.classList.toggle('busy', d.busy);
  el.duelView.dataset.step = String(d.step);
}

function stateFrom(s: SessionState, token: string, personaName: string): DuelState {
  return {
    id: s.id,
    token,
    view: s.view,
    options: s.options,
    stateHash: s.stateHash,
    step: s.step,
    finished: s.finished,
    personaName,
    userName: s.userName ?? 'Duelist',
    busy: false,
  };
}

function setDuelTitle(d: DuelState, format: string): void {
  replace(el.duelTitle, `${d.userName === 'Duelist' ? 'You' : d.userName} vs ${d.personaName}`, h('span', { class: 'muted title-extra' }, ` · ${format}`));
  document.title = `vs ${d.personaName} · Duel Companion`;
  el.duelReplayLink.href = `#/replay/${encodeURIComponent(d.id)}`;
}

/** Applies a streamed chunk to the duel and the chat. */
function applyChunk(writer: ReplyWriter, chunk: SessionChunk, seen: { options: boolean }): void {
  const d = duel;
  switch (chunk.type) {
    case 'text':
      writer.text(chunk.message, chunk.role, chunk.text);
      return;
    case 'event':
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
      if (d) d.options = chunk.options;
      return;
    case 'error':
      writer.error(chunk.code, chunk.message);
      return;
    case 'done': {
      if (!d) return;
      const done = chunk as { step?: unknown; stateHash?: unknown; finished?: unknown };
      if (typeof done.step === 'number') d.step = done.step;
      if (typeof done.stateHash === 'string') d.stateHash = done.stateHash;
      if (typeof done.finished === 'boolean') d.finished = done.finished;
      return;
    }
    default:
      return;
  }
}

async function openDuel(id: string): Promise<void> {
  const serial = routeSerial;
  replay = null;
  const entry = saved.session(id);
  showView('duel');
  if (!entry) {
    duel = null;
    chat.clear();
    replace(el.duelBoard);
    replace(el.options);
    replace(el.duelTitle, 'Duel not found');
    chat.error('NO_TOKEN', 'This browser does not hold the token of that duel. Open it from the browser that started it, or import its export.');
    return;
  }
  if (duel?.id === id) {
    renderDuel();
    return;
  }
  // Nothing of the previous duel stays on screen while this one loads.
  delete el.duelView.dataset.session;
  duel = null;
  chat.clear();
  replace(el.duelBoard);
  replace(el.options);
  replace(el.judgeAnswer);
  const created = justCreated?.id === id ? justCreated : null;
  justCreated = null;
  if (created) {
    const personaName = created.persona?.name ?? entry.personaName ?? 'Opponent';
    duel = stateFrom(created, entry.token, personaName);
    chat.names = { you: duel.userName === 'Duelist' ? 'You' : duel.userName, bot: personaName };
    setDuelTitle(duel, created.format);
    const writer = chat.beginReply();
    const seen = { options: false };
    for (const chunk of created.chunks) applyChunk(writer, chunk, seen);
    writer.end();
    duel.view = created.view;
    duel.options = created.options;
    renderDuel();
    el.duelView.dataset.session = id;
    el.chatInput.focus();
    return;
  }
  replace(el.duelTitle, 'Loading…');
  try {
    const s = await api.session(id, entry.token);
    if (serial !== routeSerial) return;
    const personaName = s.persona?.name ?? entry.personaName ?? 'Opponent';
    duel = stateFrom(s, entry.token, personaName);
    chat.names = { you: duel.userName === 'Duelist' ? 'You' : duel.userName, bot: personaName };
    setDuelTitle(duel, s.format);
    for (const m of s.history ?? []) {
      if (m.role === 'user') chat.user(m.text);
      else chat.bot(m.kind, m.text);
    }
    chat.scrollToEnd();
    renderDuel();
    el.duelView.dataset.session = id;
    el.chatInput.focus();
  } catch (err) {
    if (serial !== routeSerial) return;
    duel = null;
    const f = failureText(err);
    replace(el.duelTitle, 'This duel cannot be opened');
    chat.error(f.code, f.message);
  }
}

/** Sends a message or an option click and streams the reply. */
async function reply(body: { text: string } | { optionId: string }, echo: string, how: 'typed' | 'clicked'): Promise<void> {
  const d = duel;
  if (!d || d.busy) return;
  d.busy = true;
  chat.user(echo, how);
  renderDuel();
  const writer = chat.beginReply();
  const seen = { options: false };
  let ok = false;
  try {
    for await (const chunk of streamReply(d.id, d.token, body)) {
      if (duel !== d) return;
      applyChunk(writer, chunk, seen);
    }
    ok = true;
  } catch (err) {
    const f = failureText(err);
    writer.error(f.code, f.message);
    if (f.code === 'STALE_STATE' || f.code === 'NO_SUCH_OPTION' || f.code === 'DUEL_OVER') {
      // The page was behind: read the duel again.
      try {
        const s = await api.session(d.id, d.token);
        Object.assign(d, { view: s.view, options: s.options, stateHash: s.stateHash, step: s.step, finished: s.finished });
        seen.options = true;
      } catch {
        /* keep what we have */
      }
    }
  } finally {
    writer.end();
    if (ok && !seen.options) d.options = [];
    d.busy = false;
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
  await reply({ optionId: option.id }, option.command, 'clicked');
  // Keep the keyboard where the buttons are.
  const first = el.options.querySelector<HTMLButtonElement>('button.option');
  if (first) first.focus();
  else el.chatInput.focus();
}

// =======================================================================================
// Rules judge

function renderAnswer(question: string, answer: RulesAnswer): void {
  const sections = answer.sections ?? [];
  replace(
    el.judgeAnswer,
    h('p', { class: 'judge-question' }, h('span', { class: 'muted' }, 'Q: '), question),
    h('div', { class: 'judge-text' }, citedText(answer.text)),
    sections.length
      ? h(
          'div',
          { class: 'judge-sources' },
          h('h3', null, 'Rule sections cited'),
          h(
            'ol',
            { class: 'citations' },
            // The lead is shown when the answer does not quote it already (offline answers do).
            ...sections.map((s) =>
              h(
                'li',
                { dataset: { rule: s.id }, attrs: { title: s.lead || null } },
                h('code', { class: 'rule-id' }, s.id),
                ' ',
                h('strong', null, s.title),
                s.lead && !answer.text.includes(s.lead) ? ` — ${s.lead}` : '',
              ),
            ),
          ),
        )
      : answer.citations?.length
        ? h('p', { class: 'judge-sources' }, `Rule sections: ${answer.citations.join(', ')}`)
        : null,
  );
}

el.judgeForm.addEventListener('submit', (ev) => {
  ev.preventDefault();
  const question = el.judgeInput.value.trim();
  if (!question) return;
  el.judgeAsk.disabled = true;
  replace(el.judgeAnswer, h('p', { class: 'muted' }, 'The judge is looking it up…'));
  const context = duel ? { id: duel.id, token: duel.token } : replay ? { id: replay.id, token: replay.token } : null;
  // In a replay the question is about the rules, not about the live duel.
  api
    .ask(question, replay ? null : context)
    .then((answer) => renderAnswer(question, answer))
    .catch((err: unknown) => {
      const f = failureText(err);
      replace(el.judgeAnswer, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
    })
    .finally(() => {
      el.judgeAsk.disabled = false;
    });
});

// =======================================================================================
// Replay

function stepSummary(r: ReplayReport, step: number, names: { you: string; opponent: string }): string {
  if (step === 0) return `Step 0 of ${r.totalSteps}: the opening.`;
  const s = r.steps[step];
  if (!s) return `Step ${step} of ${r.totalSteps}`;
  const who = s.player === null ? '' : s.player === r.human ? `${names.you}: ` : `${names.opponent}: `;
  const first = s.lines.find((l) => l.trim() !== '') ?? s.action?.type ?? '';
  return `Step ${step} of ${r.totalSteps} · ${who}${first}`;
}

async function viewAt(r: ReplayState, step: number): Promise<DuelView | null> {
  const cached = r.views.get(step);
  if (cached) return cached;
  const report = await api.replay(r.id, r.token, step);
  if (!report.at) return null;
  r.views.set(step, report.at.view);
  return report.at.view;
}

let scrubTimer: ReturnType<typeof setTimeout> | null = null;
let scrubSerial = 0;

function renderReplayChrome(r: ReplayState): void {
  const names = boardNames(r.personaName, r.userName);
  el.replayRange.max = String(r.report.totalSteps);
  el.replayRange.value = String(r.step);
  el.replayRange.setAttribute('aria-valuetext', `Step ${r.step} of ${r.report.totalSteps}`);
  el.replayFirst.disabled = el.replayPrev.disabled = r.step <= 0;
  el.replayNext.disabled = el.replayLast.disabled = r.step >= r.report.totalSteps;
  replace(el.replayStepLabel, stepSummary(r.report, r.step, names));
  el.replayView.dataset.step = String(r.step);
  // What happened at this step, and the chat up to it.
  const s = r.report.steps[r.step];
  replace(el.replayEvents, ...(s && s.lines.length ? s.lines.map((l) => h('li', null, l)) : [h('li', { class: 'muted' }, 'Nothing shown at this step.')]));
  replayChat.clear();
  replayChat.names = { you: names.you, bot: r.personaName };
  // What had been said when the shown state stood (messages carry the number of actions
  // applied when they were written): at a step before the last, everything up to the user
  // message that led to the next action, i.e. the last user message written at this step.
  for (const st of r.report.steps) {
    if (st.step > r.step) break;
    let messages = [...st.messages].sort((a, b) => a.seq - b.seq);
    if (st.step === r.step && r.step < r.report.totalSteps) {
      const next = messages.map((m) => m.role).lastIndexOf('user');
      if (next >= 0) messages = messages.slice(0, next);
    }
    for (const m of messages) {
      if (m.role === 'user') replayChat.user(m.text);
      else replayChat.bot(m.kind, m.text);
    }
  }
  replayChat.scrollToEnd();
}

async function showReplayStep(step: number, opts: { updateHash?: boolean } = {}): Promise<void> {
  const r = replay;
  if (!r) return;
  r.step = Math.max(0, Math.min(step, r.report.totalSteps));
  renderReplayChrome(r);
  const serial = ++scrubSerial;
  el.replayBoard.classList.add('loading');
  try {
    const view = await viewAt(r, r.step);
    if (serial !== scrubSerial || replay !== r) return;
    if (view) renderBoard(el.replayBoard, view, boardNames(r.personaName, r.userName), { onPile: openPile });
    el.replayView.dataset.shown = String(r.step);
  } catch (err) {
    if (serial !== scrubSerial) return;
    const f = failureText(err);
    replace(el.replayBoard, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
  } finally {
    if (serial === scrubSerial) el.replayBoard.classList.remove('loading');
  }
  if (opts.updateHash !== false) history.replaceState(null, '', `#/replay/${encodeURIComponent(r.id)}/${r.step}`);
}

async function openReplay(id: string, step?: number): Promise<void> {
  const serial = routeSerial;
  duel = null;
  showView('replay');
  const entry = saved.session(id);
  if (!entry) {
    replay = null;
    replace(el.replayTitle, 'Replay not found');
    replace(el.replayBoard, h('p', { class: 'form-error' }, 'This browser does not hold the token of that duel.'));
    return;
  }
  if (replay?.id === id) {
    if (step !== undefined && step !== replay.step) await showReplayStep(step, { updateHash: false });
    return;
  }
  delete el.replayView.dataset.session;
  delete el.replayView.dataset.shown;
  replay = null;
  replace(el.replayTitle, 'Loading the replay…');
  replace(el.replayBoard);
  replace(el.replayEvents);
  replayChat.clear();
  replace(el.judgeAnswer);
  try {
    const [report, s] = await Promise.all([api.replay(id, entry.token), api.session(id, entry.token)]);
    if (serial !== routeSerial) return;
    const personaName = s.persona?.name ?? entry.personaName ?? 'Opponent';
    replay = { id, token: entry.token, report, step: step ?? report.totalSteps, views: new Map(), personaName, userName: s.userName ?? 'Duelist' };
    setReplayTitle(replay);
    replace(el.replayVerified, report.verified ? 'verified' : 'does not replay cleanly');
    el.replayVerified.className = `badge ${report.verified ? 'ok' : 'bad'}`;
    el.replayContinue.href = `#/duel/${encodeURIComponent(id)}`;
    el.replayContinue.hidden = !!report.result;
    document.title = `Replay vs ${personaName} · Duel Companion`;
    await showReplayStep(replay.step, { updateHash: step === undefined });
    el.replayView.dataset.session = id;
  } catch (err) {
    if (serial !== routeSerial) return;
    replay = null;
    const f = failureText(err);
    replace(el.replayTitle, 'This replay cannot be opened');
    replace(el.replayBoard, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
  }
}

function setReplayTitle(r: ReplayState): void {
  replace(el.replayTitle, `Replay: vs ${r.personaName}`, h('span', { class: 'muted title-extra' }, ` · ${r.report.format} · ${r.report.totalSteps} steps`));
}

function scrubTo(step: number): void {
  if (!replay) return;
  if (scrubTimer) clearTimeout(scrubTimer);
  replay.step = step;
  renderReplayChrome(replay);
  scrubTimer = setTimeout(() => {
    scrubTimer = null;
    void showReplayStep(step);
  }, 120);
}

el.replayRange.addEventListener('input', () => scrubTo(Number(el.replayRange.value)));
el.replayFirst.addEventListener('click', () => void showReplayStep(0));
el.replayPrev.addEventListener('click', () => replay && void showReplayStep(replay.step - 1));
el.replayNext.addEventListener('click', () => replay && void showReplayStep(replay.step + 1));
el.replayLast.addEventListener('click', () => replay && void showReplayStep(replay.report.totalSteps));

el.replayFork.addEventListener('click', () => {
  const r = replay;
  if (!r) return;
  el.replayFork.disabled = true;
  api
    .fork(r.id, r.token, r.step)
    .then((fork) => {
      saved.addSession({ id: fork.id, token: fork.token, createdAt: new Date().toISOString(), personaName: r.personaName, format: r.report.format, parentId: r.id, forkStep: fork.forkStep });
      go(`/duel/${encodeURIComponent(fork.id)}`);
    })
    .catch((err: unknown) => {
      const f = failureText(err);
      replace(el.replayStepLabel, `Could not fork: ${f.message} (${f.code})`);
    })
    .finally(() => {
      el.replayFork.disabled = false;
    });
});

function exportReplay(format: 'json' | 'md'): void {
  const r = replay;
  if (!r) return;
  api
    .exportFile(r.id, r.token, format)
    .then((blob) => download(blob, `${r.id}.${format}`))
    .catch((err: unknown) => replace(el.replayStepLabel, `Could not export: ${failureText(err).message}`));
}
el.replayExportJson.addEventListener('click', () => exportReplay('json'));
el.replayExportMd.addEventListener('click', () => exportReplay('md'));

// Arrow keys step the replay when focus is not in a field.
document.addEventListener('keydown', (ev) => {
  if (!replay || el.replayView.hidden || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const t = ev.target as HTMLElement | null;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
  if (document.querySelector('dialog[open]')) return;
  if (ev.key === 'ArrowLeft') {
    ev.preventDefault();
    void showReplayStep(replay.step - 1);
  } else if (ev.key === 'ArrowRight') {
    ev.preventDefault();
    void showReplayStep(replay.step + 1);
  }
});

// =======================================================================================
// Start

async function start(): Promise<void> {
  bootMessage('Loading…');
  try {
    webConfig = await api.config();
  } catch {
    webConfig = null;
  }
  api
    .health()
    .then((hl) => replace(el.modelStatus, hl.model))
    .catch(() => replace(el.modelStatus, 'The service is not answering.'));
  window.addEventListener('hashchange', route);
  route();
  document.body.dataset.ready = 'true';
}

void start();
