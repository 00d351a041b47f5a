/**
 * Extra Deck summoning on the page (issue 21): a `modern` duel, played with the vanilla
 * option (the modern decks' effects are not scripted yet, the summoning rules are), where
 * the player sets two Pendulum Scales, Pendulum Summons, Link Summons Decode Talker by
 * typing it in plain words, and then makes an Xyz and a Synchro Summon into the zones its
 * arrows point to. The board must show the Scales, the Link Arrows, the Xyz Materials and
 * the Synchro Monster.
 *
 * As in goat-duel.test.ts, the moves are found through the API by a fixed policy over a few
 * seeds, so a change of the bot's play moves the seed, not the test. The opponent plays weak
 * Normal Monsters so that the board lasts long enough to be built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../server/helpers.js';
import { canAct, openApiSession, openBrowser, replyDone, screenshot, startService, type Browser, type Service } from './harness.js';

const copies = (passcode: number, n: number): number[] => Array<number>(n).fill(passcode);
const MAIN = [
  ...copies(94415058, 3), // Stargazer Magician (Pendulum, Scale 1)
  // Dragonpit Magician, not Timegazer: Timegazer's Scale may be placed only while its player controls no monster.
  ...copies(51531505, 3), // Dragonpit Magician (Pendulum, Scale 8; a Magician, so Stargazer keeps Scale 1)
  ...copies(15146890, 3), // Dragonpulse Magician (Pendulum, Scale 1)
  ...copies(63977008, 3), // Junk Synchron (Tuner)
  ...copies(9365703, 3), // Speed Warrior
  ...copies(43096270, 3), // Alexandrite Dragon
  ...copies(18108166, 3), // Mystery Shell Dragon
  ...copies(11091375, 3), // Luster Dragon
  ...copies(36211150, 3), // Bitron
  ...copies(23571046, 3), // Quillbolt Hedgehog
  ...copies(6631034, 3), // Frostosaurus
  ...copies(21615956, 3), // Flamvell Guard (Tuner)
  ...copies(14898066, 3), // Vorse Raider
  40374923, // Mammoth Graveyard
];
const EXTRA = [...copies(60800381, 3), ...copies(84013237, 3), ...copies(71594310, 2), ...copies(98978921, 3), ...copies(1861629, 3), 34472920];
const WEAK = [487395, 1929294, 2830619, 3557275, 3573512, 7892180, 8715625, 11793047, 12057781, 12482652, 13179332, 13193642, 20060230, 18914778];
const BOT_MAIN = WEAK.flatMap((p) => copies(p, 3)).slice(0, 40);
const ydk = (main: number[], extra: number[]): string => `#main\n${main.join('\n')}\n#extra\n${extra.join('\n')}\n!side\n`;

interface Shown {
  id: string;
  label: string;
  command: string;
}
interface CardSeen {
  name?: string;
  levelKind?: string;
  scale?: number;
  materials?: unknown[];
  controller?: number;
}
interface ViewSeen {
  viewer: number;
  you: { monsters: (CardSeen | null)[]; spellTraps: (CardSeen | null)[] };
  extraMonsterZones: (CardSeen | null)[];
}

/** Materials that the Xyz and the Synchro Summons need: the Link Summon spares them. */
const KEEP = /Flamvell Guard|Junk Synchron|Luster Dragon|Vorse Raider|Alexandrite|Mystery Shell|Dragonpulse/g;

function mine(view: ViewSeen): CardSeen[] {
  const emz = view.extraMonsterZones.filter((c): c is CardSeen => c !== null && c.controller === view.viewer);
  return [...view.you.monsters.filter((c): c is CardSeen => c !== null), ...emz];
}

const scalesSet = (view: ViewSeen): boolean => [view.you.spellTraps[0], view.you.spellTraps.at(-1)].every((c) => c?.scale !== undefined);

/** The board the test wants: both Scales, a Link Monster, an Xyz Monster with materials, a Synchro Monster. */
function built(view: ViewSeen): boolean {
  const m = mine(view);
  return scalesSet(view) && m.some((c) => c.levelKind === 'link') && m.some((c) => c.levelKind === 'rank' && (c.materials?.length ?? 0) > 0) && m.some((c) => c.name === 'Junk Warrior');
}

/** The player's move: Scales, the largest Pendulum Summon, Decode Talker to an Extra Monster Zone, then Xyz and Synchro into its arrows. */
function policy(options: readonly Shown[], view: ViewSeen): Shown {
  const first = (re: RegExp): Shown | undefined => options.find((o) => re.test(o.label) || re.test(o.command));
  const m = mine(view);
  const has = (kind: string): boolean => m.some((c) => c.levelKind === kind);
  const pendulum = options.filter((o) => /^ss:pendulum:.*:a$/.test(o.id)).sort((a, b) => b.id.split('-').length - a.id.split('-').length);
  const links = options
    .filter((o) => /^Link Summon Decode Talker using [^,]*, [^,]* and [^,]* in Attack.*Extra Monster Zone/.test(o.label))
    .sort((a, b) => (a.label.match(KEEP)?.length ?? 0) - (b.label.match(KEEP)?.length ?? 0));
  return (
    (scalesSet(view) ? undefined : (first(/Scale 1\) in your left/) ?? first(/Scale 8\) in your right/))) ??
    (has('link') ? undefined : pendulum[0]) ??
    (has('link') || view.you.monsters.filter(Boolean).length < 3 ? undefined : links[0]) ??
    (has('rank') || !has('link') ? undefined : first(/^Xyz Summon .* in Attack/)) ??
    (m.some((c) => c.name === 'Junk Warrior') || !has('link') ? undefined : first(/^Synchro Summon .* in Attack/)) ??
    // Junk Warrior needs "Junk Synchron" as its Tuner (with a Level 2 beside it): summon it once the Link is out.
    (m.some((c) => c.name === 'Junk Warrior') || !has('link') || !m.some((c) => /Speed Warrior|Bitron/.test(c.name ?? '')) ? undefined : first(/^summon Junk Synchron/)) ??
    (m.some((c) => c.name === 'Junk Warrior') || !has('link') || m.some((c) => /Speed Warrior|Bitron/.test(c.name ?? '')) ? undefined : first(/^summon (?:Speed Warrior|Bitron)/)) ??
    (has('link') && has('rank') && !m.some((c) => c.name === 'Junk Warrior') ? first(/^(?:end turn|pass|no)$/) : undefined) ??
    first(/^summon /) ??
    first(/^(?:end turn|pass|no)$/) ??
    options[0]!
  );
}

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.stop());

