/**
 * The situation of a bot decision in words, for the move prompts: what is being decided,
 * the chain, the attack in progress, the text of the cards in play that the static prefix
 * does not already hold, and each option with what it would do. Everything is read from
 * the bot's DuelView and the engine's options, so nothing hidden from the bot can appear.
 */
import { findInView, previewAttack, type AttackPreview } from '../engine/text/preview.js';
import type { Option, PlayerId } from '../engine/types.js';
import type { CardView, DuelView } from '../engine/view.js';
import { cardEffectText, cardLine, factsOf, type CardTextSource } from './cardText.js';

const PHASE_NAMES: Record<string, string> = {
  draw: 'Draw Phase', standby: 'Standby Phase', main1: 'Main Phase 1', battle: 'Battle Phase', main2: 'Main Phase 2', end: 'End Phase',
};

/** Where a card is, as the board lines name it: "m2", "om1", "s3", "your hand", "the Graveyard". */
export function refOf(view: DuelView, id: number): string {
  const sides = [['', view.you], ['o', view.opponent]] as const;
  for (const [p, side] of sides) {
    const m = side.monsters.findIndex((c) => c?.id === id);
    if (m >= 0) return `${p}m${m + 1}`;
    const s = side.spellTraps.findIndex((c) => c?.id === id);
    if (s >= 0) return `${p}s${s + 1}`;
    if (side.fieldZone?.id === id) return `${p}fz`;
  }
  const em = view.extraMonsterZones.findIndex((c) => c?.id === id);
  if (em >= 0) return `em${em + 1}`;
  if (view.you.hand.some((c) => c.id === id)) return 'your hand';
  if (view.you.graveyard.some((c) => c.id === id)) return 'your Graveyard';
  if (view.opponent.graveyard.some((c) => c.id === id)) return "the opponent's Graveyard";
  return 'somewhere';
}

/** "om1 Celtic Guardian 1400/1200 ATK", "om2 face-down DEF": what the bot sees of a card. */
export function cardRef(view: DuelView, id: number): string {
  const c = findInView(view, id)?.card;
  const ref = refOf(view, id);
  if (!c || !c.known || c.faceUp === false) {
    const shown = c?.known ? `${c.name} (face-down)` : 'a face-down card';
    return `${ref} ${shown}`;
  }
  const stats = c.kind === 'monster' ? ` ${c.atk ?? '?'}/${c.def ?? '?'}` : '';
  const pos = c.position === 'defense' ? ' DEF' : c.position === 'attack' && c.kind === 'monster' ? ' ATK' : '';
  return `${ref} ${c.name}${stats}${pos}`;
}

/** A battle's outcome from the bot's seat, whoever attacks: names, destroyed cards, damage. */
export function battleOutcome(view: DuelView, p: AttackPreview, userName: string): string {
  const me: PlayerId = view.viewer;
  const them: PlayerId = me === 0 ? 1 : 0;
  const lpAfter = (who: PlayerId): number => Math.max(0, (who === me ? view.you.lp : view.opponent.lp) - p.damage[who]);
  if (p.outcome === 'direct') {
    return p.defenderPlayer === them
      ? `${userName} takes ${p.damage[them]} (LP ${view.opponent.lp} → ${lpAfter(them)})`
      : `you take ${p.damage[me]} (LP ${view.you.lp} → ${lpAfter(me)})`;
  }
  if (!p.known) {
    if (p.ifHidden) {
      const loser = p.attackerPlayer === me ? 'you take' : `${userName} takes`;
      return `face-down target: destroyed if its DEF is below ${p.ifHidden.destroysIfDefBelow}; if its DEF is above ${p.ifHidden.bouncesIfDefAbove}, ${loser} the difference`;
    }
    return 'outcome unknown (a hidden card decides it)';
  }
  const parts: string[] = [];
  const destroyed = p.destroyed.map((id) => cardRef(view, id));
  parts.push(destroyed.length ? `destroys ${destroyed.join(' and ')}` : 'nothing is destroyed');
  if (p.damage[them] > 0) parts.push(`${userName} takes ${p.damage[them]} (LP → ${lpAfter(them)})`);
  if (p.damage[me] > 0) parts.push(`you take ${p.damage[me]} (LP → ${lpAfter(me)})`);
  if (p.damage[them] === 0 && p.damage[me] === 0) parts.push('no damage');
  return parts.join('; ');
}

