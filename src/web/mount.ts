/**
 * The web page, served by the express service: `index.html`, `styles.css` and the browser
 * code, which is TypeScript in `src/web/client` bundled on the first request by esbuild (in
 * memory, no files written, nothing downloaded) and kept until the process ends. Set
 * `DUEL_WEB_DEV=1` to rebundle whenever a client file changed.
 *
 *   GET /                      the page (a single page: #/duel/<id>, #/replay/<id>)
 *   GET /assets/app.js         the bundled browser code (+ /assets/app.js.map)
 *   GET /assets/styles.css
 *   GET /assets/config.json    what the new-duel form offers (decks and whether each can be
 *                              played in each format yet, formats)
 *   GET /assets/cards.json?ids=…  printed facts of cards, for the card details (cardFacts.ts)
 *   GET /assets/rule.json?id=…     one section of the rules reference: a cited rule id opens its text
 *
 * The page gets a strict Content-Security-Policy (scripts and styles from this origin
 * only), a second wall behind the rule that all user and model text goes in as text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request, type Response, type Router } from 'express';
import { defaultCards } from '../cards/catalog.js';
import { FORMATS, type FormatId } from '../engine/format.js';
import { ApiError } from '../server/errors.js';
import { deckNames, resolveDeck } from '../server/inputs.js';
import { BUILT_IN_DECKS, deckHomeFormat } from '../cards/deckNames.js';
import { cardFactsAnswer, parseCardIds } from './cardFacts.js';
import { getSection, loadRulesReference, type RulesReference } from '../rules/reference.js';
import { z } from 'zod';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const CLIENT_DIR = join(WEB_DIR, 'client');
const ENTRY = join(CLIENT_DIR, 'main.ts');

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface Bundle {
  js: string;
  map: string;
  /** Newest modification time of the client sources when the bundle was built. */
  builtFrom: number;
}

function newestSource(dir: string = CLIENT_DIR): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Bundles the browser code with esbuild (types are stripped, not checked: `npm run typecheck:web` checks them). */
export async function bundleClient(): Promise<Bundle> {
  const builtFrom = newestSource();
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
    platform: 'browser',
    sourcemap: 'external',
    outfile: 'app.js',
    minify: false,
    legalComments: 'none',
    logLevel: 'silent',
    tsconfig: join(WEB_DIR, 'tsconfig.json'),
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  if (!js) throw new Error('esbuild produced no JavaScript');
  return { js: `${js.text}\n//# sourceMappingURL=app.js.map\n`, map: map?.text ?? '{}', builtFrom };
}

export interface WebOptions {
  /** Rebundle when a client source changed (default: DUEL_WEB_DEV=1). */
  dev?: boolean;
  /** Start bundling at once instead of on the first request (default: yes, except under vitest). */
  eager?: boolean;
}

export interface DeckChoice {
  name: string;
  /** Per format: null when the deck can be played, else why not (the service's own check). */
  problems: Record<string, string | null>;
  /** A built-in deck's one line on how it plays (the GOAT decks). */
  description?: string;
  /** The format the deck was made for (GOAT and modern decks), which the New duel dialog follows. */
  format?: string;
}

let deckCache: DeckChoice[] | null = null;

/** The decks in data/decks, each checked the way the service checks a new duel's deck (once per process). */
export function deckChoices(): DeckChoice[] {
  if (deckCache) return deckCache;
  const { db } = defaultCards();
  deckCache = deckNames().map((name) => {
    const problems: Record<string, string | null> = {};
    for (const format of Object.keys(FORMATS) as FormatId[]) {
      try {
        resolveDeck(name, format, db, 'deck');
        problems[format] = null;
      } catch (err) {
        problems[format] = err instanceof ApiError ? err.code : 'INVALID_DECK';
      }
    }
    const description = BUILT_IN_DECKS.find((d) => d.id === name)?.description;
    const format = deckHomeFormat(name);
    return { name, problems, ...(description ? { description } : {}), ...(format ? { format } : {}) };
  });
  return deckCache;
}

