/**
 * Browser-test harness: the real service (src/server/main.ts) on a free loopback port with
 * a temporary database and the offline model, and Debian's Chromium driven by
 * playwright-core (nothing is downloaded). Screenshots go to `screenshots/` (git-ignored).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOT_DIR = resolve(ROOT, 'screenshots');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

export interface Service {
  url: string;
  dir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the service the way `npm start` does, on port 0 (the OS picks a free port). */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'duel-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DUEL_DB_PATH: join(dir, 'duels.sqlite'),
      // The offline model: empty values win over a .env file and mean "not set".
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      DUEL_LOG: 'off',
      RATE_LIMIT_PER_SEC: '0',
      // As `npm start` runs it (the page's code is bundled at start, not on first request).
      VITEST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start in 60 s:\n${out}`)), 60_000);
    const check = (): void => {
      for (const line of out.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const j = JSON.parse(line) as { msg?: string; url?: string };
          if (j.msg === 'listening' && j.url) {
            clearTimeout(timer);
            resolveUrl(j.url);
            return;
          }
        } catch {
          /* not JSON */
        }
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    dir,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** Chromium with a fresh profile (`touch`: a touch screen, as a phone has). */
export async function openBrowser(viewport = { width: 1366, height: 900 }, options: { touch?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'duel-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return {
    context,
    page,
    problems,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Waits until no reply is streaming (the send button is enabled again and the narration has ended). */
export async function replyDone(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => {
    const view = document.getElementById('duel-view');
    return !!view && !view.classList.contains('busy') && !view.classList.contains('streaming') && !document.querySelector('.msg.thinking');
  }, null, { timeout });
}

/** Types `text` into the duel's chat, sends it and waits until the player may act again. */
export async function sayInChat(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.fill('#chat-input', text);
  await page.click('#chat-send');
  await canAct(page, timeout);
}

/** Waits until the player may act again (the options are in), whether or not a narration still streams. */
export async function canAct(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => {
    const view = document.getElementById('duel-view');
    return !!view && !view.classList.contains('busy');
  }, null, { timeout });
}

/** Waits until the duel or replay named in the address is loaded (not a previous one still on screen). */
export async function viewReady(page: Page, view: 'duel' | 'replay', timeout = 30_000): Promise<string> {
  await page.waitForFunction(
    (v) => {
      const [kind, id] = location.hash.replace(/^#\/?/, '').split('/');
      const el = document.getElementById(`${v}-view`);
      return kind === v && !!id && !!el && !el.hidden && el.dataset.session === decodeURIComponent(id);
    },
    view,
    { timeout },
  );
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
}

/**
 * On the Side Deck form of a Match: the first Side Deck card in for the first Main Deck card out,
 * then "I go first" and wait until Duel 2 of 3 is on screen.
 */
export async function sideOneCardAndStartDuel2(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="side-form"]');
  await page.check('input[name="side-in"][data-index="0"]');
  await page.check('input[name="side-out"][data-index="0"]');
  const duel1 = page.url();
  await page.click('[data-testid="match-first-you"]');
  await page.waitForFunction((old) => location.href !== old, duel1);
  await viewReady(page, 'duel');
  await page.waitForFunction(() => document.querySelector('[data-testid="duel-match"]')?.textContent?.includes('Duel 2 of 3'));
}

/** A test file's service and browser, the page on the home screen when `home` (close with closeAll). */
export async function openAll(options: { env?: Record<string, string>; viewport?: { width: number; height: number }; home?: boolean } = {}): Promise<{ service: Service; browser: Browser; page: Page }> {
  const service = await startService(options.env);
  const browser = await openBrowser(options.viewport);
  if (options.home) {
    await browser.page.goto(service.url);
    await browser.page.waitForSelector('body[data-ready]');
  }
  return { service, browser, page: browser.page };
}

/** Closes what openAll opened; either may be missing when opening failed half-way. */
export async function closeAll(browser: Browser | undefined, service: Service | undefined): Promise<void> {
  await browser?.close();
  await service?.stop();
}

/** Opens on the page a duel made through the API: the page keeps the sessions it may open in localStorage (id and token). */
export async function openApiSession(page: Page, service: Service, session: { id: string; token: string }): Promise<void> {
  await page.goto(service.url);
  await page.waitForSelector('body[data-ready]');
  await page.evaluate((saved) => localStorage.setItem('duel-companion.sessions', JSON.stringify([saved])), { id: session.id, token: session.token, createdAt: new Date().toISOString() });
  await page.goto(`${service.url}/#/duel/${session.id}`);
  await viewReady(page, 'duel');
}

/** Opens the page and starts a classic Starter Deck duel (Yugi against Kaiba) with a fixed seed, ready to type. */
export async function startStarterDuel(page: Page, service: Service, seed = 'play-1'): Promise<void> {
  await page.goto(service.url);
  await page.waitForSelector('body[data-ready]');
  await page.click('#new-duel-button');
  await page.selectOption('#nd-deck', 'starter-yugi');
  await page.selectOption('#nd-bot-deck', 'starter-kaiba');
  await page.selectOption('#nd-format', 'classic');
  await page.fill('#nd-seed', seed);
  await page.click('#nd-start');
  await viewReady(page, 'duel');
}
