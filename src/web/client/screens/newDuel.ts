/**
 * The New duel dialog: deck (built in, named in words, pasted or a .ydk file), persona,
 * the table's settings, and the vanilla option. When the service refuses a deck for its
 * unscripted cards, the dialog names them and offers to play them as vanilla; for a deck
 * name it does not know, it offers the closest built-in decks.
 */
import { api, ApiFailure, type DeckChoice, type WebConfig } from '../api.js';
import { byId, h, replace } from '../dom.js';
import { deckRank, deckTitle } from '../names.js';
import { go } from '../router.js';
import { saved } from '../saved.js';
import { failureText, readFileBase64 } from '../shell.js';
import { duelScreen } from './duel.js';

const el = {
  newDuelButton: byId('new-duel-button', HTMLButtonElement),
  homeNewDuel: byId('home-new-duel', HTMLButtonElement),
  dialog: byId('new-duel-dialog', HTMLDialogElement),
  form: byId('new-duel-form', HTMLFormElement),
  deck: byId('nd-deck', HTMLSelectElement),
  deckText: byId('nd-deck-text', HTMLTextAreaElement),
  ydkFile: byId('nd-ydk-file', HTMLInputElement),
  persona: byId('nd-persona', HTMLSelectElement),
  personaFile: byId('nd-persona-file', HTMLInputElement),
  botDeck: byId('nd-bot-deck', HTMLSelectElement),
  format: byId('nd-format', HTMLSelectElement),
  formatNote: byId('nd-format-note', HTMLParagraphElement),
  first: byId('nd-first', HTMLSelectElement),
  chain: byId('nd-chain', HTMLSelectElement),
  level: byId('nd-level', HTMLSelectElement),
  bestOf: byId('nd-best-of', HTMLSelectElement),
  name: byId('nd-name', HTMLInputElement),
  seed: byId('nd-seed', HTMLInputElement),
  vanilla: byId('nd-vanilla', HTMLInputElement),
  error: byId('nd-error', HTMLParagraphElement),
  errorActions: byId('nd-error-actions', HTMLParagraphElement),
  cancel: byId('nd-cancel', HTMLButtonElement),
  start: byId('nd-start', HTMLButtonElement),
};

let webConfig: WebConfig | null = null;

/** What the service offers (decks, formats, defaults); null when it could not be read. */
export function setWebConfig(cfg: WebConfig | null): void {
  webConfig = cfg;
}

function fillSelect(select: HTMLSelectElement, items: readonly { value: string; label: string }[], selected?: string): void {
  replace(select, ...items.map((i) => h('option', { attrs: { value: i.value, selected: i.value === selected } }, i.label)));
}

const PROBLEMS: Record<string, string> = {
  UNSCRIPTED_CARDS: 'not playable yet as printed: tick “Play unscripted cards as vanilla”',
  INVALID_DECK: 'not legal in this format',
};

/** The refusal that still stands for a deck: none for unscripted cards once vanilla is ticked. */
function deckProblem(deck: DeckChoice, format: string): string | null {
  const problem = deck.problems[format] ?? null;
  return problem === 'UNSCRIPTED_CARDS' && el.vanilla.checked ? null : problem;
}

function deckLabel(deck: DeckChoice, format: string): string {
  const problem = deckProblem(deck, format);
  if (!problem) return deck.problems[format] === 'UNSCRIPTED_CARDS' ? `${deckTitle(deck.name)} (some cards as vanilla)` : deckTitle(deck.name);
  return `${deckTitle(deck.name)} (${PROBLEMS[problem] ?? problem})`;
}

const FALLBACK_DECKS: DeckChoice[] = ['starter-yugi', 'starter-kaiba', 'starter-joey', 'starter-pegasus'].map((name) => ({ name, problems: {} }));

/** The deck lists for the chosen format: playable decks first, Starter Decks first among them, each saying when it cannot be played. */
function fillDecks(format: string, selected: { deck: string; botDeck: string }): void {
  const order = (d: DeckChoice): number => Number(!!deckProblem(d, format)) * 10 + deckRank(d.name);
  const decks = [...(webConfig?.decks ?? FALLBACK_DECKS)].sort((a, b) => order(a) - order(b) || deckTitle(a.name).localeCompare(deckTitle(b.name)));
  const items = decks.map((d) => ({ value: d.name, label: d.description ? `${deckLabel(d, format)}: ${d.description}` : deckLabel(d, format) }));
  fillSelect(el.deck, items, selected.deck);
  fillSelect(el.botDeck, items, selected.botDeck);
}

