/**
 * The board as compact text, drawn from a DuelView only (so it can show nothing the
 * viewer may not know): the opponent's side on top, yours below, your hand with zone
 * references (h1..hN) the command grammar understands. Lines stay within 100 columns.
 */
import type { CardView, DuelView, PlayerView } from '../view.js';
import type { Decision } from '../types.js';
import { phaseName } from './phaseNames.js';
import { getFormat, isFormatId } from '../format.js';

export const BOARD_WIDTH = 100;


const STEPS: Record<NonNullable<DuelView['step']>, string> = {
  start: 'Start Step',
  battle: 'Battle Step',
  damage: 'Damage Step',
  end: 'End Step',
};

const DECISIONS: Record<Decision['kind'], [mine: string, theirs: string]> = {
  main: ['give a Main Phase command', 'give a Main Phase command'],
  battle: ['declare an attack or end the Battle Phase', 'declare an attack or end the Battle Phase'],
  replay: ['attack again (a new target), attack with another monster, or not attack', 'choose again after the replay'],
  respond: ['respond or pass', 'respond or pass'],
  discard: ['discard down to the hand size limit', 'discard down to the hand size limit'],
  choose: ['make a choice for an effect', 'make a choice for an effect'],
  'yes-no': ['decide whether to use an effect', 'decide whether to use an effect'],
};

const REASONS: Record<NonNullable<DuelView['result']>['reason'], string> = {
  lp: 'Life Points reached 0',
  'deck-out': 'a player could not draw',
  surrender: 'surrender',
  'both-lp': 'both players reached 0 LP together',
  'card-effect': "a card's effect won the duel",
};

function fit(line: string): string {
  return line.length <= BOARD_WIDTH ? line : `${line.slice(0, BOARD_WIDTH - 1)}…`;
}

/** "1400/1200 Lv4" for a known monster, "Spell" / "Trap" for the others. */
function stats(card: CardView): string {
  // Cards whose effects the engine does not run (played as vanilla by request) say so.
  const vanilla = card.noEffects ? ' (no effect)' : '';
  if (card.kind === 'monster') {
    const level = card.levelKind === 'rank' ? 'Rank' : card.levelKind === 'link' ? 'Link-' : 'Lv';
    // A Link Monster has no DEF.
    const numbers = card.levelKind === 'link' ? `${card.atk ?? '?'}` : `${card.atk ?? '?'}/${card.def ?? '?'}`;
    const scale = card.scale !== undefined ? ` Scale ${card.scale}` : '';
    return `${numbers} ${level}${card.level ?? '?'}${scale}${vanilla}`;
  }
  if (card.kind === 'spell') return `Spell${vanilla}`;
  if (card.kind === 'trap') return `Trap${vanilla}`;
  return '';
}

function fieldCard(card: CardView): string {
  const stance = card.position === 'defense' ? 'DEF' : 'ATK';
  if (!card.faceUp) {
    const tag = card.kind === 'monster' || card.kind === undefined ? `[face-down ${stance}]` : '[face-down]';
    return card.known ? `${tag} ${card.name} ${stats(card)}` : tag;
  }
  return `${card.name ?? '?'} [${stance}] ${stats(card)}${extraDeckMarks(card)}`;
}

/** Link Arrows ("arrows T BL BR") and Xyz Materials ("materials: A, B") after a monster. */
function extraDeckMarks(card: CardView): string {
  const arrows = card.linkArrows ? ` · arrows ${card.linkArrows.map((a) => a.split('-').map((w) => w[0]).join('')).join(' ')}` : '';
  // The materials go on a line of their own under the monster (renderBoard splits it).
  const materials = card.materials?.length ? `\n${' '.repeat(17)}materials: ${card.materials.map((m) => m.name ?? 'a card').join(', ')}` : '';
  return arrows + materials;
}

function spellCard(card: CardView): string {
  if (!card.faceUp) return card.known ? `[face-down] ${card.name} (${stats(card)})` : '[face-down]';
  // A face-up Pendulum Monster Card in a Spell & Trap Zone is a Pendulum Scale.
  if (card.kind === 'monster' && card.scale !== undefined) return `${card.name ?? '?'} [Pendulum Scale ${card.scale}]`;
  return `${card.name ?? '?'} (${stats(card)})`;
}

/** Occupied zones one per line; the empty ones summed up in one. */
function zoneLines(title: string, prefix: string, zones: readonly (CardView | null)[], show: (c: CardView) => string): string[] {
  const label = title.padEnd(11);
  const used = zones.flatMap((c, i) => (c ? [`${`${prefix}${i + 1}`.padEnd(4)}${show(c)}`] : []));
  const empty = zones.flatMap((c, i) => (c ? [] : [`${prefix}${i + 1}`]));
  if (used.length === 0) return [`  ${label}(all empty)`];
  const lines = used.map((text, i) => `  ${i === 0 ? label : ' '.repeat(11)}${text}`);
  if (empty.length) lines.push(`  ${' '.repeat(11)}(empty: ${empty.join(' ')})`);
  return lines;
}

