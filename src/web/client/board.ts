/**
 * The board drawn from a DuelView (the human's view, so nothing hidden ever reaches the
 * page): the opponent's side on top, yours below, zone names as the command grammar
 * writes them (m1..m5, s1..s5, fz, om1.., os1.., em1, h1..), the turn, phase, whose
 * decision it is, the open chain and the piles (Graveyards and banished cards browsable).
 */
import { factsOf } from './cardFacts.js';
import { bdi, h, isolated, replace, type Child } from './dom.js';
import { atkDefText, isPendulumZone, levelText, linkArrowsEl, materialsEl, ownerTag, scaleEl } from './extraDeckMarks.js';
import type { CardView, DuelView, PlayerView } from './types.js';

export const PHASES: { id: DuelView['phase']; name: string; short: string }[] = [
  { id: 'draw', name: 'Draw Phase', short: 'DP' },
  { id: 'standby', name: 'Standby Phase', short: 'SP' },
  { id: 'main1', name: 'Main Phase 1', short: 'M1' },
  { id: 'battle', name: 'Battle Phase', short: 'BP' },
  { id: 'main2', name: 'Main Phase 2', short: 'M2' },
  { id: 'end', name: 'End Phase', short: 'EP' },
];

const STEPS: Record<string, string> = { start: 'Start Step', battle: 'Battle Step', damage: 'Damage Step', end: 'End Step' };

const DECISIONS: Record<string, string> = {
  main: 'give a Main Phase command',
  battle: 'declare an attack or end the Battle Phase',
  replay: 'attack again, attack with another monster, or do not attack',
  respond: 'respond or pass',
  discard: 'discard down to the hand size limit',
  choose: 'make a choice for an effect',
  'yes-no': 'decide whether to use an effect',
};

const WINDOWS: Record<string, string> = {
  open: 'an open window',
  summoned: 'a monster was just summoned',
  'attack-declared': 'an attack was declared',
  'damage-start': 'the start of the Damage Step',
  'damage-step': 'the Damage Step',
  'damage-calc': 'damage calculation',
  'after-damage': 'after damage calculation',
  'damage-end': 'the end of the Damage Step',
  'phase-end': 'the phase is ending',
  summoning: 'a monster is being summoned (only a Summon negation may answer)',
};

const REASONS: Record<string, string> = {
  lp: 'Life Points reached 0',
  'deck-out': 'a player could not draw',
  surrender: 'surrender',
  'both-lp': 'both players reached 0 LP together',
  'card-effect': "a card's effect won the duel",
};

export interface BoardNames {
  you: string;
  opponent: string;
}

export interface BoardHandlers {
  /** Cards with at least one option: they become buttons that call `onCard`. */
  actionable?: ReadonlySet<number>;
  onCard?: (id: number) => void;
  /** Opens a pile (Graveyard, banished cards, your Extra Deck) for browsing. */
  onPile?: (title: string, cards: readonly CardView[]) => void;
  /** The attack in progress: its attacker and target are marked. */
  battle?: { attacker: number; target: number | null } | null;
  /** Cards that arrived on the field since the last drawing (a short animation, none with reduced motion). */
  fresh?: ReadonlySet<number>;
  /** Who is looking and the opponent's name: marks whose monster stands in an Extra Monster Zone. */
  viewer?: number;
  opponentName?: string;
}

/** A card's name for people, hiding nothing the view does not already hide. */
export function cardLabel(card: CardView): string {
  return card.known && card.name ? card.name : card.faceUp === false ? 'Face-down card' : 'Unknown card';
}

export function cardStats(card: CardView): string {
  if (!card.known) return '';
  const vanilla = card.noEffects ? ' · no effect' : '';
  if (card.kind === 'monster') return `${atkDefText(card)} · ${levelText(card)}${vanilla}`;
  if (card.kind === 'spell') return `Spell${vanilla}`;
  if (card.kind === 'trap') return `Trap${vanilla}`;
  return card.kind ?? '';
}

