/**
 * What the persona says about the score at the start of a Duel after the first one of a
 * Match, and at the end of a Match. Picked by where the Match stands, one line each, the
 * player named; our own words.
 */
import { score, type MatchState, type Seat } from './match.js';

export function scoreReaction(m: MatchState, userName: string, chooser: Seat | null, first: 'you' | 'bot' | 'coin'): string {
  const s = score(m);
  const n = m.duels.length;
  const who = first === 'coin' ? 'The last one was a draw, so a coin decides who starts.' : chooser === 'you' ? `You chose to ${first === 'you' ? 'go first' : 'let me start'}.` : chooser === 'bot' ? `I'll ${first === 'bot' ? 'go first' : 'let you start'} this time.` : '';
  let mood: string;
  if (s.you === s.bot) mood = s.you === 0 ? `Duel ${n}, nothing on the board yet. Fresh start, ${userName}.` : `${s.you}-${s.bot}. All square: this one decides it.`;
  else if (s.you > s.bot) mood = `${s.you}-${s.bot} to you, ${userName}. I need this one, so no more easy openings.`;
  else mood = `${s.bot}-${s.you} to me. Don't worry, there's still a game in it.`;
  return `${mood} ${who} (Duel ${n}${m.bestOf === 3 ? ' of 3' : ''}.)`.replace(/\s+/g, ' ').trim();
}

export function matchOverLine(m: MatchState, winner: Seat | 'draw', userName: string): string {
  const s = score(m);
  if (winner === 'draw') return `The Match ends level at ${s.you}-${s.bot}. Say "rematch" for another.`;
  return winner === 'you'
    ? `That's the Match: ${s.you}-${s.bot} to you, ${userName}. Well played. Say "rematch" for another.`
    : `That's the Match, ${s.bot}-${s.you} to me. Good games. Say "rematch" if you want your revenge.`;
}