function previewText(view: DuelView, attacker: number, target: number | null, userName: string): string {
  try {
    return battleOutcome(view, previewAttack(view, attacker, target), userName);
  } catch {
    return '';
  }
}

/** The chain as lines, Chain Link 1 first; activated cards are public. */
export function chainLines(view: DuelView, userName: string): string[] {
  return view.chain.map((l) => {
    const who = l.player === view.viewer ? 'your' : `${userName}'s`;
    const name = l.card.known ? l.card.name : 'a card';
    const negated = l.negated ? ` (its ${l.negated} is negated)` : '';
    return `${l.link}. ${who} ${name}${negated}`;
  });
}

/** "Kip's om1 Celtic Guardian 1400/1200 ATK attacks your m1 ... → destroys ...". */
export function attackLine(view: DuelView, userName: string): string | null {
  if (!view.battle) return null;
  const { attacker, target } = view.battle;
  const mine = findInView(view, attacker)?.side === 'you';
  const who = mine ? 'Your' : `${userName}'s`;
  const aimed = target === null ? 'directly' : cardRef(view, target);
  const then = previewText(view, attacker, target, userName);
  return `${who} ${cardRef(view, attacker)} attacks ${aimed}${then ? ` → ${then}` : ''}`;
}

const WINDOWS: Record<string, string> = {
  'summoned': 'a monster was just Summoned',
  'attack-declared': 'an attack was just declared',
  'damage-step': 'the Damage Step, before damage: only Counter Traps and effects that change ATK/DEF may be used',
  'after-damage': 'damage was just calculated',
  'damage-start': 'the start of the Damage Step, the target not yet flipped: only effects that trigger now start a Chain',
  'damage-calc': 'damage calculation: only Counter Traps and cards used during damage calculation',
  'damage-end': 'the end of the Damage Step: monsters destroyed by the battle were just sent to the Graveyard',
  'phase-end': 'the turn player wants to end the phase',
  summoning: 'a monster is being Summoned: only a card that negates the Summon may be used',
};

/** The pending decision in a sentence a player would understand. */
export function decisionText(view: DuelView, userName: string): string {
  const pending = view.pending;
  const yourTurn = view.turnPlayer === view.viewer;
  const whose = yourTurn ? 'your turn' : `${userName}'s turn`;
  const phase = PHASE_NAMES[view.phase] ?? view.phase;
  switch (pending?.kind) {
    case 'main':
      return `${phase} of your turn: choose your next move (summon or set a monster, set or activate a card, enter the Battle Phase, or end your turn).`;
    case 'battle':
      return 'Battle Step of your turn: declare an attack with a monster that has not attacked yet, or end the Battle Phase.';
    case 'replay':
      return 'The monsters on the field changed after your attack was declared (a replay): attack again with a new target, attack with another monster instead, or do not attack.';
    case 'respond': {
      const top = view.chain[view.chain.length - 1];
      const why = top
        ? `${top.player === view.viewer ? 'you' : userName} just activated ${top.card.known ? top.card.name : 'a card'} (Chain Link ${top.link})`
        : WINDOWS[view.window ?? ''] ?? 'nothing is happening';
      return `${whose}, ${phase}: ${why}. You may respond by activating a card, or pass.`;
    }
    case 'discard':
      return 'End of your turn with more cards in hand than the limit: choose a card to discard.';
    case 'choose': {
      const range = pending.min === pending.max ? `${pending.min}` : `${pending.min} to ${pending.max}`;
      const hint = pending.hint === 'harm' ? ' (it harms the card picked)' : pending.hint === 'help' ? ' (it helps the card picked)' : '';
      return `An effect asks you to pick: ${pending.prompt ?? 'a card'}${hint}. Pick ${range}, one at a time.`;
    }
    case 'yes-no':
      return `An effect asks you: ${pending.prompt ?? 'yes or no?'} Answer yes or no.`;
    default:
      return `${whose}, ${phase}: choose one of the options.`;
  }
}

/** "1800/1600 Level 4": the label already names the card. */
function monsterStats(c: CardView | undefined): string {
  if (!c?.known || c.kind !== 'monster') return '';
  return `${c.atk ?? '?'}/${c.def ?? '?'}${c.level ? ` Level ${c.level}` : ''}`;
}

function tributeText(view: DuelView, tributes: readonly number[]): string {
  return tributes.length ? `; tributes ${tributes.map((t) => cardRef(view, t)).join(' and ')} (to the Graveyard)` : '';
}

