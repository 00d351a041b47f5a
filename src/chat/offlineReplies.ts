/**
 * What the session says without a model: short banter lines, the lead of a refusal,
 * the lists of options and the hand. Output text for people, not prompts.
 */
import type { Option } from '../engine/types.js';
import type { CardView } from '../engine/view.js';

const RULE_BREAK: [RegExp, string] = 
  [/\b(?:lp|life ?points?|ignore the rules|cheat|twice|two attacks|extra (?:attack|turn|summon)|undo|take (?:it|that) back|let me win|rule break|break the rules)\b/i,
    'Nice try. The referee keeps the score, and it only lets either of us do what the rules allow.'];
const OFFLINE_BANTER: [RegExp, string][] = [
  RULE_BREAK,
  [/^(?:hi|hello|hey|yo|howdy|good (?:morning|evening|afternoon))\b/i, 'Hey! Good to have you across the table.'],
  [/\b(?:thanks|thank you|thx|ty)\b/i, 'Any time.'],
  [/\b(?:nice|good|great|well played|wp|wow|cool|awesome|impressive|clever|gg)\b/i, "Thanks! Don't get comfortable, though."],
  [/\b(?:crush|destroy you|going down|you(?:'re| are) (?:done|finished)|beat you|wreck|you lose)\b/i, "We'll see about that."],
];
const OFFLINE_DEFAULT_BANTER = 'Ha. Let\'s keep playing. (Type "help" to see your options.)';
const OFFLINE_REFUSAL_LEADS = ["Can't do that one.", 'Hold on, the referee says no.', 'Not so fast.'];

export const HIDDEN_HAND_REPLY = 'Nice try. My hand stays hidden until the cards hit the table.';
export const CONCEDE_HINT = 'To give up the duel, say "I concede".';

/** The refusal of a message asking to bend the rules (change LP, undo, attack twice), or null. */
export function ruleBreakBanter(text: string): string | null {
  return RULE_BREAK[0].test(text) ? RULE_BREAK[1] : null;
}

export function offlineBanter(text: string): string {
  for (const [pattern, reply] of OFFLINE_BANTER) if (pattern.test(text)) return reply;
  return OFFLINE_DEFAULT_BANTER;
}

/** The lead of a refusal; `key` varies it along the duel without a random number. */
export function refusalLead(key: number): string {
  return OFFLINE_REFUSAL_LEADS[Math.abs(key) % OFFLINE_REFUSAL_LEADS.length]!;
}

/**
 * A numbered list of options in players' words (the number answers). `commandOf`: also the
 * command that picks each one ("help" teaches them), shown only where it is words a player
 * would type, never an option id such as `choose:0`. `pad` aligns numbers for long lists.
 */
export function optionList(title: string, options: readonly Option[], commandOf?: (o: Option) => string, pad = false): string {
  const lines = [title];
  options.forEach((o, i) => {
    const command = commandOf?.(o);
    const typed = command !== undefined && command !== o.id && !command.includes(':') ? `  (type "${command}")` : '';
    lines.push(`  ${pad ? String(i + 1).padStart(2) : i + 1}. ${o.label}${typed}`);
  });
  return lines.join('\n');
}

/** "help": every option of the human's, or why there are none. */
export function optionsText(options: readonly Option[], commandOf: (o: Option) => string, why: { over: boolean; charName: string }): string {
  if (options.length === 0) return why.over ? 'The duel is over.' : `It is not your decision right now: ${why.charName} is playing.`;
  return [
    optionList('Your options (type the number or the command):', options, commandOf, true),
    'Also: "board", "graveyard", "hand", a rules question, or "I concede".',
  ].join('\n');
}

export function handText(hand: readonly CardView[]): string {
  if (hand.length === 0) return 'Your hand is empty.';
  const lines = [`Your hand (${hand.length}):`];
  hand.forEach((c, i) => {
    const stats = c.kind === 'monster' ? ` (Level ${c.level ?? '?'}, ${c.atk ?? '?'} ATK / ${c.def ?? '?'} DEF)` : c.kind ? ` (${c.kind})` : '';
    lines.push(`  h${i + 1}. ${c.name ?? 'a card'}${stats}`);
  });
  return lines.join('\n');
}