function fillForm(): void {
  const cfg = webConfig;
  const prefs = saved.prefs();
  const formats = (cfg?.formats ?? ['classic', 'modern']).map((f) => ({
    value: f,
    label: f === 'classic' ? 'Classic (2008 rulebook)' : f === 'modern' ? 'Modern (current rulebook)' : f === 'goat' ? 'GOAT (April 2005 list and rules)' : f,
  }));
  fillSelect(el.format, formats, prefs.format ?? cfg?.defaults.format ?? 'classic');
  fillDecks(el.format.value, { deck: prefs.deck ?? cfg?.defaults.deck ?? 'starter-yugi', botDeck: prefs.botDeck ?? cfg?.defaults.botDeck ?? 'starter-kaiba' });
  fillSelect(el.persona, [{ value: 'default', label: 'Kip (default)' }, ...saved.personas().map((p) => ({ value: p.id, label: p.name }))], 'default');
  el.first.value = prefs.first ?? 'you';
  el.chain.value = prefs.chainMode ?? 'auto';
  el.level.value = prefs.level ?? '';
  el.bestOf.value = prefs.bestOf ?? '1';
  el.name.value = prefs.userName ?? '';
  el.vanilla.checked = prefs.vanilla === 'yes';
  botDeckChosen = false;
  el.formatNote.textContent = '';
  clearError();
}

/** Whether the player chose the opponent's deck themselves since the dialog opened. */
let botDeckChosen = false;

/** The format a built-in deck was made for, as the service says (GOAT and modern decks). */
function homeFormat(deck: string): string | null {
  return webConfig?.decks.find((d) => d.name === deck)?.format ?? null;
}

function formatLabel(format: string): string {
  return [...el.format.options].find((o) => o.value === format)?.textContent ?? format;
}

/**
 * A GOAT or modern deck picked under another format: a player who picks "GOAT: Warriors" means
 * to play GOAT, so the table follows the deck (and says so), and an opponent's deck the player
 * has not chosen follows too, to a playable deck of the same kind. The format stays free to
 * change afterwards: the decks are only relabelled then.
 */
function followDeckFormat(): void {
  const home = homeFormat(el.deck.value);
  el.formatNote.textContent = '';
  if (!home || home === el.format.value || ![...el.format.options].some((o) => o.value === home)) return;
  el.format.value = home;
  let botDeck = el.botDeck.value;
  if (!botDeckChosen && homeFormat(botDeck) !== home) {
    const kin = (webConfig?.decks ?? []).filter((d) => d.format === home && !deckProblem(d, home));
    botDeck = (kin.find((d) => d.name !== el.deck.value) ?? kin[0])?.name ?? botDeck;
  }
  const botDeckMoved = botDeck !== el.botDeck.value;
  fillDecks(home, { deck: el.deck.value, botDeck });
  const opponent = botDeckMoved ? `, and the opponent's deck to ${deckTitle(botDeck)}` : '';
  el.formatNote.textContent = `Format set to ${formatLabel(home)} for ${deckTitle(el.deck.value)}${opponent}.`;
}

function clearError(): void {
  el.error.textContent = '';
  replace(el.errorActions);
  el.errorActions.hidden = true;
}

/** A way out of a refusal, as buttons under the error: play as vanilla, or a closest deck. */
function offerActions(actions: readonly { label: string; id: string; run: () => void }[]): void {
  replace(el.errorActions, ...actions.map((a) => h('button', { attrs: { type: 'button', id: a.id }, on: { click: a.run } }, a.label)));
  el.errorActions.hidden = actions.length === 0;
  // A long refusal (35 cards named) pushes the way out below the dialog's fold.
  if (actions.length > 0) el.errorActions.scrollIntoView({ block: 'nearest' });
}