export function webConfig(): { decks: DeckChoice[]; formats: string[]; defaults: Record<string, string> } {
  return {
    decks: deckChoices(),
    formats: Object.keys(FORMATS),
    // A new player starts with a real Starter Deck against another one.
    defaults: { deck: 'starter-yugi', botDeck: 'starter-kaiba', format: 'classic', chainMode: 'auto', first: 'you' },
  };
}

/** The bundle, shared by every router of the process (one build, however many apps are made). */
let shared: Promise<Bundle> | null = null;

function sharedBundle(dev: boolean): Promise<Bundle> {
  if (shared && dev) {
    shared = shared.then(
      (b) => (newestSource() > b.builtFrom ? bundleClient() : b),
      () => bundleClient(),
    );
  }
  if (!shared) {
    const building = bundleClient();
    shared = building;
    // A failed build is retried on the next request.
    building.catch(() => {
      if (shared === building) shared = null;
    });
  }
  return shared;
}

/** An express Router serving the page and its assets. */
export function webRouter(options: WebOptions = {}): Router {
  const dev = options.dev ?? process.env.DUEL_WEB_DEV === '1';
  const router = express.Router();
  const getBundle = (): Promise<Bundle> => sharedBundle(dev);
  // Build at once so the first page load is quick (not under vitest: API tests make many apps).
  if (options.eager ?? !process.env.VITEST) getBundle().catch(() => undefined);

  const readAsset = (name: string): string => readFileSync(join(WEB_DIR, name), 'utf8');
  // Read once (or on every request in dev mode).
  const html = dev ? null : readAsset('index.html');
  const css = dev ? null : readAsset('styles.css');

  const sendPage = (_req: Request, res: Response): void => {
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    res.send(html ?? readAsset('index.html'));
  };

  router.get(['/', '/index.html'], sendPage);

  router.get('/assets/app.js', async (_req, res) => {
    try {
      const b = await getBundle();
      res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.send(b.js);
    } catch (err) {
      res.status(500).json({ error: { code: 'WEB_BUILD_FAILED', message: `The page's code could not be built: ${err instanceof Error ? err.message : String(err)}` } });
    }
  });

  router.get('/assets/app.js.map', async (_req, res) => {
    try {
      const b = await getBundle();
      res.type('application/json').set('Cache-Control', 'no-cache').send(b.map);
    } catch {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No source map.' } });
    }
  });

  router.get('/assets/styles.css', (_req, res) => {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    res.send(css ?? readAsset('styles.css'));
  });

  router.get('/assets/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(webConfig());
  });

  router.get('/assets/cards.json', (req, res) => {
    try {
      const { db } = defaultCards();
      const cards = parseCardIds(req.query.ids).flatMap((id) => {
        const facts = db.byPasscode(id);
        return facts ? [cardFactsAnswer(facts)] : [];
      });
      // Card facts change only with the code: let the browser keep them for a while.
      res.set('Cache-Control', 'max-age=300').json({ cards });
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(500, 'CARD_FACTS_FAILED', 'The card facts could not be read.');
      res.status(e.status).json({ error: { code: e.code, message: e.message } });
    }
  });

  router.get('/assets/rule.json', ruleRoute());

  return router;
}

/** `GET /assets/rule.json?id=…`: one section of the rules reference (a cited rule id opens its text). */
function ruleRoute(): (req: Request, res: Response) => void {
  let rules: RulesReference | null = null;
  const ruleId = z.string().min(1).max(100).regex(/^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+$/, 'a rule id such as summon.once-per-turn');
  return (req, res) => {
    const id = ruleId.safeParse(req.query.id);
    if (!id.success) {
      res.status(400).json({ error: { code: 'BAD_RULE_ID', message: `id: ${id.error.issues[0]?.message ?? 'invalid'}.` } });
      return;
    }
    rules ??= loadRulesReference();
    const section = getSection(rules, id.data);
    if (!section) {
      res.status(404).json({ error: { code: 'UNKNOWN_RULE', message: `There is no rules section "${id.data}".` } });
      return;
    }
    res.set('Cache-Control', 'max-age=300').json({ id: section.id, title: section.title, body: section.body });
  };
}

/** Mounts the page on an app (for a server that does not mount `webRouter()` itself). */
export function mountWeb(app: Express, options: WebOptions = {}): void {
  app.use(webRouter(options));
}
