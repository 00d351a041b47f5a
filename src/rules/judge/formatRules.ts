/**
 * "In GOAT, does the player going first draw on turn 1?": a rule that differs between
 * formats, answered from the format the engine plays (engine/format.ts), not from a
 * sentence that covers every era at once. Only questions that name a format reach this.
 */
import { FORMATS, type Format, type FormatId } from '../../engine/format.js';
import type { Answer } from '../answer/types.js';
import { sectionsFor } from '../answer/types.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';

interface FormatFact {
  asks: RegExp;
  /** The yes/no and the sentence, from the format's own setting. */
  says(f: Format): { yes: boolean | null; line: string };
  sections: string[];
}

const FACTS: readonly FormatFact[] = [
  {
    asks: /\b(?:draw|draws|drawing)\b.*\b(?:first|1st|turn ?(?:1|one))\b|\b(?:first|1st|going first)\b.*\bdraw/,
    says: (f) => ({ yes: f.firstPlayerDrawsOnFirstTurn, line: `the player going first ${f.firstPlayerDrawsOnFirstTurn ? 'draws' : 'does not draw'} in the Draw Phase of the duel's first turn` }),
    sections: ['turn.first-turn', 'turn.draw'],
  },
  {
    asks: /\b(?:attack|battle)\w*\b.*\b(?:first turn|turn ?(?:1|one))\b/,
    says: (f) => ({ yes: f.firstPlayerMayBattleOnFirstTurn, line: `the player going first ${f.firstPlayerMayBattleOnFirstTurn ? 'may' : 'may not'} conduct a Battle Phase on the duel's first turn` }),
    sections: ['turn.first-turn'],
  },
  {
    asks: /\b(?:starting|start with|begin with)\b.*\b(?:lp|life)\b|\bhow much (?:lp|life)\b/,
    says: (f) => ({ yes: null, line: `each player starts with ${f.startingLp} Life Points` }),
    sections: ['duel.setup'],
  },
  {
    asks: /\bhand (?:size|limit)\b/,
    says: (f) => ({ yes: null, line: `the hand size limit at the end of the turn is ${f.handLimit} cards` }),
    sections: ['turn.hand-limit'],
  },
];

/** The answer from the named format's setting, or null when the question names no format or no setting here. */
export function formatRuleAnswer(reading: QuestionReading, reference: RulesReference): Answer | null {
  const id = reading.format === 'goat' || reading.format === 'classic' || reading.format === 'modern' ? (reading.format as FormatId) : null;
  if (!id) return null;
  const fact = FACTS.find((f) => f.asks.test(reading.text));
  if (!fact) return null;
  const format = FORMATS[id];
  const said = fact.says(format);
  const ask = reading.kind === 'can' || reading.kind === 'does' || reading.kind === 'other';
  const verdict = ask && said.yes !== null ? (said.yes ? 'Yes: ' : 'No: ') : '';
  const { citations, sections } = sectionsFor(reference, [...fact.sections, 'format.differences']);
  const text = `${verdict}in ${format.name}, ${said.line} (the rules the engine plays for that format).`;
  return { kind: 'rules', text: text[0]!.toUpperCase() + text.slice(1), citations, sections, source: 'offline' };
}