/** The stats on a card: ATK / DEF and the Level apart, so a narrow screen can drop the Level. */
function statsEl(card: CardView, text: string): HTMLElement {
  if (card.kind !== 'monster') return h('span', { class: 'card-stats' }, text);
  return h(
    'span',
    { class: 'card-stats', attrs: { 'aria-label': text } },
    h('span', { class: 'atk-def' }, atkDefText(card)),
    h('span', { class: 'card-level' }, ` · ${levelText(card)}`),
    card.noEffects ? h('span', { class: 'card-vanilla' }, ' · no effect') : null,
  );
}

function positionText(card: CardView, zoneKind: 'monster' | 'spell'): string {
  if (zoneKind === 'spell') return card.faceUp === false ? 'Set' : 'Face-up';
  if (card.faceUp === false) return 'Set · DEF';
  return card.position === 'defense' ? 'DEF' : 'ATK';
}

/** Every card the view shows, by instance id. */
export function cardsById(view: DuelView): Map<number, { card: CardView; ref: string }> {
  const out = new Map<number, { card: CardView; ref: string }>();
  const add = (card: CardView | null | undefined, ref: string): void => {
    if (card && !out.has(card.id)) out.set(card.id, { card, ref });
  };
  const side = (p: PlayerView, o: string): void => {
    p.monsters.forEach((c, i) => add(c, `${o}m${i + 1}`));
    p.spellTraps.forEach((c, i) => add(c, `${o}s${i + 1}`));
    add(p.fieldZone, `${o}fz`);
    p.graveyard.forEach((c) => add(c, o ? "opponent's Graveyard" : 'your Graveyard'));
    p.banished.forEach((c) => add(c, o ? "opponent's banished cards" : 'your banished cards'));
    p.extra.forEach((c) => add(c, 'your Extra Deck'));
  };
  view.you.hand.forEach((c, i) => add(c, `h${i + 1}`));
  side(view.you, '');
  side(view.opponent, 'o');
  view.extraMonsterZones.forEach((c, i) => add(c, `em${i + 1}`));
  for (const link of view.chain) add(link.card, `Chain Link ${link.link}`);
  return out;
}

/** Attribute symbols drawn by us (no artwork): a letter in a disc of the attribute's colour. */
const ATTRIBUTES: Record<string, { mark: string; name: string }> = {
  DARK: { mark: 'D', name: 'DARK' },
  LIGHT: { mark: 'L', name: 'LIGHT' },
  EARTH: { mark: 'E', name: 'EARTH' },
  WATER: { mark: 'Wa', name: 'WATER' },
  FIRE: { mark: 'F', name: 'FIRE' },
  WIND: { mark: 'Wi', name: 'WIND' },
  DIVINE: { mark: 'Di', name: 'DIVINE' },
};

/** The frame a card is drawn in: its printed kind when the facts are known, else what the view says. */
export function frameOf(card: CardView): string {
  const facts = factsOf(card.passcode);
  if (facts) return facts.frame;
  return card.kind === 'monster' ? 'normal' : (card.kind ?? 'unknown');
}

/**
 * The face of a card drawn by us: the frame's colour by kind (classes `frame-normal`,
 * `frame-effect`, `frame-fusion`…), the attribute as a coloured mark and the Level (or Rank)
 * as stars; `thumb` for the small version the choices show.
 */
