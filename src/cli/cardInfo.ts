/**
 * `info <card>` in the terminal duel: a card's text, type line, printed and current stats
 * (changed ones marked) and whether the engine runs its effects or plays it as vanilla.
 * The card is named by its zone as the board prints it (h2, m1, os3, fz…) or by name
 * among the cards the player can see; any other card is looked up by name in the facts.
 */
import { toCardStatic } from '../cards/catalog.js';
import type { CardDb } from '../cards/cardDb.js';
import { cardTextIn, type CardFacts } from '../cards/types.js';
import { isFormatId, type FormatId } from '../engine/format.js';
import type { CardView, DuelView, PlayerView } from '../engine/view.js';

type Facts = Pick<CardDb, 'byPasscode' | 'byName'>;

interface Found {
  card: CardView;
  where: string;
}

function seen(view: DuelView): Found[] {
  const out: Found[] = [];
  const add = (card: CardView | null | undefined, where: string): void => {
    if (card) out.push({ card, where });
  };
  const side = (p: PlayerView, o: '' | 'o', whose: string): void => {
    p.monsters.forEach((c, i) => add(c, `${o}m${i + 1}`));
    p.spellTraps.forEach((c, i) => add(c, `${o}s${i + 1}`));
    add(p.fieldZone, `${o}fz`);
    p.graveyard.forEach((c) => add(c, `${whose} Graveyard`));
    p.banished.forEach((c) => add(c, `${whose} banished cards`));
  };
  view.you.hand.forEach((c, i) => add(c, `h${i + 1}`));
  side(view.you, '', 'your');
  side(view.opponent, 'o', "your opponent's");
  view.you.extra.forEach((c) => add(c, 'your Extra Deck'));
  view.extraMonsterZones.forEach((c, i) => add(c, `em${i + 1}`));
  return out;
}

function typeLine(f: CardFacts): string {
  if (f.frame === 'spell' || f.frame === 'trap') return [f.frame === 'spell' ? 'Spell' : 'Trap', ...f.subtypes].join(' · ');
  const rank = f.frame === 'xyz' ? 'Rank' : f.frame === 'link' ? 'Link' : 'Level';
  return [`${rank} ${f.level ?? '?'}`, f.attribute, [f.race, ...f.subtypes].filter(Boolean).join(' / ')].filter(Boolean).join(' · ');
}

function statLine(label: string, current: number | undefined, printed: number | null | undefined): string {
  const p = printed === null ? '?' : String(printed ?? '?');
  if (current === undefined || current === printed) return `${label} ${p}`;
  return `${label} ${current} (${current > (printed ?? 0) ? 'up' : 'down'} from ${p} printed)`;
}

function playLine(f: CardFacts): string {
  if (toCardStatic(f).noEffects) return 'Played as vanilla: its effects do not run here.';
  return f.frame === 'normal' ? 'Normal Monster: no effect.' : 'Scripted: its effects run in this engine.';
}

function describe(f: CardFacts, found: Found | null, format: FormatId | undefined): string[] {
  const lines = [`${f.name}${found ? ` (${found.where})` : ''} · ${typeLine(f)}`];
  if (f.frame !== 'spell' && f.frame !== 'trap') lines.push(`${statLine('ATK', found?.card.atk, f.atk)} · ${statLine('DEF', found?.card.def, f.def)}`);
  if (found?.card.faceUp === false) lines.push(found.where.startsWith('o') ? 'Face-down, but revealed to you.' : 'Set face-down: only you can see it.');
  lines.push(playLine(f), cardTextIn(f, format));
  return lines;
}

/** The lines `info <query>` prints. */
export function cardInfo(view: DuelView, query: string, facts: Facts): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return ['Which card? Type "info" and a zone (h1, m2, os1…) or a card name.'];
  const cards = seen(view);
  const found = cards.find((c) => c.where === q) ?? cards.find((c) => c.card.name?.toLowerCase() === q) ?? cards.find((c) => c.card.name?.toLowerCase().includes(q)) ?? null;
  if (found && !found.card.known) return [`${found.where}: a face-down card; you cannot see what it is.`];
  const f = found?.card.passcode !== undefined ? facts.byPasscode(found.card.passcode) : facts.byName(query.trim());
  if (!f) return /^o?(?:[hms]\d|fz|em\d)$/.test(q) ? [`${q}: no card there.`] : [`No card called "${query.trim()}" is known.`];
  return describe(f, found, isFormatId(view.format) ? view.format : undefined);
}
