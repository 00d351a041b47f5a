/**
 * What the browser remembers in localStorage: the sessions it created (id and token: the
 * token is the only key to a session, the service keeps just its hash) and the personas
 * it uploaded (their saved ids, to pick again).
 */
export interface SavedSession {
  id: string;
  token: string;
  createdAt: string;
  personaName?: string;
  format?: string;
  /** The session this one was forked from, and the step. */
  parentId?: string;
  forkStep?: number;
  /** The decks' names as the title shows them: yours, then the opponent's. */
  deckTitles?: [string, string];
  /** What "Rematch" sends to start the same duel again (never a seed, never an uploaded card's content). */
  rematch?: Record<string, unknown>;
}

export interface SavedPersona {
  id: string;
  name: string;
}

const SESSIONS_KEY = 'duel-companion.sessions';
const PERSONAS_KEY = 'duel-companion.personas';
const PREFS_KEY = 'duel-companion.prefs';

/** A list kept under `key` in localStorage, its entries checked by `check` (a bad or missing value reads as empty). */
export function read<T>(key: string, check: (v: unknown) => v is T): T[] {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(check) : [];
  } catch {
    return [];
  }
}

/** Writes `value` under `key`; storage full or disabled is ignored (the page works until the tab closes). */
export function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: what was kept works until the tab closes */
  }
}

const isSession = (v: unknown): v is SavedSession =>
  !!v && typeof v === 'object' && typeof (v as SavedSession).id === 'string' && typeof (v as SavedSession).token === 'string';
const isPersona = (v: unknown): v is SavedPersona =>
  !!v && typeof v === 'object' && typeof (v as SavedPersona).id === 'string' && typeof (v as SavedPersona).name === 'string';

export const saved = {
  sessions(): SavedSession[] {
    return read(SESSIONS_KEY, isSession);
  },
  session(id: string): SavedSession | undefined {
    return this.sessions().find((s) => s.id === id);
  },
  addSession(s: SavedSession): void {
    write(SESSIONS_KEY, [s, ...this.sessions().filter((x) => x.id !== s.id)]);
  },
  updateSession(id: string, patch: Partial<SavedSession>): void {
    write(SESSIONS_KEY, this.sessions().map((s) => (s.id === id ? { ...s, ...patch } : s)));
  },
  forgetSession(id: string): void {
    write(SESSIONS_KEY, this.sessions().filter((s) => s.id !== id));
  },
  personas(): SavedPersona[] {
    return read(PERSONAS_KEY, isPersona);
  },
  addPersona(p: SavedPersona): void {
    write(PERSONAS_KEY, [p, ...this.personas().filter((x) => x.id !== p.id)].slice(0, 50));
  },
  prefs(): Record<string, string> {
    try {
      const v: unknown = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}');
      if (!v || typeof v !== 'object') return {};
      return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      return {};
    }
  },
  setPrefs(p: Record<string, string>): void {
    write(PREFS_KEY, p);
  },
};