/** What an option would do, as far as the bot can know; '' when the label says it all. */
export function optionConsequence(view: DuelView, option: Option, cards: CardTextSource | undefined, userName: string): string {
  const a = option.action;
  const card = (id: number): CardView | undefined => findInView(view, id)?.card;
  switch (a.type) {
    case 'attack':
      return previewText(view, a.attacker, a.target, userName);
    case 'normal-summon':
      return `${monsterStats(card(a.card))}; uses your Normal Summon${tributeText(view, a.tributes)}`;
    case 'set-monster':
      return `${monsterStats(card(a.card))}; uses your Normal Summon${tributeText(view, a.tributes)}`;
    case 'flip-summon':
      return `face-up in Attack Position, ${monsterStats(card(a.card))}${effectOf(cards, card(a.card))}`;
    case 'change-position': {
      const c = card(a.card);
      return c?.position === 'attack' ? `to Defense Position (DEF ${c.def ?? '?'})` : `to Attack Position (ATK ${c?.atk ?? '?'})`;
    }
    case 'special-summon':
      return `${monsterStats(card(a.card))}; does not use your Normal Summon`;
    case 'set-spell-trap': {
      const c = card(a.card);
      const when = c?.kind === 'trap' ? 'a Trap can be activated from your next turn on' : 'it can be activated later';
      // Its text is in the deck list of the static prefix; repeating it here only costs tokens.
      return `face-down in a Spell & Trap Zone; ${when}`;
    }
    case 'activate': {
      const facts = factsOf(cards, card(a.card));
      const text = facts ? cardEffectText(facts) : null;
      const tags = option.tags?.length ? ` [${option.tags.join(', ')}]` : '';
      return `${text ?? 'its effect'}${tags}`;
    }
    case 'discard':
      return 'to the Graveyard';
    // A pick may be a card or a value index; the engine's label already names what it is.
    case 'choose':
      return '';
    case 'enter-battle':
      return 'go to the Battle Phase to attack';
    case 'end-battle':
      return 'no more attacks this turn; on to Main Phase 2';
    case 'end-turn':
      return `${userName} takes the next turn`;
    default:
      return '';
  }
}

/** "; does: <card text>" for a card whose text the bot may read, else ''. */
function effectOf(cards: CardTextSource | undefined, c: CardView | undefined): string {
  const facts = factsOf(cards, c);
  const text = facts ? cardEffectText(facts) : null;
  return text ? `; ${text}` : '';
}

/**
 * The options as the prompt lists them, with what each would do. Options that read the
 * same (two copies of one card in hand) are listed once: the first id stands for them all.
 */
export function optionList(view: DuelView, options: readonly Option[], cards: CardTextSource | undefined, userName: string): { lines: string[]; ids: string[] } {
  const seen = new Set<string>();
  const lines: string[] = [];
  const ids: string[] = [];
  for (const o of options) {
    if (o.action.type === 'surrender') continue;
    const then = optionConsequence(view, o, cards, userName);
    const text = `${o.label}${then ? ` → ${then}` : ''}`;
    if (seen.has(text)) continue;
    seen.add(text);
    ids.push(o.id);
    lines.push(`${o.id}: ${text}`);
  }
  return { lines, ids };
}

/** Every card the view shows face-up or in the bot's hand, for the card-text section. */
export function cardsInPlay(view: DuelView): CardView[] {
  const out: CardView[] = [...view.you.hand];
  for (const p of [view.you, view.opponent]) {
    for (const c of [...p.monsters, ...p.spellTraps, p.fieldZone]) if (c?.known && (c.faceUp !== false || p === view.you)) out.push(c);
  }
  for (const c of view.extraMonsterZones) if (c?.known && c.faceUp !== false) out.push(c);
  for (const l of view.chain) if (l.card.known) out.push(l.card);
  return out;
}

/** Text lines for the cards in play that `known` (the static prefix's cards) does not hold. */
export function cardTextLines(view: DuelView, cards: CardTextSource | undefined, known: ReadonlySet<number>): string[] {
  const lines: string[] = [];
  const seen = new Set<number>(known);
  for (const c of cardsInPlay(view)) {
    const facts = factsOf(cards, c);
    if (!facts || seen.has(facts.passcode)) continue;
    seen.add(facts.passcode);
    lines.push(`- ${cardLine(facts)}`);
  }
  return lines;
}
