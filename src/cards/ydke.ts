/**
 * `ydke://` deck URLs (used by EDOPro, YGOPRODeck and Discord bots): after the scheme come
 * three standard-base64 segments, Main, Extra and Side, separated by `!`. Each segment
 * decodes to the passcodes as little-endian uint32s. Writers usually end the URL with a
 * `!`, so a trailing one is accepted.
 */
import { DECK_SECTIONS, MAX_PASSCODE, emptyDeck, type DeckList, type DeckSection } from './ydk.js';

export const YDKE_PREFIX = 'ydke://';

export type YdkeProblemCode = 'BAD_PREFIX' | 'SEGMENT_COUNT' | 'BAD_BASE64' | 'BAD_LENGTH';

export interface YdkeProblem {
  code: YdkeProblemCode;
  /** The deck part the problem is in, when it is in one. */
  section?: DeckSection;
  message: string;
}

export type YdkeParseResult = { ok: true; deck: DeckList } | { ok: false; problems: YdkeProblem[] };

const BYTES_PER_PASSCODE = 4;
const BASE64_BODY = /^[A-Za-z0-9+/]*$/;

/** True when the text looks like a ydke:// URL (scheme compared case-insensitively). */
export function isYdkeUrl(text: string): boolean {
  return text.trim().toLowerCase().startsWith(YDKE_PREFIX);
}

export function parseYdke(url: string): YdkeParseResult {
  const trimmed = url.trim();
  if (!isYdkeUrl(trimmed)) {
    const start = trimmed.slice(0, YDKE_PREFIX.length);
    return fail({ code: 'BAD_PREFIX', message: `A ydke URL starts with "${YDKE_PREFIX}", not "${start}".` });
  }

  const segments = trimmed.slice(YDKE_PREFIX.length).split('!');
  if (segments.length === 4 && segments[3] === '') segments.pop(); // the customary trailing "!"
  if (segments.length !== 3) {
    return fail({
      code: 'SEGMENT_COUNT',
      message: `A ydke URL holds 3 parts (Main, Extra, Side) separated by "!", but this one has ${segments.length}.`,
    });
  }

  const deck = emptyDeck();
  const problems: YdkeProblem[] = [];
  DECK_SECTIONS.forEach((section, index) => {
    const decoded = decodeSegment(segments[index] ?? '', section);
    if (decoded.ok) deck[section] = decoded.passcodes;
    else problems.push(decoded.problem);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, deck };
}

export function exportYdke(deck: DeckList): string {
  const segments = DECK_SECTIONS.map((section) => encodeSegment(deck[section], section));
  return `${YDKE_PREFIX}${segments.join('!')}!`;
}

type SegmentResult = { ok: true; passcodes: number[] } | { ok: false; problem: YdkeProblem };

function decodeSegment(segment: string, section: DeckSection): SegmentResult {
  const where = `the ${sectionName(section)} part`;
  // Buffer.from(…, 'base64') silently skips characters it does not know, which would
  // turn a mangled URL into a different deck; check the text ourselves first.
  const body = segment.replace(/={1,2}$/, '');
  const padded = body.length !== segment.length;
  if (!BASE64_BODY.test(body) || body.length % 4 === 1 || (padded && segment.length % 4 !== 0)) {
    return {
      ok: false,
      problem: { code: 'BAD_BASE64', section, message: `${capitalise(where)} of the ydke URL is not valid base64: "${segment}".` },
    };
  }

  const bytes = Buffer.from(body, 'base64');
  if (bytes.length % BYTES_PER_PASSCODE !== 0) {
    return {
      ok: false,
      problem: {
        code: 'BAD_LENGTH',
        section,
        message: `${capitalise(where)} of the ydke URL decodes to ${bytes.length} bytes, which is not a multiple of 4 (each passcode takes 4 bytes).`,
      },
    };
  }

  const passcodes: number[] = [];
  for (let offset = 0; offset < bytes.length; offset += BYTES_PER_PASSCODE) {
    passcodes.push(bytes.readUInt32LE(offset));
  }
  return { ok: true, passcodes };
}

function encodeSegment(passcodes: readonly number[], section: DeckSection): string {
  const bytes = Buffer.alloc(passcodes.length * BYTES_PER_PASSCODE);
  passcodes.forEach((passcode, index) => {
    // A passcode that is not a uint32 cannot come from any parser here: a caller bug.
    if (!Number.isInteger(passcode) || passcode < 0 || passcode > MAX_PASSCODE) {
      throw new RangeError(`exportYdke: ${sectionName(section)} entry ${index} is not a passcode: ${passcode}`);
    }
    bytes.writeUInt32LE(passcode, index * BYTES_PER_PASSCODE);
  });
  return bytes.toString('base64');
}

function sectionName(section: DeckSection): string {
  return section === 'main' ? 'Main Deck' : section === 'extra' ? 'Extra Deck' : 'Side Deck';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fail(problem: YdkeProblem): YdkeParseResult {
  return { ok: false, problems: [problem] };
}