/** "LP 8000 · Hand 5 · Deck 30 · GY 2 (top: X) · ...", wrapped onto a second line when long. */
function pileSummary(title: string, p: PlayerView, withHand: boolean): string[] {
  const top = p.graveyard[p.graveyard.length - 1];
  const gy = `GY ${p.graveyard.length}${top ? ` (top: ${top.name ?? 'a card'})` : ''}`;
  const parts = [`LP ${p.lp}`, ...(p.mage ? [`MP ${p.mage.magicPoints}`] : []), ...(withHand ? [`Hand ${p.handCount}`] : []), `Deck ${p.deckCount}`, gy, `Banished ${p.banished.length}`, `Extra ${p.extraCount}${p.extraFaceUp?.length ? ` (face-up: ${p.extraFaceUp.map((c) => c.name ?? 'a card').join(', ')})` : ''}`];
  const lines: string[] = [];
  let line = title.padEnd(10);
  for (const part of parts) {
    const sep = line.trim() === title ? '' : ' · ';
    if (line.length + sep.length + part.length > BOARD_WIDTH) {
      lines.push(line);
      line = `${' '.repeat(10)}${part}`;
    } else line += `${sep}${part}`;
  }
  lines.push(line);
  return lines;
}

/** One side of the mat; the opponent's is mirrored (back row on top), as across a table. */
function side(p: PlayerView, prefix: '' | 'o'): string[] {
  const monsters = zoneLines('Monsters', `${prefix}m`, p.monsters, fieldCard);
  const back = zoneLines('Spell/Trap', `${prefix}s`, p.spellTraps, spellCard);
  if (p.fieldZone) back.push(`  ${'Field'.padEnd(11)}${prefix}fz ${spellCard(p.fieldZone)}`);
  return prefix === 'o' ? [...back, ...monsters] : [...monsters, ...back];
}

function handLines(p: PlayerView): string[] {
  if (p.hand.length === 0) return ['  Hand       (empty)'];
  return p.hand.map((c, i) => {
    const ref = `h${i + 1}`.padEnd(4);
    const name = (c.name ?? 'a card').padEnd(42);
    return `  ${i === 0 ? 'Hand'.padEnd(11) : ' '.repeat(11)}${ref}${name} ${stats(c)}`.trimEnd();
  });
}

function header(v: DuelView): string {
  const whose = v.turnPlayer === v.viewer ? 'Your turn' : "Opponent's turn";
  // The format's own names for its phases (001's "Start of Turn" in shadow-games).
  const named = isFormatId(v.format) ? phaseName(getFormat(v.format), v.phase) : phaseName({}, v.phase);
  const phase = `${named}${v.phase === 'battle' && v.step ? ` (${STEPS[v.step]})` : ''}`;
  const title = `== Turn ${v.turn} · ${whose} · ${phase} · ${v.format} `;
  return title.padEnd(Math.min(BOARD_WIDTH, 72), '=');
}

function footer(v: DuelView): string {
  if (v.result) {
    const { winner, reason } = v.result;
    if (winner === null) return `Duel over: a draw (${REASONS[reason]}).`;
    return `Duel over: ${winner === v.viewer ? 'you win' : 'your opponent wins'} (${REASONS[reason]}).`;
  }
  const parts: string[] = [];
  if (v.pending) {
    const [mine, theirs] = DECISIONS[v.pending.kind];
    parts.push(v.pending.player === v.viewer ? `Your decision: ${mine}.` : `Waiting for your opponent to ${theirs}.`);
  }
  if (v.turnPlayer === v.viewer && (v.phase === 'main1' || v.phase === 'main2')) {
    parts.push(v.normalSummonUsed ? 'Normal Summon used this turn.' : 'Normal Summon available.');
  }
  return parts.join(' ');
}

/** The whole board for `view.viewer`, as lines joined with "\n" (no trailing newline). */
export function renderBoard(view: DuelView): string {
  const rule = `  ${'-'.repeat(60)}`;
  const lines: string[] = [header(view)];
  lines.push(...pileSummary('Opponent', view.opponent, true));
  lines.push(...side(view.opponent, 'o'));
  if (view.extraMonsterZones.length > 0) {
    const cells = view.extraMonsterZones.map((c, i) => `em${i + 1} ${c ? fieldCard(c) : '-'}`);
    const oneLine = `  ${'Extra Mon.'.padEnd(11)}${cells.join('   ')}`;
    // Xyz Materials and Link Arrows make a cell long: then one zone per line.
    if (oneLine.length <= BOARD_WIDTH) lines.push(oneLine);
    else cells.forEach((cell, i) => lines.push(`  ${(i === 0 ? 'Extra Mon.' : '').padEnd(11)}${cell}`));
  }
  lines.push(rule);
  lines.push(...side(view.you, ''));
  lines.push(...pileSummary('You', view.you, false));
  lines.push(...handLines(view.you));
  lines.push(footer(view));
  return lines.flatMap((l) => l.split('\n')).filter((l) => l !== '').map(fit).join('\n');
}

function wrap(first: string, items: readonly string[]): string[] {
  const lines: string[] = [];
  let line = first;
  for (const item of items) {
    if (line.length + item.length + 2 > BOARD_WIDTH) {
      lines.push(line.trimEnd());
      line = '    ';
    }
    line += `${item}  `;
  }
  lines.push(line.trimEnd());
  return lines;
}

/** Both Graveyards, bottom card (first sent) first, for the "gy" command. */
export function renderGraveyards(view: DuelView): string {
  const pile = (title: string, p: PlayerView): string[] => {
    const items = p.graveyard.map((c, i) => `${i + 1}. ${c.name ?? 'a card'}${c.kind === 'monster' ? ` (${stats(c)})` : ''}`);
    return wrap(`${title} (${p.graveyard.length}): `, items.length ? items : ['(empty)']);
  };
  return [...pile('Your Graveyard', view.you), ...pile("Opponent's Graveyard", view.opponent)].map(fit).join('\n');
}
