/**
 * How a card comes to the field, from its facts sheet: Tributes by Level, Special
 * Summon-only monsters (Toons, Ritual and Extra Deck monsters), Fusion Materials, the
 * Ritual Spell its text names, and whether the script lets it be Tributed.
 */
import { tributeSentence } from '../answer/cards.js';
import type { CardFactSheet } from '../cardFacts.js';
import type { QuestionReading } from '../question/read.js';
import type { Ruled } from './cardTiming.js';

const verdict = (yes: boolean, ask: boolean): string => (ask ? (yes ? 'Yes: ' : 'No: ') : '');

/** Names the card's text quotes ("Black Illusion Ritual", "Toon World"). */
function quotedNames(text: string): string[] {
  return [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

function specialOnlyLine(sheet: CardFactSheet): string | null {
  const { card, summon } = sheet;
  if (card.frame === 'fusion') {
    const materials = summon.materials.length ? summon.materials.join(' + ') : quotedNames(card.text).join(' + ') || 'the materials its text lists';
    return `${card.name} is a Fusion Monster: it starts in the Extra Deck and is Fusion Summoned with Polymerization, sending ${materials} from your hand or field to the Graveyard.`;
  }
  if (card.frame === 'ritual') {
    const spell = quotedNames(card.text).find((n) => n !== card.name);
    return `${card.name} is a Ritual Monster: it is Ritual Summoned from your hand with its Ritual Spell${spell ? `, ${spell}` : ''}, by Tributing monsters whose Levels add up to at least its Level ${card.level ?? ''}.`.replace(' .', '.');
  }
  if (summon.toon) {
    const text = card.text ? ` (its text: ${card.text})` : '.';
    return `${card.passcode === 0 ? 'A Toon monster' : card.name} cannot be Normal Summoned or Set: it is a Toon monster, Special Summoned from your hand while you control Toon World${text}`;
  }
  if (summon.specialOnly) return `${card.name} cannot be Normal Summoned or Set: it can only be Special Summoned, as its text says.`;
  return null;
}

/** "How do I summon X?" */
export function howSummonRuled(sheet: CardFactSheet): Ruled | null {
  const special = specialOnlyLine(sheet);
  if (special) return { lines: [special], ids: summonIds(sheet) };
  const tribute = tributeSentence(sheet.card);
  return tribute ? { lines: [tribute], ids: ['summon.tribute', 'summon.normal'] } : null;
}

function summonIds(sheet: CardFactSheet): string[] {
  const f = sheet.card.frame;
  return f === 'fusion' ? ['summon.fusion', 'card.fusion-monster'] : f === 'ritual' ? ['summon.ritual', 'card.ritual-monster'] : ['summon.special'];
}

/**
 * "Can I Special Summon Flame Swordsman without Polymerization?": a Fusion or Ritual Monster is
 * the thing summoned, not a card that reacts to a Summon, so its own way of coming out answers
 * (No when the question leaves out what that way needs). Null for other cards.
 */
export function ownSpecialSummonRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (sheet.card.frame !== 'fusion' && sheet.card.frame !== 'ritual') return null;
  const special = specialOnlyLine(sheet);
  if (!special) return null;
  const without = /\bwithout\b|\bno (?:poly\w*|ritual)\b|\bexcept\b/.test(reading.text);
  return { lines: [`${verdict(!without, ask)}${special}`], ids: summonIds(sheet) };
}

/** "Can I Normal Summon / Set X (without Tributes)?" */
export function normalSummonRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (sheet.card.frame === 'spell' || sheet.card.frame === 'trap') return null;
  const special = specialOnlyLine(sheet);
  if (special) return { lines: [`${verdict(false, ask)}${special}`], ids: summonIds(sheet) };
  const tribute = tributeSentence(sheet.card);
  if (!tribute) return null;
  const needs = (sheet.card.level ?? 0) >= 5;
  const without = /\bwithout\b|\bno tribut/.test(reading.text);
  const yes = without ? !needs : true;
  return { lines: [`${verdict(yes, ask)}${tribute}`], ids: ['summon.tribute', 'summon.normal'] };
}

/** "Can I Tribute X?" / "how many Tributes for X?" */
export function tributeRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  if (sheet.summon.cannotBeTributed) {
    return { lines: [`${verdict(false, ask)}${sheet.card.name} cannot be Tributed for a Tribute Summon (from its script).`], ids: ['summon.tribute'] };
  }
  if (sheet.summon.tokenCannotBeTributed && /\btokens?\b|\bsheep\b/.test(reading.text)) {
    return { lines: [`${verdict(false, ask)}the Tokens ${sheet.card.name} makes cannot be Tributed for a Tribute Summon (from the Token's script: cannot be Tributed).`], ids: ['summon.tribute', 'rules.tokens'] };
  }
  return normalSummonRuled(sheet, reading, ask);
}

const SUMMON_KINDS = ['special', 'flip', 'tribute', 'normal'] as const;

/** "Does Trap Hole work if he Sets a monster?": which Summons a Spell or Trap answers, from its words. */
export function summonKindRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  const words = [...sheet.effects.flatMap((e) => e.targets.map((t) => t.what)), sheet.hasText ? sheet.card.text : ''].join(' ').toLowerCase();
  const covers = SUMMON_KINDS.filter((k) => new RegExp(`\\b${k}(?: or \\w+)? summon`).test(words) || (k === 'flip' && /\bflip summon/.test(words)));
  if (covers.length === 0) return null;
  const asked = /\bsets?\b|\bsetting\b/.test(reading.text) ? 'set' : SUMMON_KINDS.find((k) => reading.text.includes(`${k} summon`)) ?? null;
  if (!asked) return null;
  const list = covers.map((k) => `${k[0]!.toUpperCase()}${k.slice(1)} Summons`).join(' and ');
  if (asked === 'set') {
    return { lines: [`${verdict(false, ask)}${sheet.card.name} answers ${list} only, and a Set is not a Summon (${sheet.scripted ? 'from its script and text' : 'from its text'}).`], ids: ['summon.set', 'summon.normal'] };
  }
  const yes = covers.includes(asked) || (asked === 'tribute' && covers.includes('normal'));
  return { lines: [`${verdict(yes, ask)}${sheet.card.name} answers ${list}${yes ? '' : `, not a ${asked[0]!.toUpperCase()}${asked.slice(1)} Summon`}.`], ids: ['summon.overview'] };
}