async function create(seed: string): Promise<{ id: string; token: string }> {
  const body = { deck: ydk(MAIN, EXTRA), botDeck: ydk(BOT_MAIN, []), seed, first: 'you', format: 'modern', vanilla: true };
  const r = await call(service.url, 'POST', '/api/sessions', { body });
  expect(r.status, r.text).toBeLessThan(300);
  return r.json as { id: string; token: string };
}

async function state(s: { id: string; token: string }): Promise<{ finished: boolean; view: ViewSeen; options: Shown[] }> {
  return (await call(service.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json;
}

/**
 * Plays `seed` by the policy through the API, up to its Link Summon (`stopAtLink`) or to
 * the built board. Returns the option ids clicked, or null when the duel ends first.
 */
async function playTo(s: { id: string; token: string }, stopAtLink: boolean): Promise<Shown | 'built' | null> {
  for (let step = 0; step < 300; step++) {
    const st = await state(s);
    if (st.finished) return null;
    if (built(st.view)) return 'built';
    const pick = policy(st.options, st.view);
    if (stopAtLink && pick.label.startsWith('Link Summon')) return pick;
    await call(service.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: pick.id } });
  }
  return null;
}

/** "Decode Talker" and its materials' names, from the option's label, the way a player types them. */
function typed(link: Shown): string {
  const m = /^Link Summon (.*?) using (.*?) in Attack/.exec(link.label)!;
  const names = m[2]!.replace(/ \((?:m|em)\d\)/g, '').toLowerCase();
  return `link summon ${m[1]!.toLowerCase()} using ${names}`;
}

describe('Extra Deck summoning on the page', () => {
  let seed = '';
  beforeAll(async () => {
    for (const i of [4, 5, 1, 2, 3, 6, 7, 8]) {
      const s = await create(`extra-${i}`);
      if ((await playTo(s, false)) === 'built') {
        seed = `extra-${i}`;
        break;
      }
    }
    if (!seed) throw new Error('no seed of 8 built Scales, a Link, an Xyz and a Synchro Monster by the policy');
  }, 600_000);

  it('a Link Summon typed in plain words, then Scales, Link Arrows, Xyz Materials and a Synchro Monster on the board', async () => {
    const s = await create(seed);
    const link = await playTo(s, true);
    expect(link, 'the policy reaches its Link Summon').toMatchObject({ label: expect.stringMatching(/^Link Summon Decode Talker/) });
    let browser: Browser | undefined;
    try {
      browser = await openBrowser({ width: 1440, height: 1000 });
      const page = browser.page;
      await openApiSession(page, service, s);
      await canAct(page, 60_000);
      await page.fill('#chat-input', typed(link as Shown));
      await page.press('#chat-input', 'Enter');
      await replyDone(page, 60_000);
      const emz = page.locator('.row.emz');
      await expect.poll(async () => emz.innerText(), { timeout: 30_000 }).toContain('Decode Talker');
      const arrows = emz.locator('[data-testid=link-arrows]');
      expect(await arrows.getAttribute('aria-label')).toBe('Link Arrows: Top, Bottom-Left, Bottom-Right');
      expect(await arrows.locator('.arrow.lit').count(), 'three arrows lit').toBe(3);
      expect(await emz.locator('[data-testid=emz-owner]').innerText()).toBe('yours');
      expect(await emz.innerText()).toMatch(/LINK-3/);
      await screenshot(page, 'extra-deck-link-typed');

      expect(await playTo(s, false), 'the policy goes on to the built board').toBe('built');
      await openApiSession(page, service, s);
      const you = page.locator('[data-testid=side-you]');
      const scales = you.locator('.pendulum-zone [data-testid=pendulum-scale]');
      expect(await scales.count(), 'a Scale in each Pendulum Zone').toBe(2);
      expect((await scales.allInnerTexts()).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^◆(1|8)$/)]));
      const materials = page.locator('[data-testid=xyz-materials]');
      expect(await materials.first().innerText()).toMatch(/^\d+ materials?$/);
      expect(await materials.first().getAttribute('title')).toMatch(/^Xyz Materials: /);
      expect(await page.locator('.card.frame-synchro').count(), 'a Synchro Monster on the field').toBeGreaterThan(0);
      expect(await page.locator('.card.frame-xyz').first().innerText()).toMatch(/Rank 4/);
      await screenshot(page, 'extra-deck-board', true);
    } finally {
      await browser?.close();
    }
  }, 600_000);
});