export function cardFace(card: CardView, thumb = false): HTMLElement[] {
  if (!card.known) return [];
  const facts = factsOf(card.passcode);
  const out: HTMLElement[] = [];
  const attribute = facts?.attribute ? ATTRIBUTES[facts.attribute.toUpperCase()] : undefined;
  if (attribute) out.push(h('span', { class: `card-attr attr-${attribute.name.toLowerCase()}`, attrs: { title: attribute.name, 'aria-label': attribute.name } }, attribute.mark));
  else if (card.kind === 'spell' || card.kind === 'trap') out.push(h('span', { class: `card-attr attr-${card.kind}`, attrs: { title: card.kind === 'spell' ? 'Spell' : 'Trap', 'aria-label': card.kind } }, card.kind === 'spell' ? 'Sp' : 'Tr'));
  const level = card.kind === 'monster' ? (card.level ?? facts?.level ?? null) : null;
  // A Link Monster has a Link Rating, not stars: the stats line says LINK-n.
  if (level !== null && level > 0 && card.levelKind !== 'link' && facts?.frame !== 'link') {
    const rank = facts?.frame === 'xyz';
    const label = `${rank ? 'Rank' : 'Level'} ${level}`;
    out.push(h('span', { class: `card-level-stars${rank ? ' rank' : ''}`, attrs: { title: label, 'aria-label': label } }, thumb || level > 6 ? `★${level}` : '★'.repeat(level)));
  }
  return out;
}

function cardBox(card: CardView, zoneKind: 'monster' | 'spell' | 'hand', handlers: BoardHandlers, ref: string): HTMLElement {
  const faceDown = card.faceUp === false;
  const classes = ['card', card.kind ?? 'unknown', `frame-${card.known ? frameOf(card) : 'back'}`];
  if (faceDown) classes.push('face-down');
  if (zoneKind === 'monster' && (card.position === 'defense' || faceDown)) classes.push('defense');
  if (!card.known) classes.push('hidden');
  if (handlers.battle?.attacker === card.id) classes.push('attacking');
  if (handlers.battle && handlers.battle.target === card.id) classes.push('attacked');
  if (handlers.fresh?.has(card.id)) classes.push('arrived');
  const name = cardLabel(card);
  const stats = cardStats(card);
  const pos = zoneKind === 'hand' ? '' : positionText(card, zoneKind);
  const title = [`${ref}: ${name}`, stats, pos, faceDown && card.known ? '(face-down: only you can see it)' : ''].filter(Boolean).join(' · ');
  const face = cardFace(card);
  const theirs = ref.startsWith('o') || (card.controller !== undefined && card.controller !== handlers.viewer);
  const marks = [linkArrowsEl(card, theirs), scaleEl(card), materialsEl(card), ownerTag(card, handlers.viewer ?? 0, handlers.opponentName ?? 'opponent')].filter((m) => m !== null);
  const body: Child[] = [
    face.length ? h('span', { class: 'card-top' }, ...face) : null,
    h('span', { class: 'card-name' }, name),
    stats ? statsEl(card, stats) : null,
    pos ? h('span', { class: 'card-pos' }, pos) : null,
    marks.length ? h('span', { class: 'card-marks' }, ...marks) : null,
  ];
  const actionable = handlers.actionable?.has(card.id) && handlers.onCard;
  if (actionable) {
    classes.push('actionable');
    return h(
      'button',
      {
        class: classes.join(' '),
        attrs: { type: 'button', 'aria-label': `${title}. Show its options.`, 'aria-describedby': 'card-detail' },
        dataset: { card: String(card.id), ref },
        on: { click: () => handlers.onCard!(card.id) },
      },
      ...body,
    );
  }
  // Focusable so the keyboard reaches its details too (cardDetail.ts shows them on focus).
  return h('div', { class: classes.join(' '), attrs: { tabindex: 0, 'aria-label': title, 'aria-describedby': 'card-detail' }, dataset: { card: String(card.id), ref } }, ...body);
}

function zone(ref: string, label: string, card: CardView | null, kind: 'monster' | 'spell', handlers: BoardHandlers, extraClass = ''): HTMLElement {
  return h(
    'li',
    { class: `zone ${kind}-zone ${extraClass}`.trim(), dataset: { zone: ref }, attrs: { 'aria-label': card ? null : `${label}: empty` } },
    h('span', { class: 'zone-ref', attrs: { 'aria-hidden': 'true' } }, ref),
    card ? cardBox(card, kind, handlers, ref) : h('span', { class: 'zone-empty' }, ''),
  );
}