/** The closest built-in decks the service named for a deck name it did not know. */
function suggestionsOf(details: unknown): { id: string; title: string }[] {
  const list = (details as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter((s): s is { id: string; title: string } => !!s && typeof s.id === 'string' && typeof s.title === 'string');
}

function showRefusal(err: unknown): void {
  const f = failureText(err);
  el.error.textContent = `${f.message} (${f.code})`;
  if (!(err instanceof ApiFailure)) return;
  if (err.code === 'UNSCRIPTED_CARDS' && !el.vanilla.checked) {
    offerActions([{ id: 'nd-play-vanilla', label: 'Play unscripted cards as vanilla and start', run: () => {
      el.vanilla.checked = true;
      el.form.requestSubmit();
    } }]);
  } else if (err.code === 'UNKNOWN_DECK') {
    offerActions(suggestionsOf(err.details).map((s, i) => ({ id: `nd-suggest-${i}`, label: `Use ${s.title}`, run: () => {
      el.deckText.value = '';
      el.deck.value = s.id;
      clearError();
      el.deck.focus();
    } })));
  }
}

export function openNewDuel(): void {
  fillForm();
  el.dialog.showModal();
  el.deck.focus();
}

el.format.addEventListener('change', () => {
  el.formatNote.textContent = '';
  fillDecks(el.format.value, { deck: el.deck.value, botDeck: el.botDeck.value });
});
el.deck.addEventListener('change', followDeckFormat);
el.botDeck.addEventListener('change', () => {
  botDeckChosen = true;
});
el.vanilla.addEventListener('change', () => fillDecks(el.format.value, { deck: el.deck.value, botDeck: el.botDeck.value }));
el.newDuelButton.addEventListener('click', openNewDuel);
el.homeNewDuel.addEventListener('click', openNewDuel);
el.cancel.addEventListener('click', () => el.dialog.close());

el.ydkFile.addEventListener('change', () => {
  const file = el.ydkFile.files?.[0];
  if (!file) return;
  void file.text().then((text) => {
    el.deckText.value = text;
  });
});

async function personaField(): Promise<{ persona: string | Record<string, unknown>; uploaded: boolean }> {
  const file = el.personaFile.files?.[0];
  if (!file) return { persona: el.persona.value || 'default', uploaded: false };
  const isPng = file.type === 'image/png' || /\.png$/i.test(file.name);
  if (isPng) return { persona: { png: await readFileBase64(file) }, uploaded: true };
  let card: unknown;
  try {
    card = JSON.parse(await file.text());
  } catch {
    throw new ApiFailure(400, 'BAD_PERSONA', `${file.name} is not JSON; a character card is a JSON file or a PNG with the card inside.`);
  }
  if (!card || typeof card !== 'object' || Array.isArray(card)) throw new ApiFailure(400, 'BAD_PERSONA', `${file.name} does not hold a character card object.`);
  return { persona: card as Record<string, unknown>, uploaded: true };
}

function rememberChoices(): void {
  saved.setPrefs({
    deck: el.deck.value,
    botDeck: el.botDeck.value,
    format: el.format.value,
    first: el.first.value,
    chainMode: el.chain.value,
    level: el.level.value,
    bestOf: el.bestOf.value,
    vanilla: el.vanilla.checked ? 'yes' : 'no',
    ...(el.name.value.trim() ? { userName: el.name.value.trim() } : {}),
  });
}

/** Starts the same duel again from a finished one's saved request (the end banner's Rematch). */
export async function rematch(request: Record<string, unknown>, personaName: string | undefined): Promise<void> {
  const ownerTokens = typeof request.persona === 'string' && request.persona !== 'default' ? saved.sessions().map((s) => s.token).slice(0, 100) : [];
  const created = await api.create(request as unknown as Parameters<typeof api.create>[0], ownerTokens);
  const old = saved.sessions().find((s) => s.rematch === request || JSON.stringify(s.rematch) === JSON.stringify(request));
  saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString(), personaName: created.persona?.name ?? personaName ?? 'Opponent', format: created.format, ...(old?.deckTitles ? { deckTitles: old.deckTitles } : {}), rematch: request });
  duelScreen.expectCreated(created);
  go(`/duel/${encodeURIComponent(created.id)}`);
}

async function startDuel(): Promise<void> {
  const { persona, uploaded } = await personaField();
  const pasted = el.deckText.value.trim();
  const request = {
    deck: pasted || el.deck.value,
    botDeck: el.botDeck.value,
    persona,
    format: el.format.value,
    first: el.first.value as 'you' | 'bot' | 'coin',
    chainMode: el.chain.value as 'auto' | 'manual',
    ...(el.level.value ? { level: el.level.value } : {}),
    ...(el.bestOf.value === '3' ? { bestOf: 3 as const } : {}),
    ...(el.vanilla.checked ? { vanilla: true } : {}),
    ...(el.name.value.trim() ? { userName: el.name.value.trim() } : {}),
    ...(el.seed.value.trim() ? { seed: el.seed.value.trim() } : {}),
  };
  replace(el.start, 'Starting…');
  // A saved persona is usable only with the token of a session made with it: send ours (the service keeps only their hashes).
  const ownerTokens = typeof persona === 'string' && persona !== 'default' ? saved.sessions().map((s) => s.token).slice(0, 100) : [];
  const created = await api.create(request, ownerTokens);
  rememberChoices();
  const personaName = created.persona?.name ?? 'Opponent';
  const mine = created.deckIds?.deck ? deckTitle(created.deckIds.deck) : 'your pasted deck';
  const theirs = created.deckIds?.botDeck ? deckTitle(created.deckIds.botDeck) : 'a pasted deck';
  // Rematch: the same decks, persona and table, a fresh seed.
  const { seed: _seed, ...again } = request;
  const rematch = { ...again, deck: created.deckIds?.deck ?? request.deck, persona: typeof persona === 'string' ? persona : (created.persona?.id ?? 'default') };
  saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString(), personaName, format: created.format, deckTitles: [mine, theirs], rematch });
  // A deck named in words: the chat says which deck the words picked.
  if (pasted && created.deckIds?.deck && pasted !== created.deckIds.deck) duelScreen.notePicked(`“${pasted.slice(0, 80)}” picked ${mine}.`);
  if (uploaded && created.persona?.id) saved.addPersona({ id: created.persona.id, name: personaName });
  el.personaFile.value = '';
  el.deckText.value = '';
  el.seed.value = '';
  duelScreen.expectCreated(created);
  el.dialog.close();
  go(`/duel/${encodeURIComponent(created.id)}`);
}

el.form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  el.start.disabled = true;
  clearError();
  startDuel()
    .catch(showRefusal)
    .finally(() => {
      el.start.disabled = false;
      replace(el.start, 'Start the duel');
    });
});
