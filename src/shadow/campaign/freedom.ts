/**
 * The offline Game Master's "Freedom of the Game" rulings (seed 001): a Magic's name and
 * words suggest themes (data/shadow/freedom.json), and a use outside combat works when what
 * the player wants fits one of them. Pure and deterministic. The ruling it returns is marked
 * as the Game Master's; it describes the story and changes no rule and no duel.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { RULING_BY, type GmRuling, type MagicUse } from './gmTypes.js';

const themeSchema = z.object({
  theme: z.string().min(1),
  cardWords: z.array(z.string().min(1)).min(1),
  purposeWords: z.array(z.string().min(1)).min(1),
  effect: z.string().min(1).max(400),
});
type Theme = z.infer<typeof themeSchema>;

let themes: Theme[] | undefined;

function loadThemes(): Theme[] {
  themes ??= z
    .object({ about: z.string(), themes: z.array(themeSchema).min(1) })
    .parse(JSON.parse(readFileSync(new URL('../../../data/shadow/freedom.json', import.meta.url), 'utf8'))).themes;
  return themes;
}

/** Whole words (or phrases) of `words` found in `text`. */
function mentions(text: string, words: readonly string[]): boolean {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ')} `;
  return words.some((w) => t.includes(` ${w} `) || t.includes(` ${w}s `));
}

/** The card's themes: from its name first (001: "usable names"), then from its words. */
export function themesOf(card: string, cardText: string): string[] {
  return loadThemes()
    .filter((th) => mentions(card, th.cardWords) || mentions(cardText, th.cardWords))
    .map((th) => th.theme);
}

export function offlineRuling(use: MagicUse): GmRuling {
  const all = loadThemes();
  const own = themesOf(use.card, use.cardText);
  const fit = all.find((th) => own.includes(th.theme) && mentions(use.purpose, th.purposeWords));
  if (fit) return { card: use.card, allowed: true, effect: `${use.card}: ${fit.effect}`, by: RULING_BY };
  const suggests = own.length ? `its name speaks of ${own.join(' and ')}` : 'nothing in its name or words suggests a use here';
  return {
    card: use.card,
    allowed: false,
    effect: `${use.card} cannot reasonably ${use.purpose ? `do that ("${use.purpose.slice(0, 80)}")` : 'do that'}: ${suggests}.`,
    by: RULING_BY,
  };
}