function pileButton(label: string, count: number, cards: readonly CardView[] | null, title: string, handlers: BoardHandlers, testId: string): HTMLElement {
  const text = h('span', null, h('span', { class: 'pile-label' }, label), ' ', h('strong', { class: 'pile-count' }, String(count)));
  if (cards && handlers.onPile) {
    return h(
      'button',
      {
        class: 'pile',
        attrs: { type: 'button', 'aria-label': `${title}: ${count} card${count === 1 ? '' : 's'}. Browse.`, 'data-testid': testId },
        on: { click: () => handlers.onPile!(title, cards) },
      },
      text,
    );
  }
  return h('span', { class: 'pile', attrs: { 'data-testid': testId, 'aria-label': `${title}: ${count}` } }, text);
}

function sideEl(p: PlayerView, who: 'you' | 'opponent', name: string, view: DuelView, handlers: BoardHandlers): HTMLElement {
  const o = who === 'you' ? '' : 'o';
  const whose = who === 'you' ? 'Your' : `${isolated(name)}'s`;
  const lpLow = p.lp <= 1000 ? ' low' : '';
  const isTurn = (view.turnPlayer === view.viewer) === (who === 'you');
  const info = h(
    'div',
    { class: 'side-info' },
    h('span', { class: 'side-name' }, bdi(name), isTurn ? h('span', { class: 'turn-badge' }, 'turn') : null),
    h('span', { class: `lp${lpLow}`, attrs: { 'data-testid': `lp-${who}`, 'aria-label': `${whose} Life Points: ${p.lp}` } }, 'LP ', h('strong', null, String(p.lp))),
    p.mage ? h('span', { class: 'lp mp', attrs: { 'data-testid': `mp-${who}`, 'aria-label': `${isolated(p.mage.name)}'s Magic Points: ${p.mage.magicPoints}` } }, 'MP ', h('strong', null, String(p.mage.magicPoints))) : null,
    h('span', { class: 'piles' },
      pileButton('Hand', p.handCount, null, `${whose} hand`, handlers, `hand-${who}`),
      pileButton('Deck', p.deckCount, null, `${whose} Deck`, handlers, `deck-${who}`),
      pileButton('GY', p.graveyard.length, p.graveyard, `${whose} Graveyard`, handlers, `gy-${who}`),
      pileButton('Banished', p.banished.length, p.banished, `${whose} banished cards`, handlers, `banished-${who}`),
      pileButton('Extra', p.extraCount, who === 'you' ? p.extra : null, `${whose} Extra Deck`, handlers, `extra-${who}`),
    ),
  );
  const monsters = h('ol', { class: 'row monsters', attrs: { 'aria-label': `${whose} Monster Zones` } }, ...p.monsters.map((c, i) => zone(`${o}m${i + 1}`, `${whose} Monster Zone ${i + 1}`, c, 'monster', handlers)));
  const spells = h(
    'ol',
    { class: 'row spells', attrs: { 'aria-label': `${whose} Spell & Trap Zones and Field Zone` } },
    ...p.spellTraps.map((c, i) =>
      isPendulumZone(view.format, i, p.spellTraps.length)
        ? zone(`${o}s${i + 1}`, `${whose} Spell & Trap Zone ${i + 1} (${i === 0 ? 'left' : 'right'} Pendulum Zone)`, c, 'spell', handlers, 'pendulum-zone')
        : zone(`${o}s${i + 1}`, `${whose} Spell & Trap Zone ${i + 1}`, c, 'spell', handlers),
    ),
    zone(`${o}fz`, `${whose} Field Zone`, p.fieldZone, 'spell', handlers, 'field-zone'),
  );
  const rows = who === 'you' ? [monsters, spells] : [spells, monsters];
  return h('section', { class: `side ${who}`, attrs: { 'aria-label': `${whose} side of the field`, 'data-testid': `side-${who}` } }, who === 'you' ? null : info, ...rows, who === 'you' ? info : null);
}

