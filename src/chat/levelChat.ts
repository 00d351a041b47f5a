/**
 * The bot's level in chat: a phrase that asks for another level ("go easy on me", "play
 * your best", "normal difficulty") changes it, and the persona confirms in one line. Only
 * a message that is about the level as a whole is read so ("easy" alone is not: it could
 * be an answer to something else), so a move is never taken for a level request.
 * Also the persona's own default level (`extensions.duel_companion.bot_level`).
 */
import { PLAY_LEVELS, type PlayLevel } from '../bot/levels.js';
import type { Persona } from '../llm/persona.js';

const PHRASES: readonly (readonly [PlayLevel, RegExp])[] = [
  ['easy', /\b(go|play|take it) (easy|easier|gentle|soft)( on me)?\b|\bbe (gentle|nice|easy)( on me)?\b|\b(easy|easier) (mode|difficulty|level)\b|\b(play|go) (worse|weaker)\b|\bless hard\b/],
  ['strong', /\bplay (your|you're|ur) (best|hardest|strongest)\b|\b(don'?t|do not) hold back\b|\bgo all out\b|\b(hard|strong|hardest|max(imum)?) (mode|difficulty|level)\b|\bplay (harder|stronger|for real|seriously)\b|\btry (your )?(hardest|harder)\b/],
  ['normal', /\b(normal|medium|regular|default) (mode|difficulty|level|strength)\b|\bplay normal(ly)?\b|\bback to normal\b/],
];

/** The level a message asks for, or null when it asks for none. Questions about a level ("is easy mode on?") ask for none. */
export function levelAskedFor(text: string): PlayLevel | null {
  const t = text.toLowerCase().replace(/[’`]/g, "'").trim();
  if (t.length > 120 || /^(is|are|what|which|how)\b/.test(t)) return null;
  for (const [level, re] of PHRASES) if (re.test(t)) return level;
  return null;
}

const SAID: Record<PlayLevel, { to: string; already: string }> = {
  easy: { to: "Sure, I'll ease off from here and play a looser game.", already: "I'm already taking it easy, promise." },
  normal: { to: "Alright, back to my usual game from here.", already: "That's my usual game already." },
  strong: { to: "You asked for it: I'm playing my best from here, thinking every move through.", already: "I'm already playing my best." },
};

/** The confirmation line for a change to `to` (from `from`), with the level named so the change is plain. */
export function levelLine(from: PlayLevel, to: PlayLevel): string {
  const said = from === to ? SAID[to].already : SAID[to].to;
  return `${said} (Opponent level: ${to}.)`;
}

/** The persona's own level, when its card names one (`extensions.duel_companion.bot_level`). */
export function personaLevel(persona: Persona): PlayLevel | null {
  const ext = (persona.extra?.extensions as Record<string, unknown> | undefined)?.duel_companion as Record<string, unknown> | undefined;
  const level = ext?.bot_level;
  return typeof level === 'string' && (PLAY_LEVELS as readonly string[]).includes(level) ? (level as PlayLevel) : null;
}

/** What a Match phrase asks the page to do (it holds the Match controls: who goes first, the Side Deck). */
export type MatchRequest = 'rematch' | 'best-of-three' | 'side';

const MATCH_PHRASES: readonly (readonly [MatchRequest, RegExp])[] = [
  ['best-of-three', /\b(best|bo) ?(of )?(three|3)\b|\bmake it a (match|bo3)\b/],
  ['side', /\blet me side\b|\b(i want to|can i|let me|time to) side( deck)?\b|\bside deck(ing)? time\b/],
  ['rematch', /^(rematch|again|run it back|one more( duel| game)?|next (duel|game))[!.?]*$|\b(let'?s|want a|how about a) (rematch|another (duel|game))\b/],
];

/** The Match request a message makes, or null. */
export function matchAskedFor(text: string): MatchRequest | null {
  const t = text.toLowerCase().replace(/[’`]/g, "'").trim();
  if (t.length > 120) return null;
  for (const [request, re] of MATCH_PHRASES) if (re.test(t)) return request;
  return null;
}

export function matchRequestLine(request: MatchRequest, duelOver: boolean): string {
  if (request === 'best-of-three') return 'Best of three it is: first to two Duels takes the Match.';
  if (!duelOver) return request === 'side' ? "We side between Duels: let's finish this one first (or concede it)." : "Let's finish this one first (or concede it), then we go again.";
  return request === 'side' ? 'Sure, take your time with your Side Deck: swap what you like, same number in as out.' : "Run it back? I'm in.";
}
