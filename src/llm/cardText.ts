/**
 * Card text for model prompts: one line per card with its kind, stats and what it does
 * (our own words from data/cards). A prompt that shows a card's text gives the model what
 * a player reads on the card; only cards the prompt's player may see are ever looked up
 * here (the caller passes names/passcodes taken from a DuelView or the player's own deck).
 *
 * The lookup is structural (`CardTextSource`), so a CardDb fits and tests can pass a map.
 */
import type { CardView, DuelView } from '../engine/view.js';

/** The facts a card line needs; `CardFacts` from src/cards has all of them. */
export interface CardTextFacts {
  passcode: number;
  name: string;
  frame: string;
  subtypes: readonly string[];
  attribute?: string;
  race?: string;
  level?: number;
  atk?: number | null;
  def?: number | null;
  text: string;
  /** True when the engine plays the card as printed (Normal Monsters included). */
  scripted?: boolean;
  /** Known by facts only: its `text` is not our wording of the card. */
  factsOnly?: boolean;
}

export interface CardTextSource {
  byPasscode(passcode: number): CardTextFacts | undefined;
}

const stat = (v: number | null | undefined): string => (v === null || v === undefined ? '?' : String(v));

/** "Normal Trap", "Quick-Play Spell", "Level 4 LIGHT Spellcaster Effect Monster 1800/1600". */
export function cardKindLine(card: CardTextFacts): string {
  if (card.frame === 'spell' || card.frame === 'trap') {
    return `${card.subtypes.join('/')} ${card.frame === 'spell' ? 'Spell' : 'Trap'}`;
  }
  const levelWord = card.frame === 'xyz' ? 'Rank' : card.frame === 'link' ? 'Link' : 'Level';
  const extras = card.subtypes.filter((t) => t !== 'Normal' && t !== 'Effect' && t.toLowerCase() !== card.frame);
  const frameWord = `${card.frame[0]!.toUpperCase()}${card.frame.slice(1)} Monster`;
  const type = [card.attribute, card.race, ...extras, frameWord].filter((x) => x).join(' ');
  const stats = card.frame === 'link' ? `ATK ${stat(card.atk)}` : `${stat(card.atk)}/${stat(card.def)}`;
  return `${levelWord} ${card.level ?? 0} ${type} ${stats}`;
}

/**
 * What the card does, or null when there is nothing to read: a Normal Monster's text is
 * flavour (its stats say everything), and a facts-only card has no text of ours.
 */
export function cardEffectText(card: CardTextFacts): string | null {
  if (card.factsOnly) return null;
  if (card.frame === 'normal') return null;
  const t = card.text.replace(/\s+/g, ' ').trim();
  if (!t) return null;
  // A card the engine does not run plays as its stats (monsters) or does nothing.
  return card.scripted === false ? `${t} (not run by this duel engine: it has no effect here)` : t;
}

/** "Trap Hole (Normal Trap): When your opponent Normal Summons ... destroy it." */
export function cardLine(card: CardTextFacts): string {
  const text = cardEffectText(card);
  return `${card.name} (${cardKindLine(card)})${text ? `: ${text}` : ''}`;
}

/** The facts of a card the viewer knows, or undefined (unknown card, or not in the source). */
export function factsOf(source: CardTextSource | undefined, c: CardView | null | undefined): CardTextFacts | undefined {
  if (!source || !c?.known || c.passcode === undefined) return undefined;
  return source.byPasscode(c.passcode);
}

/**
 * One line per distinct card, in the order given (duplicates dropped by passcode), so a
 * list built in a fixed order renders byte-identically every time.
 */
export function glossary(source: CardTextSource | undefined, passcodes: Iterable<number>): string[] {
  if (!source) return [];
  const seen = new Set<number>();
  const lines: string[] = [];
  for (const p of passcodes) {
    if (seen.has(p)) continue;
    seen.add(p);
    const card = source.byPasscode(p);
    if (card) lines.push(`- ${cardLine(card)}`);
  }
  return lines;
}

/** A deck's distinct cards sorted by name: a stable order for a prompt's static prefix. */
export function deckGlossary(source: CardTextSource | undefined, deck: readonly number[]): string[] {
  if (!source) return [];
  const cards = [...new Set(deck)]
    .map((p) => source.byPasscode(p))
    .filter((c): c is CardTextFacts => c !== undefined)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.passcode - b.passcode));
  return glossary(source, cards.map((c) => c.passcode));
}

/**
 * Cards seen face-up, in the order first seen: appended to, never reordered, so a static
 * prefix listing their text stays a prefix of later prompts (what prompt caching needs).
 * The move prompts note the opponent's side; a prompt about public facts (narration, the
 * judge) can note both sides of a `publicView`.
 */
export class SeenCards {
  private readonly order: number[] = [];
  private readonly known = new Set<number>();

  /** Notes the face-up cards the view shows (field, Graveyard, banished, chain) on `sides`. */
  note(view: DuelView, cards?: CardTextSource, sides: 'opponent' | 'both' = 'opponent'): void {
    const add = (c: CardView | null | undefined): void => {
      if (!c?.known || c.faceUp === false || c.passcode === undefined || this.known.has(c.passcode)) return;
      if (cards && !factsOf(cards, c)) return;
      this.known.add(c.passcode);
      this.order.push(c.passcode);
    };
    for (const p of sides === 'both' ? [view.you, view.opponent] : [view.opponent]) {
      [...p.monsters, ...p.spellTraps, p.fieldZone, ...p.graveyard, ...p.banished].forEach(add);
    }
    for (const l of view.chain) if (sides === 'both' || l.player !== view.viewer) add(l.card);
  }

  list(): readonly number[] {
    return this.order;
  }
}