function handEl(view: DuelView, handlers: BoardHandlers): HTMLElement {
  const hand = view.you.hand;
  return h(
    'section',
    { class: 'hand', attrs: { 'aria-label': `Your hand, ${hand.length} card${hand.length === 1 ? '' : 's'}`, 'data-testid': 'hand' } },
    h('h3', { class: 'hand-title' }, `Your hand (${hand.length})`),
    hand.length === 0
      ? h('p', { class: 'muted' }, 'Empty.')
      : h('ol', { class: 'hand-cards' }, ...hand.map((c, i) => h('li', { class: 'hand-slot' }, h('span', { class: 'zone-ref' }, `h${i + 1}`), cardBox(c, 'hand', handlers, `h${i + 1}`)))),
  );
}

/** "Turn 3 · Kip's turn · Battle Phase (Battle Step)" and whose decision it is. */
export function statusParts(view: DuelView, names: BoardNames): { turn: string; decision: string } {
  const mine = view.turnPlayer === view.viewer;
  const phase = PHASES.find((p) => p.id === view.phase)?.name ?? view.phase;
  const step = view.step ? ` (${STEPS[view.step] ?? view.step})` : '';
  const opponent = isolated(names.opponent);
  const turn = `Turn ${view.turn} · ${mine ? 'your' : `${opponent}'s`} turn · ${phase}${step}`;
  let decision: string;
  if (view.result) {
    const r = view.result;
    const who = r.winner === null ? 'The duel is a draw' : r.winner === view.viewer ? 'You won' : `${opponent} won`;
    decision = `${who} (${REASONS[r.reason] ?? r.reason}).`;
  } else if (!view.pending) {
    decision = 'Nobody is deciding.';
  } else {
    const what = DECISIONS[view.pending.kind] ?? view.pending.kind;
    const yours = view.pending.player === view.viewer;
    decision = yours ? `Your decision: ${what}.` : `${opponent} is deciding: ${what}.`;
    if (yours && view.pending.prompt) decision += ` ${view.pending.prompt}`;
    if (view.window && view.pending.kind === 'respond') decision += ` (${WINDOWS[view.window] ?? view.window})`;
  }
  return { turn, decision };
}

function statusEl(view: DuelView, names: BoardNames, lookup: Map<number, { card: CardView; ref: string }>): HTMLElement {
  const { turn, decision } = statusParts(view, names);
  const phases = h(
    'ol',
    { class: 'phases', attrs: { 'aria-label': 'Phases' } },
    ...PHASES.map((p) =>
      h('li', { class: p.id === view.phase ? 'current' : '', attrs: { title: p.name, 'aria-current': p.id === view.phase ? 'step' : null } }, p.short),
    ),
  );
  const yours = !view.result && view.pending?.player === view.viewer;
  const parts: Child[] = [
    h('p', { class: 'turn-line', attrs: { 'data-testid': 'turn-line' } }, turn),
    phases,
    h('p', { class: `decision${yours ? ' yours' : ''}${view.result ? ' over' : ''}`, attrs: { 'data-testid': 'decision' } }, decision),
  ];
  if (view.battle) {
    const a = lookup.get(view.battle.attacker);
    const t = view.battle.target === null ? null : lookup.get(view.battle.target);
    const an = a ? `${cardLabel(a.card)} (${a.ref})` : 'a monster';
    const tn = view.battle.target === null ? 'directly' : t ? `${cardLabel(t.card)} (${t.ref})` : 'a monster';
    parts.push(h('p', { class: 'battle-line' }, `Attack: ${an} → ${tn}`));
  }
  if (view.chain.length) {
    parts.push(
      h(
        'div',
        { class: 'chain', attrs: { 'data-testid': 'chain' } },
        h('h3', null, 'Chain'),
        h(
          'ol',
          null,
          ...view.chain.map((l) =>
            h(
              'li',
              { class: l.negated ? 'negated' : '' },
              `CL${l.link}: ${cardLabel(l.card)} (${l.player === view.viewer ? 'you' : isolated(names.opponent)})`,
              l.negated ? ` · ${l.negated} negated` : '',
            ),
          ),
        ),
      ),
    );
  }
  return h('section', { class: 'status', attrs: { 'aria-label': 'Turn and phase' } }, ...parts);
}

