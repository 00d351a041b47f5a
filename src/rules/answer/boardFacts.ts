/**
 * Questions about what the table shows ("how much LP does Kip have?", "how many cards are
 * left in my Deck?", "what's in your hand?", "what's in his Graveyard?"), answered from the
 * asking player's view. Counts and public cards only: a card the player cannot see is said
 * to be hidden, never named or hinted at.
 */
import type { CardView, DuelView, PlayerView } from '../../engine/view.js';
import type { Answer, DuelContext } from './types.js';

type Topic = 'lp' | 'hand' | 'deck' | 'graveyard' | 'banished';
type Whose = 'mine' | 'theirs' | 'both';

const ASKS = /^(?:how (?:much|many)|what(?:'s| is| are|s)?|whats|who(?:'s| has| is)|which|tell me|show me|do (?:i|you)|does|is|are|can i see|list)\b|\?\s*$/;

const TOPICS: [Topic, RegExp][] = [
  ['lp', /\b(?:lp|life(?: ?points?)?|health|hp)\b/],
  ['graveyard', /\b(?:graveyard|grave|gy)\b/],
  ['banished', /\b(?:banished|removed from play|banish zone)\b/],
  ['deck', /\bdeck\b/],
  ['hand', /\bhand\b|\bcards? (?:do|does) (?:\w+ )?(?:have|hold)\b|\bholding\b/],
];

/** Whose pile the question means. In this chat "you" is the bot the player talks to. */
function whoseOf(q: string): Whose {
  const mine = /\b(?:i|me|my|mine|i've|i'm)\b/.test(q);
  const theirs = /\b(?:you|your|yours|he|his|him|she|her|they|their|them|opponent'?s?|bot'?s?|kip'?s?|enemy|other player)\b|\b\w+'s\b/.test(q);
  if (mine && !theirs) return 'mine';
  if (theirs && !mine) return 'theirs';
  return 'both';
}

const names = (cards: readonly CardView[]): string[] => cards.map((c) => c.name ?? 'a hidden card');

function listed(cards: readonly CardView[]): string {
  return cards.length === 0 ? 'nothing' : `${cards.length}: ${names(cards).join(', ')}`;
}

function sentence(topic: Topic, side: PlayerView, mine: boolean): string {
  const who = mine ? 'You' : 'Your opponent';
  const have = mine ? 'have' : 'has';
  switch (topic) {
    case 'lp':
      return `${who} ${have} ${side.lp} LP.`;
    case 'deck':
      return `${who} ${have} ${side.deckCount} cards left in the Deck${mine ? '' : ' (its order is hidden from both players)'}.`;
    case 'graveyard':
      return `${mine ? 'Your' : "Your opponent's"} Graveyard holds ${listed(side.graveyard)}.`;
    case 'banished':
      return `${mine ? 'Your' : "Your opponent's"} banished cards: ${listed(side.banished)}.`;
    case 'hand':
      if (mine) return `Your hand holds ${listed(side.hand)}.`;
      return `Your opponent holds ${side.handCount} card${side.handCount === 1 ? '' : 's'} in hand. Which cards they are stays hidden from you until they are played or revealed.`;
  }
}

/** The answer to a question about LP, hand, Deck, Graveyard or banished cards; null for any other question. */
export function boardFactAnswer(question: string, duel: DuelContext): Answer | null {
  const q = question.toLowerCase().replace(/[\u2018\u2019]/g, "'").trim();
  if (!ASKS.test(q)) return null;
  // "what happens if…", "can I attack…", "how does … work": questions about play, not counts.
  if (/\b(?:happen|attack\w*|summon\w*|activate|destroy\w*|work|mean|rule|allowed|legal|can i (?!see))\b/.test(q)) return null;
  const topics = TOPICS.filter(([, re]) => re.test(q)).map(([t]) => t);
  if (topics.length === 0) return null;
  const view: DuelView = duel.engine.view(duel.state, duel.player);
  const whose = whoseOf(q);
  const lines: string[] = [];
  for (const topic of topics) {
    if (whose !== 'theirs') lines.push(sentence(topic, view.you, true));
    if (whose !== 'mine') lines.push(sentence(topic, view.opponent, false));
  }
  return { kind: 'duel', text: lines.join(' '), citations: [], sections: [], source: 'engine' };
}
