/**
 * Siding between the Duels of a Match (rulebooks 004, 000): any cards may be swapped
 * between the Side Deck and the Main/Extra Deck, as long as the Side Deck holds exactly as
 * many cards after the swap as before; the deck rules (sizes, copies, the format's list)
 * are checked on the deck after the swap. A refusal names the card and the rule.
 *
 * The bot sides by one simple rule against what it saw of the player's cards (the bot's
 * view at the end of the Duel: their Graveyard, banished and face-up cards): each Main Deck
 * monster of the bot that is weaker (ATK) than the player's strongest monster it saw is
 * swapped for a Side Deck monster of the same Tribute bracket (Level 1-4, 5-6, 7+) with
 * more ATK, weakest out first and strongest in first, at most three swaps, Spells and Traps
 * left alone; a swap the deck rules refuse is skipped.
 */
import type { CardDb } from '../cards/cardDb.js';
import { checkDeck } from '../cards/deckReport.js';
import { EXTRA_DECK_FRAMES, type CardFacts } from '../cards/types.js';
import type { FormatId } from '../engine/format.js';
import { learn, NO_KNOWLEDGE } from '../engine/redeal.js';
import type { DuelState, PlayerId } from '../engine/types.js';
import type { MatchDeck } from './match.js';

/** A card named by passcode or by name. */
export type CardRef = number | string;

export interface SideSwap {
  /** Cards from the Side Deck into the Main Deck (Extra Deck monsters into the Extra Deck). */
  in: readonly CardRef[];
  /** Cards from the Main or Extra Deck into the Side Deck. */
  out: readonly CardRef[];
}

export type SideResult = { ok: true; deck: MatchDeck; swapped: number } | { ok: false; problems: string[] };

function resolve(ref: CardRef, db: CardDb): CardFacts | string {
  const card = typeof ref === 'number' ? db.byPasscode(ref) : db.byName(ref.trim());
  return card ?? `No card is known as ${typeof ref === 'number' ? `passcode ${ref}` : `"${ref.trim().slice(0, 80)}"`}.`;
}

/** Takes one copy of `passcode` out of `list` (a copy), or null when it holds none. */
function takeOne(list: number[], passcode: number): number[] | null {
  const at = list.indexOf(passcode);
  return at < 0 ? null : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** `deck` after `swap`, or the problems that refuse it (each naming its card). */
export function applySideSwap(deck: MatchDeck, swap: SideSwap, db: CardDb, format: FormatId): SideResult {
  const problems: string[] = [];
  if (swap.in.length !== swap.out.length) {
    problems.push(
      `The Side Deck must keep exactly ${deck.side.length} card${deck.side.length === 1 ? '' : 's'}: you bring in ${swap.in.length} and take out ${swap.out.length}; swap as many out as in.`,
    );
  }
  let main = [...deck.main];
  let extra = [...deck.extra];
  let side = [...deck.side];
  for (const ref of swap.in) {
    const card = resolve(ref, db);
    if (typeof card === 'string') {
      problems.push(card);
      continue;
    }
    const left = takeOne(side, card.passcode);
    if (!left) {
      problems.push(`${card.name} is not in your Side Deck (or not that many copies), so it cannot come in.`);
      continue;
    }
    side = left;
    if (EXTRA_DECK_FRAMES.has(card.frame)) extra.push(card.passcode);
    else main.push(card.passcode);
  }
  for (const ref of swap.out) {
    const card = resolve(ref, db);
    if (typeof card === 'string') {
      problems.push(card);
      continue;
    }
    const fromMain = takeOne(main, card.passcode);
    const fromExtra = fromMain ? null : takeOne(extra, card.passcode);
    if (!fromMain && !fromExtra) {
      problems.push(`${card.name} is not in your Main or Extra Deck (or not that many copies), so it cannot go to the Side Deck.`);
      continue;
    }
    if (fromMain) main = fromMain;
    else extra = fromExtra!;
    side.push(card.passcode);
  }
  if (problems.length) return { ok: false, problems };
  const after: MatchDeck = { main, extra, side };
  const report = checkDeck(after, db, { format });
  const rules = report.problems.filter((p) => p.code !== 'NOT_PLAYABLE');
  if (rules.length) return { ok: false, problems: rules.map((p) => `After the swap: ${p.message}`) };
  return { ok: true, deck: after, swapped: swap.in.length };
}

const bracket = (level: number | undefined): number => ((level ?? 4) <= 4 ? 0 : (level ?? 4) <= 6 ? 1 : 2);
const atkOf = (c: CardFacts | undefined): number => c?.atk ?? 0;
const isMainMonster = (c: CardFacts | undefined): c is CardFacts => !!c && c.frame !== 'spell' && c.frame !== 'trap' && !EXTRA_DECK_FRAMES.has(c.frame);

/** The bot's swap for the next Duel (see the module comment); empty when the rule finds nothing to change. */
export function botSideSwap(deck: MatchDeck, seenOfPlayer: readonly number[], db: CardDb, format: FormatId, maxSwaps = 3): SideSwap {
  const threat = Math.max(0, ...seenOfPlayer.map((p) => db.byPasscode(p)).filter(isMainMonster).map(atkOf));
  const swap: { in: number[]; out: number[] } = { in: [], out: [] };
  if (threat === 0) return swap;
  const outs = deck.main
    .map((p) => db.byPasscode(p))
    .filter(isMainMonster)
    .filter((c) => atkOf(c) < threat)
    .sort((a, b) => atkOf(a) - atkOf(b) || a.passcode - b.passcode);
  let ins = deck.side
    .map((p) => db.byPasscode(p))
    .filter(isMainMonster)
    .sort((a, b) => atkOf(b) - atkOf(a) || a.passcode - b.passcode);
  for (const out of outs) {
    if (swap.in.length >= maxSwaps) break;
    const at = ins.findIndex((c) => bracket(c.level) === bracket(out.level) && atkOf(c) > atkOf(out));
    if (at < 0) continue;
    const candidate = { in: [...swap.in, ins[at]!.passcode], out: [...swap.out, out.passcode] };
    const tried = applySideSwap(deck, candidate, db, format);
    if (!tried.ok) continue;
    swap.in = candidate.in;
    swap.out = candidate.out;
    ins = [...ins.slice(0, at), ...ins.slice(at + 1)];
  }
  return swap;
}

/** What `bot` can see of `human`'s cards in `state` (a finished Duel: their Graveyard, banished and face-up cards), by passcode. */
export function seenOfPlayer(state: DuelState, human: PlayerId, bot: PlayerId): number[] {
  return learn(NO_KNOWLEDGE, state, [], bot)
    .seen.map((id) => state.cards[id]!)
    .filter((c) => c.owner === human)
    .map((c) => c.passcode);
}