/** Field cards drawn last time, so that a card new on the field gets its arrival animation once. */
let lastField: Set<number> | null = null;

function fieldIds(view: DuelView): Set<number> {
  const ids = new Set<number>();
  for (const p of [view.you, view.opponent]) for (const c of [...p.monsters, ...p.spellTraps, p.fieldZone]) if (c) ids.add(c.id);
  return ids;
}

/** Draws the whole board into `container`. */
export function renderBoard(container: HTMLElement, view: DuelView, names: BoardNames, handlers: BoardHandlers = {}): void {
  const lookup = cardsById(view);
  const field = fieldIds(view);
  const fresh = new Set(lastField ? [...field].filter((id) => !lastField!.has(id)) : []);
  lastField = field;
  handlers = { ...handlers, battle: view.battle, fresh, viewer: view.viewer, opponentName: names.opponent };
  const emz =
    view.extraMonsterZones.length > 0
      ? h(
          'ol',
          { class: 'row emz', attrs: { 'aria-label': 'Extra Monster Zones' } },
          ...view.extraMonsterZones.map((c, i) => zone(`em${i + 1}`, `Extra Monster Zone ${i + 1}`, c, 'monster', handlers)),
        )
      : null;
  replace(
    container,
    h('div', { class: `board format-${view.format}` },
      sideEl(view.opponent, 'opponent', names.opponent, view, handlers),
      emz,
      statusEl(view, names, lookup),
      sideEl(view.you, 'you', names.you, view, handlers),
      handEl(view, handlers),
    ),
  );
}

/** The list shown when a pile is opened: bottom card first, as the Graveyard was filled. */
export function pileList(cards: readonly CardView[]): HTMLElement {
  if (cards.length === 0) return h('p', { class: 'muted' }, 'Empty.');
  return h(
    'ol',
    { class: 'pile-list' },
    ...cards.map((c) => h('li', null, h('strong', null, cardLabel(c)), cardStats(c) ? ` · ${cardStats(c)}` : '')),
  );
}

/**
 * Both players' LP, the turn and the phase in one line that stays at the top of the
 * window (sticky), so scrolling down to the hand or the options never hides the
 * opponent's LP.
 */
export function renderLpBar(host: HTMLElement, view: DuelView, names: BoardNames): void {
  const phase = PHASES.find((p) => p.id === view.phase);
  const mine = view.turnPlayer === view.viewer;
  const lp = (p: PlayerView, who: 'you' | 'opponent', name: string): HTMLElement =>
    h(
      'span',
      { class: `bar-side ${who}${(view.turnPlayer === view.viewer) === (who === 'you') ? ' turn' : ''}` },
      h('span', { class: 'bar-name' }, bdi(name)),
      ' ',
      h('span', { class: `bar-lp${p.lp <= 1000 ? ' low' : ''}`, attrs: { 'data-testid': `bar-lp-${who}` } }, 'LP ', h('strong', null, String(p.lp))),
    );
  replace(
    host,
    h(
      'div',
      { class: 'lp-bar', attrs: { 'aria-label': 'Life Points and turn' } },
      lp(view.opponent, 'opponent', names.opponent),
      lp(view.you, 'you', names.you),
      h('span', { class: 'bar-turn' }, `Turn ${view.turn} · ${phase?.short ?? view.phase} · `, mine ? 'your turn' : h('span', null, bdi(names.opponent), "'s turn")),
    ),
  );
}
