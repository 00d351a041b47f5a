/**
 * "When do I gain LP from Snatch Steal?", "whose Standby Phase?", "who gets the life
 * points?": a card whose Life Point changes come later, in a phase of a turn, answered from the
 * card played on the probe board and the turns played on after it (cardProbe.ts, lpLater):
 * whose Life Points change, by how much, on whose turns and in which phase, as the engine did it.
 */
import type { CardFacts } from '../../cards/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import type { LaterLp, PlayedFacts } from '../cardProbe.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { QUOTED_MARKER } from './cardQuestion.js';

const LP_WORDS = /\b(?:lp|life|life ?points?|gains?|gaining|heal\w*|burn\w*|recover\w*)\b/;
const WHEN_WORDS = /\bon (?:my|his|her|your|their|opp\w*) turns?\b|\bwhen\b|\bwhich (?:standby|phase|turn|player)\b|\bwhose\b|\bwho\b|\bwhat phase\b|\b(?:every|each) turn\b|\bhow often\b|\bwhich one\b|\bstandby\b/;
const PHASE: Readonly<Record<string, string>> = { draw: 'Draw Phase', standby: 'Standby Phase', main1: 'Main Phase 1', battle: 'Battle Phase', main2: 'Main Phase 2', end: 'End Phase' };

/** The change that happened most often in the turns played on (the card's repeating effect). */
function usual(later: readonly LaterLp[]): { lp: LaterLp; times: number } | null {
  const counts = new Map<string, { lp: LaterLp; times: number }>();
  for (const l of later) {
    const key = `${l.who}:${l.amount}:${l.turnOf}:${l.phase}`;
    const c = counts.get(key) ?? { lp: l, times: 0 };
    c.times++;
    counts.set(key, c);
  }
  return [...counts.values()].sort((a, b) => b.times - a.times)[0] ?? null;
}

export function lpTimingAnswer(reading: QuestionReading, reference: RulesReference, play: (card: CardFacts) => PlayedFacts | null): Answer | null {
  if (reading.cards.length !== 1 || !LP_WORDS.test(reading.text) || !WHEN_WORDS.test(reading.text)) return null;
  const card = reading.cards[0]!.card;
  const played = play(card);
  const found = played?.activated ? usual(played.lpLater) : null;
  if (!found) return null;
  const { lp } = found;
  const whose = (w: 'own' | 'opponent', cap = false): string => (w === 'own' ? (cap ? 'You' : 'you') : cap ? 'Your opponent' : 'your opponent');
  const verb = lp.amount > 0 ? (lp.who === 'own' ? 'gain' : 'gains') : lp.who === 'own' ? 'lose' : 'loses';
  const turns = lp.turnOf === 'own' ? 'your own turns' : "your opponent's turns";
  const other = played!.lpLater.some((l) => l.turnOf !== lp.turnOf) ? '' : `; never on ${lp.turnOf === 'own' ? "your opponent's" : 'your own'} turns`;
  // "When do I gain ...?" when it is the opponent who gains: the premise is corrected first.
  const asker = /\b(?:do|does|will|would|can|did)\s+(i|he|she|they|my opponent|opp\w*)\s+(?:\w+\s+)?(?:gain|get|heal|recover|lose|take)/.exec(reading.text)?.[1];
  const askerSide = asker ? (asker === 'i' ? 'own' : 'opponent') : null;
  const yesNo = reading.kind === 'does' || reading.kind === 'can';
  const turnWord = /\bon (my|his|her|your|their|opp\w*) turns?\b/.exec(reading.text)?.[1];
  const turnAsked = turnWord ? (turnWord === 'my' ? 'own' : 'opponent') : null;
  const wrong = (askerSide !== null && askerSide !== lp.who) || (turnAsked !== null && turnAsked !== lp.turnOf);
  const lead = wrong ? `${yesNo ? 'No' : `Not ${askerSide === 'own' ? 'you' : 'your opponent'}`}: ` : yesNo ? 'Yes: ' : '';
  const line = `${lead}${whose(lp.who, !lead)} ${verb} ${Math.abs(lp.amount)} Life Points in the ${PHASE[lp.phase] ?? lp.phase} of each of ${turns}, for as long as ${card.name} stays on the field (played in the engine: ${card.name} was activated and the turns played on; each time it happened was in ${lp.turnOf === 'own' ? 'your' : "your opponent's"} ${PHASE[lp.phase] ?? lp.phase}${other}).`;
  const { citations, sections } = sectionsFor(reference, [lp.phase === 'standby' ? 'turn.standby' : 'turn.phases', 'term.effects-that-count']);
  const text = [line, '', QUOTED_MARKER, `- Card: ${card.name}: ${card.text}`, ...sections.map((s) => `- ${s.title} [${s.id}]: ${s.lead}`)].join('\n');
  return { kind: 'card', text, citations, sections, source: 'engine', card };
}
