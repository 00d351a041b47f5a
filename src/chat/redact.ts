/**
 * Taking the human's hidden cards out of text a model will read. Every message sent to
 * a model passes this last filter: the names of the human's cards the bot cannot see
 * (hand, Deck, face-down, Extra Deck) become their zone as the human writes it (h3, m2)
 * or "[a card]"; in the user's own words, distinctive words of those names go too. A name
 * the bot's own deck also holds stays in text the session wrote (the bot's decklist).
 * Pure functions of the state: no session needed.
 */
import { canSee, zoneRef } from '../engine/text/describe.js';
import type { DuelState, PlayerId } from '../engine/types.js';
import { cardName, isOnField } from '../engine/zones.js';

/** What a hidden card's name becomes when it has no zone to stand for it. */
const HIDDEN = '[a card]';
const HIDDEN_WORD = '[…]';
/** Words never redacted on their own: they say nothing about which card is meant. */
const COMMON_WORDS = new Set(
  (
    'the of and with from this that your card cards monster monsters summon summoned summons tribute tributed attack attacks ' +
    'defense battle magic spell trap field hand deck graveyard position level turn normal flip set face down draw'
  ).split(' '),
);

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (a: string, b: string): number => b.length - a.length;

export interface HiddenCards {
  /** Hidden names, longest first, each with what to say instead. */
  names: [string, string][];
  /** Distinctive words of hidden names, longest first, each with what to say instead. */
  words: [string, string][];
  /** Names the bot can see, longest first: kept whole before anything is replaced. */
  visible: string[];
  /**
   * Hidden names that are also names of the bot's own cards (lower case). Text the
   * session wrote from the bot's view names them only as the bot's own (its decklist in a
   * move prompt), so they are kept there; in the user's own words they go like the rest.
   */
  botOwn: Set<string>;
}

/**
 * Names of the human's cards the bot cannot see and that no card the bot can see
 * shares, each with what to say instead: its zone as the human writes it or "[a card]".
 */
export function hiddenCards(s: DuelState, human: PlayerId): HiddenCards {
  const bot: PlayerId = human === 0 ? 1 : 0;
  const visibleNames = new Set<string>();
  for (const c of s.cards) if (canSee(s, c.id, bot)) visibleNames.add(cardName(s, c.id));
  const visible = new Set([...visibleNames].map((n) => n.toLowerCase()));
  const botOwn = new Set<string>();
  for (const c of s.cards) if (c.owner === bot) botOwn.add(cardName(s, c.id).toLowerCase());
  const refs = new Map<string, string>();
  for (const c of s.cards) {
    if (c.owner !== human && c.controller !== human) continue;
    if (canSee(s, c.id, bot)) continue;
    const name = cardName(s, c.id);
    if (visible.has(name.toLowerCase())) continue;
    const ref = c.location === 'hand' || isOnField(c.location) ? zoneRef(s, c.id, human) : HIDDEN;
    const prev = refs.get(name);
    if (prev === undefined || prev === HIDDEN) refs.set(name, ref);
  }
  // A distinctive word of one hidden card ("my swordsman") stands for that card's zone;
  // a word shared by several hidden cards, or of a card in the Deck, says nothing.
  const visibleWords = new Set([...visible].flatMap((n) => n.split(/[^a-z0-9]+/)));
  const words = new Map<string, string>();
  for (const [name, ref] of refs) {
    for (const w of new Set(name.toLowerCase().split(/[^a-z0-9]+/))) {
      if (w.length < 4 || visibleWords.has(w) || COMMON_WORDS.has(w)) continue;
      const prev = words.get(w);
      words.set(w, prev === undefined ? (ref === HIDDEN ? HIDDEN_WORD : ref) : prev === ref ? ref : HIDDEN_WORD);
    }
  }
  return {
    names: [...refs].sort((a, b) => byLength(a[0], b[0])),
    words: [...words].sort((a, b) => byLength(a[0], b[0])),
    visible: [...visibleNames].sort(byLength),
    botOwn: new Set([...refs.keys()].map((n) => n.toLowerCase()).filter((n) => botOwn.has(n))),
  };
}

/**
 * The text with the hidden card names replaced; `words`: also their distinctive words
 * (for the user's own text). Names the bot can see are kept whole first, so a hidden
 * "Summoned Skull" is not found inside "Normal Summoned Skull Red Bird".
 */
export function redactText(text: string, secret: HiddenCards, words: boolean): string {
  if (secret.names.length === 0) return text;
  const kept: string[] = [];
  const namePattern = (name: string): RegExp =>
    new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(name).replace(/\\? /g, '\\s+')}(?![A-Za-z0-9])`, 'gi');
  let out = text.replace(/\u0000/g, '');
  for (const name of secret.visible) {
    out = out.replace(namePattern(name), (m) => {
      kept.push(m);
      return `\u0000${kept.length - 1}\u0000`;
    });
  }
  for (const [name, ref] of secret.names) if (words || !secret.botOwn.has(name.toLowerCase())) out = out.replace(namePattern(name), ref);
  if (words) {
    for (const [w, ref] of secret.words) out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(w)}s?(?![A-Za-z0-9])`, 'gi'), ref);
  }
  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)] ?? '');
}

/** `redactText` against the human's hidden cards in `state`. */
export function redactFor(state: DuelState, human: PlayerId, text: string, words: boolean): string {
  return redactText(text, hiddenCards(state, human), words);
}
