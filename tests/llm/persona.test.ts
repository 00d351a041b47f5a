import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PERSONA_MAX_FILE_BYTES,
  PERSONA_MAX_TEXT_CHARS,
  ROOT_EXTRA_KEY,
  exportPersonaV2,
  importPersona,
  importPersonaFile,
  importPersonaJson,
  importPersonaPng,
  loadDefaultPersona,
  personaCharName,
  personaFromCard,
  readPngTextChunks,
  renderPersona,
  renderPersonaText,
  type Persona,
  type PersonaResult,
} from '../../src/llm/persona.js';

// ---------------------------------------------------------------------------------
// Fixtures, built here

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

function textChunk(keyword: string, text: string): Buffer {
  return pngChunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]));
}

/** A 1x1 8-bit greyscale PNG with the given tEXt chunks between IHDR and IDAT. */
function makePng(texts: Array<[keyword: string, text: string]>): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  // compression, filter, interlace: 0
  const idat = deflateSync(Buffer.from([0, 0x80])); // filter byte "none", one grey pixel
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...texts.map(([k, t]) => textChunk(k, t)),
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

const b64 = (card: unknown): string => Buffer.from(JSON.stringify(card), 'utf8').toString('base64');

const V1_CARD = {
  name: 'Mara',
  description: '<BOT> runs a tidy Spellcaster deck and keeps score on a notepad.',
  personality: 'patient, precise',
  scenario: '<USER> meets <bot> at a regional qualifier.',
  first_mes: 'Hi <USER>, I am <BOT>. Shall we?',
  mes_example: '<START>\n<USER>: ready?\n<BOT>: Always.',
  // unknown to us: kept
  avatar: 'none',
  chat: 'Mara - 2023-5-1 @12h 00m 00s',
  create_date: '2023-5-1 @12h 00m 00s',
  talkativeness: '0.5',
};

const V2_CARD = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  // SillyTavern-style root: V1 mirrors (dropped, data wins) and app fields (kept)
  name: 'Stale Mirror Name',
  description: 'stale',
  fav: false,
  create_date: '2024-1-2 @10h 11m 12s',
  data: {
    name: 'Tobin',
    description: '{{char}} plays an old Warrior deck that {{user}} might recognise.',
    personality: 'cheerful, loud',
    scenario: 'A rematch between {{char}} and {{user}}.',
    first_mes: '*{{char}} cracks his knuckles.* Your move, {{user}}.',
    mes_example: '<START>\n{{user}}: hi\n{{char}}: Hey!',
    creator_notes: 'Made for testing.',
    system_prompt: 'Play {{char}}. Never reveal hidden cards.',
    post_history_instructions: 'Keep it short, {{char}}.',
    alternate_greetings: ['Yo {{user}}!', 'Back again, {{user}}?'],
    character_book: { name: 'Tobin lore', entries: [{ keys: ['warrior'], content: 'He loves Warriors.' }] },
    tags: ['warrior', 'loud'],
    creator: 'tester',
    character_version: '2.1',
    extensions: { depth_prompt: { depth: 4, prompt: 'stay loud' }, 'other-app': { colour: 'red' } },
    mood_meter: 7,
  },
};

const V3_CARD = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    name: 'Seraphina Vale',
    nickname: 'Sera',
    description: '{{char}} is a calm Fairy duelist.',
    personality: 'serene',
    scenario: '{{user}} challenges {{char}}.',
    first_mes: 'Welcome, {{user}}. I am {{char}}.',
    mes_example: '',
    creator_notes: 'English notes',
    creator_notes_multilingual: { en: 'English notes', fr: 'Notes en français' },
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: [],
    group_only_greetings: ['Hello, everyone.'],
    tags: ['fairy'],
    creator: 'tester',
    character_version: '3',
    extensions: { risuai: { bias: [] } },
    assets: [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }],
    source: ['https://example.test/cards/sera'],
    creation_date: 1_700_000_000,
    modification_date: 1_700_000_500,
    future_field: { anything: ['goes', 1, null] },
  },
};

function expectOk(result: PersonaResult): Persona {
  if (!result.ok) throw new Error(`expected import to succeed, got ${result.code}: ${result.error}`);
  return result.persona;
}

function expectRefused(result: PersonaResult) {
  if (result.ok) throw new Error(`expected a refusal, got persona ${result.persona.name}`);
  return result;
}

function withoutSource(p: Persona): Omit<Persona, 'source'> {
  const { source: _source, ...rest } = p;
  return rest;
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'persona-test-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------

describe('importing character cards', () => {
  it('imports a V1 JSON card, keeping its unknown fields', () => {
    const p = expectOk(importPersona(Buffer.from(JSON.stringify(V1_CARD))));
    expect(p.source).toEqual({ spec: 'v1', format: 'json' });
    expect(p.name).toBe('Mara');
    expect(p.description).toBe(V1_CARD.description);
    expect(p.personality).toBe('patient, precise');
    expect(p.scenario).toBe(V1_CARD.scenario);
    expect(p.firstMessage).toBe('Hi <USER>, I am <BOT>. Shall we?'); // stored raw
    expect(p.exampleMessages).toBe(V1_CARD.mes_example);
    expect(p.systemPrompt).toBe('');
    expect(p.postHistoryInstructions).toBe('');
    expect(p.alternateGreetings).toEqual([]);
    expect(p.extra).toEqual({
      avatar: 'none',
      chat: V1_CARD.chat,
      create_date: V1_CARD.create_date,
      talkativeness: '0.5',
    });
    // the string entry point gives the same result
    expect(importPersonaJson(JSON.stringify(V1_CARD))).toEqual({ ok: true, persona: p });
  });

  it('imports a V2 JSON card: data fields mapped, everything else in extra', () => {
    const p = expectOk(importPersonaJson(JSON.stringify(V2_CARD)));
    expect(p.source).toEqual({ spec: 'v2', format: 'json' });
    expect(p.name).toBe('Tobin'); // data wins over the stale root mirror
    expect(p.description).toBe(V2_CARD.data.description);
    expect(p.personality).toBe('cheerful, loud');
    expect(p.scenario).toBe(V2_CARD.data.scenario);
    expect(p.firstMessage).toBe(V2_CARD.data.first_mes);
    expect(p.exampleMessages).toBe(V2_CARD.data.mes_example);
    expect(p.systemPrompt).toBe('Play {{char}}. Never reveal hidden cards.');
    expect(p.postHistoryInstructions).toBe('Keep it short, {{char}}.');
    expect(p.alternateGreetings).toEqual(['Yo {{user}}!', 'Back again, {{user}}?']);
    expect(p.extra).toEqual({
      creator_notes: 'Made for testing.',
      character_book: V2_CARD.data.character_book,
      tags: ['warrior', 'loud'],
      creator: 'tester',
      character_version: '2.1',
      extensions: V2_CARD.data.extensions,
      mood_meter: 7,
      [ROOT_EXTRA_KEY]: { fav: false, create_date: V2_CARD.create_date },
    });
  });

  it('imports a V3 JSON card with its V3-only fields and nickname', () => {
    const p = expectOk(importPersona(JSON.stringify(V3_CARD)));
    expect(p.source).toEqual({ spec: 'v3', format: 'json' });
    expect(p.name).toBe('Seraphina Vale');
    expect(p.firstMessage).toBe('Welcome, {{user}}. I am {{char}}.');
    expect(p.alternateGreetings).toEqual([]);
    expect(p.extra.nickname).toBe('Sera');
    expect(p.extra.creator_notes_multilingual).toEqual({ en: 'English notes', fr: 'Notes en français' });
    expect(p.extra.group_only_greetings).toEqual(['Hello, everyone.']);
    expect(p.extra.assets).toEqual(V3_CARD.data.assets);
    expect(p.extra.source).toEqual(['https://example.test/cards/sera']);
    expect(p.extra.creation_date).toBe(1_700_000_000);
    expect(p.extra.modification_date).toBe(1_700_000_500);
    expect(p.extra.future_field).toEqual(V3_CARD.data.future_field);
    expect(p.extra.extensions).toEqual({ risuai: { bias: [] } });
    expect(p.extra[ROOT_EXTRA_KEY]).toBeUndefined();
    expect(personaCharName(p)).toBe('Sera');
    expect(renderPersona(p, { user: 'Alex' }).firstMessage).toBe('Welcome, Alex. I am Sera.');
  });

  it('imports a V2 card from a PNG chara chunk', () => {
    const png = makePng([
      ['Software', 'test-suite'],
      ['chara', b64(V2_CARD)],
    ]);
    const chunks = readPngTextChunks(png);
    expect(chunks).toEqual({
      ok: true,
      chunks: [
        { keyword: 'Software', text: 'test-suite' },
        { keyword: 'chara', text: b64(V2_CARD) },
      ],
    });
    const p = expectOk(importPersona(png));
    expect(p.source).toEqual({ spec: 'v2', format: 'png' });
    expect(p.name).toBe('Tobin');
    expect(withoutSource(p)).toEqual(withoutSource(expectOk(importPersonaJson(JSON.stringify(V2_CARD)))));
    expect(importPersonaPng(png)).toEqual({ ok: true, persona: p });
    // V1 cards also travel in a chara chunk
    const v1 = expectOk(importPersona(makePng([['chara', b64(V1_CARD)]])));
    expect(v1.source).toEqual({ spec: 'v1', format: 'png' });
    expect(v1.name).toBe('Mara');
  });

  it('imports a V3 card from a PNG ccv3 chunk (UTF-8 text survives base64)', () => {
    const p = expectOk(importPersona(makePng([['ccv3', b64(V3_CARD)]])));
    expect(p.source).toEqual({ spec: 'v3', format: 'png' });
    expect(p.name).toBe('Seraphina Vale');
    expect(p.extra.creator_notes_multilingual).toEqual({ en: 'English notes', fr: 'Notes en français' });
    expect(withoutSource(p)).toEqual(withoutSource(expectOk(importPersonaJson(JSON.stringify(V3_CARD)))));
  });

  it('prefers the ccv3 chunk when a PNG holds both, in either order', () => {
    const backfilled = { ...V2_CARD, data: { ...V2_CARD.data, name: 'Backfilled V2' } };
    for (const texts of [
      [
        ['chara', b64(backfilled)],
        ['ccv3', b64(V3_CARD)],
      ],
      [
        ['ccv3', b64(V3_CARD)],
        ['chara', b64(backfilled)],
      ],
    ] as Array<Array<[string, string]>>) {
      const p = expectOk(importPersona(makePng(texts)));
      expect(p.name).toBe('Seraphina Vale');
      expect(p.source).toEqual({ spec: 'v3', format: 'png' });
    }
    // and a broken ccv3 is not silently replaced by the chara card
    const refused = expectRefused(importPersona(makePng([['chara', b64(backfilled)], ['ccv3', '{not base64}']])));
    expect(refused.code).toBe('bad-base64');
    expect(refused.error).toContain('"ccv3"');
  });

  it('reads card files from disk, by extension or by sniffing the content', async () => {
    const pngPath = path.join(tempDir, 'sera.png');
    const jsonPath = path.join(tempDir, 'mara.json');
    const oddPath = path.join(tempDir, 'tobin.card');
    writeFileSync(pngPath, makePng([['ccv3', b64(V3_CARD)]]));
    writeFileSync(jsonPath, '\uFEFF' + JSON.stringify(V1_CARD, null, 2));
    writeFileSync(oddPath, makePng([['chara', b64(V2_CARD)]]));
    expect(expectOk(await importPersonaFile(pngPath)).source).toEqual({ spec: 'v3', format: 'png' });
    expect(expectOk(await importPersonaFile(jsonPath)).source).toEqual({ spec: 'v1', format: 'json' });
    expect(expectOk(await importPersonaFile(oddPath)).source).toEqual({ spec: 'v2', format: 'png' });
    const missing = expectRefused(await importPersonaFile(path.join(tempDir, 'nope.json')));
    expect(missing.code).toBe('unreadable');
    // a .png name does not make JSON a PNG
    const fakePng = path.join(tempDir, 'fake.png');
    writeFileSync(fakePng, JSON.stringify(V1_CARD));
    expect(expectRefused(await importPersonaFile(fakePng)).code).toBe('not-png');
  });
});

describe('exporting', () => {
  it('exports a valid V2 card that re-imports to the same persona, unknown fields included', () => {
    for (const [i, card] of [V1_CARD, V2_CARD, V3_CARD].entries()) {
      const original = expectOk(personaFromCard(structuredClone(card)));
      const exported = exportPersonaV2(original);
      expect(exported.spec).toBe('chara_card_v2');
      expect(exported.spec_version).toBe('2.0');
      // every V2 field is present with its V2 type
      const d = exported.data;
      for (const key of [
        'name',
        'description',
        'personality',
        'scenario',
        'first_mes',
        'mes_example',
        'creator_notes',
        'system_prompt',
        'post_history_instructions',
        'creator',
        'character_version',
      ] as const) {
        expect(typeof d[key], `card ${i} data.${key}`).toBe('string');
      }
      expect(Array.isArray(d.alternate_greetings)).toBe(true);
      expect(Array.isArray(d.tags)).toBe(true);
      expect(d.extensions).toBeTypeOf('object');
      expect(d.name).toBe(original.name);
      expect(d.first_mes).toBe(original.firstMessage);

      const again = expectOk(importPersonaJson(JSON.stringify(exported)));
      expect(again.source).toEqual({ spec: 'v2', format: 'json' });
      expect(withoutSource(again)).toEqual(withoutSource(original));
      // a second round trip is byte-for-byte stable
      expect(JSON.stringify(exportPersonaV2(again))).toBe(JSON.stringify(exported));
    }

    // unknown keys land where they came from
    const v2 = exportPersonaV2(expectOk(importPersonaJson(JSON.stringify(V2_CARD))));
    expect(v2.data.mood_meter).toBe(7);
    expect(v2.data.character_book).toEqual(V2_CARD.data.character_book);
    expect(v2.data.extensions).toEqual(V2_CARD.data.extensions);
    expect(v2.data.tags).toEqual(['warrior', 'loud']);
    expect(v2.fav).toBe(false);
    expect(v2.create_date).toBe(V2_CARD.create_date);
    expect(v2.name).toBeUndefined(); // stale root mirror not resurrected
    expect(v2[ROOT_EXTRA_KEY]).toBeUndefined();
    const v3 = exportPersonaV2(expectOk(importPersonaJson(JSON.stringify(V3_CARD))));
    expect(v3.data.nickname).toBe('Sera');
    expect(v3.data.assets).toEqual(V3_CARD.data.assets);
    expect(v3.data.future_field).toEqual(V3_CARD.data.future_field);
    const v1 = exportPersonaV2(expectOk(importPersonaJson(JSON.stringify(V1_CARD))));
    expect(v1.data.avatar).toBe('none');
    expect(v1.data.creator_notes).toBe('');
    expect(v1.data.extensions).toEqual({});
  });
});

describe('rendering placeholders', () => {
  it('replaces {{char}}/{{user}} in any case and <BOT>/<CHAR>/<USER>, literally, at use time', () => {
    const names = { char: 'Kip', user: 'Alex' };
    expect(renderPersonaText('{{char}} meets {{user}}', names)).toBe('Kip meets Alex');
    expect(renderPersonaText('{{CHAR}} / {{User}} / {{ char }}', names)).toBe('Kip / Alex / Kip');
    expect(renderPersonaText('<BOT> greets <USER>; <bot> <user> <char> <Char>', names)).toBe(
      'Kip greets Alex; Kip Alex Kip Kip',
    );
    expect(renderPersonaText('no placeholders, {{other}} and <b>bold</b> stay', names)).toBe(
      'no placeholders, {{other}} and <b>bold</b> stay',
    );
    // names containing replacement patterns are inserted as they are
    expect(renderPersonaText('{{user}} vs {{char}}', { char: "$& $' $1", user: '$$' })).toBe("$$ vs $& $' $1");

    const v1 = expectOk(importPersonaJson(JSON.stringify(V1_CARD)));
    const rendered = renderPersona(v1, { user: 'Alex' });
    expect(rendered.firstMessage).toBe('Hi Alex, I am Mara. Shall we?');
    expect(rendered.scenario).toBe('Alex meets Mara at a regional qualifier.');
    expect(rendered.exampleMessages).toBe('<START>\nAlex: ready?\nMara: Always.'); // <START> untouched
    expect(v1.firstMessage).toBe('Hi <USER>, I am <BOT>. Shall we?'); // stored raw

    const v2 = expectOk(importPersonaJson(JSON.stringify(V2_CARD)));
    const r2 = renderPersona(v2, { user: 'Alex', char: 'T' });
    expect(r2.description).toBe('T plays an old Warrior deck that Alex might recognise.');
    expect(r2.systemPrompt).toBe('Play T. Never reveal hidden cards.');
    expect(r2.postHistoryInstructions).toBe('Keep it short, T.');
    expect(r2.alternateGreetings).toEqual(['Yo Alex!', 'Back again, Alex?']);
  });
});

describe('refusing broken cards', () => {
  it('refuses a file that is not a PNG when a PNG is expected, and garbage in general', () => {
    const jpegish = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const asPng = expectRefused(importPersonaPng(jpegish));
    expect(asPng.code).toBe('not-png');
    expect(asPng.error).toMatch(/PNG signature/);
    const sniffed = expectRefused(importPersona(jpegish));
    expect(sniffed.code).toBe('not-a-card');
    expect(sniffed.error).toMatch(/neither a PNG/);
    const dosMangled = Buffer.from(makePng([['chara', b64(V2_CARD)]]));
    dosMangled[4] = 0x0a; // CRLF turned into LF-ish damage in the signature
    expect(expectRefused(importPersonaPng(dosMangled)).code).toBe('not-png');
  });

  it('refuses a PNG whose chunk CRC does not match', () => {
    const png = makePng([['chara', b64(V2_CARD)]]);
    // flip one byte inside the tEXt chunk's text
    const at = png.indexOf(Buffer.from('tEXtchara')) + 12;
    const damaged = Buffer.from(png);
    damaged[at] = damaged[at] === 0x41 ? 0x42 : 0x41;
    const r = expectRefused(importPersona(damaged));
    expect(r.code).toBe('png-damaged');
    expect(r.error).toMatch(/CRC mismatch in chunk "tEXt" at byte \d+ \(stored 0x[0-9a-f]{8}, computed 0x[0-9a-f]{8}\)/);
    // damage to the IDAT CRC is caught too
    const idat = png.indexOf(Buffer.from('IDAT')) - 4;
    const idatLen = png.readUInt32BE(idat);
    const badIdat = Buffer.from(png);
    badIdat.writeUInt32BE((badIdat.readUInt32BE(idat + 8 + idatLen) ^ 1) >>> 0, idat + 8 + idatLen);
    expect(expectRefused(importPersona(badIdat)).error).toMatch(/CRC mismatch in chunk "IDAT"/);
  });

  it('refuses a truncated PNG and broken chunk framing', () => {
    const png = makePng([['chara', b64(V2_CARD)]]);
    const truncated = expectRefused(importPersona(png.subarray(0, png.length - 20)));
    expect(truncated.code).toBe('png-damaged');
    expect(truncated.error).toMatch(/truncated|ends/);
    const noIend = png.subarray(0, png.length - 12);
    expect(expectRefused(importPersona(noIend)).error).toMatch(/without an IEND chunk/);
    const noIhdr = Buffer.concat([PNG_SIGNATURE, textChunk('chara', b64(V2_CARD)), pngChunk('IEND', new Uint8Array(0))]);
    expect(expectRefused(importPersona(noIhdr)).error).toMatch(/first chunk must be IHDR/);
  });

  it('refuses a PNG without a chara or ccv3 chunk, listing what it found', () => {
    const r = expectRefused(importPersona(makePng([['Software', 'paint'], ['Comment', 'hello']])));
    expect(r.code).toBe('no-card-chunk');
    expect(r.error).toContain('no tEXt chunk named "chara" or "ccv3"');
    expect(r.error).toContain('"Software", "Comment"');
    const bare = expectRefused(importPersona(makePng([])));
    expect(bare.code).toBe('no-card-chunk');
  });

  it('refuses invalid base64 and base64 that is not UTF-8 text', () => {
    const bad = expectRefused(importPersona(makePng([['chara', 'eyJuYW1lIjoiWCJ9!!']])));
    expect(bad.code).toBe('bad-base64');
    expect(bad.error).toBe('the "chara" chunk is not valid base64: character "!" at position 16');
    const badLength = expectRefused(importPersona(makePng([['chara', 'eyJuY']])));
    expect(badLength.code).toBe('bad-base64');
    expect(badLength.error).toMatch(/length \(5\)/);
    const empty = expectRefused(importPersona(makePng([['ccv3', '   ']])));
    expect(empty.code).toBe('bad-base64');
    expect(empty.error).toBe('the "ccv3" chunk is empty');
    const notUtf8 = expectRefused(importPersona(makePng([['chara', Buffer.from([0xff, 0xfe, 0xc3]).toString('base64')]])));
    expect(notUtf8.code).toBe('bad-base64');
    expect(notUtf8.error).toMatch(/not UTF-8/);
  });

  it('refuses invalid JSON, in a file or inside a chunk', () => {
    const file = expectRefused(importPersonaJson('{"name": "Kip",'));
    expect(file.code).toBe('bad-json');
    expect(file.error).toMatch(/^the card is not valid JSON: /);
    const chunk = expectRefused(importPersona(makePng([['chara', Buffer.from('{name: Kip}').toString('base64')]])));
    expect(chunk.code).toBe('bad-json');
    expect(chunk.error).toMatch(/^the "chara" chunk is not valid JSON: /);
    const notObject = expectRefused(importPersonaJson('["Kip"]'));
    expect(notObject.code).toBe('not-a-card');
    expect(notObject.error).toMatch(/must be a JSON object, but this is an array/);
  });

  it('refuses a card with a missing or empty name', () => {
    const { name: _n, ...v1NoName } = V1_CARD;
    const v1 = expectRefused(importPersonaJson(JSON.stringify(v1NoName)));
    expect(v1).toMatchObject({ code: 'missing-name', path: 'name' });
    expect(v1.error).toBe('the card has no name (name is missing)');
    const v2 = expectRefused(importPersonaJson(JSON.stringify({ ...V2_CARD, data: { ...V2_CARD.data, name: undefined } })));
    expect(v2).toMatchObject({ code: 'missing-name', path: 'data.name' });
    const blank = expectRefused(importPersonaJson(JSON.stringify({ ...V3_CARD, data: { ...V3_CARD.data, name: '  ' } })));
    expect(blank.code).toBe('missing-name');
    expect(blank.error).toMatch(/data\.name is empty/);
    const specless = expectRefused(importPersonaJson(JSON.stringify({ data: V2_CARD.data })));
    expect(specless.code).toBe('missing-name');
    expect(specless.error).toMatch(/missing its "spec" field/);
  });

  it('refuses an unknown spec', () => {
    const r = expectRefused(importPersonaJson(JSON.stringify({ ...V2_CARD, spec: 'chara_card_v9' })));
    expect(r).toMatchObject({ code: 'wrong-spec', path: 'spec' });
    expect(r.error).toContain('"chara_card_v9"');
    expect(r.error).toContain('chara_card_v2');
    expect(expectRefused(personaFromCard({ ...V3_CARD, spec: 3 })).code).toBe('wrong-spec');
  });

  it('refuses a field of the wrong type, naming its path', () => {
    const greet = expectRefused(
      importPersonaJson(JSON.stringify({ ...V2_CARD, data: { ...V2_CARD.data, alternate_greetings: ['ok', 42] } })),
    );
    expect(greet).toMatchObject({ code: 'wrong-type', path: 'data.alternate_greetings[1]' });
    expect(greet.error).toBe('data.alternate_greetings[1] has the wrong type: expected string, got a number');
    const ext = expectRefused(personaFromCard({ ...V2_CARD, data: { ...V2_CARD.data, extensions: 'none' } }));
    expect(ext).toMatchObject({ code: 'wrong-type', path: 'data.extensions' });
    const v1 = expectRefused(personaFromCard({ ...V1_CARD, first_mes: { text: 'hi' } }));
    expect(v1).toMatchObject({ code: 'wrong-type', path: 'first_mes' });
    expect(v1.error).toMatch(/expected string, got an object/);
    const v3 = expectRefused(personaFromCard({ ...V3_CARD, data: { ...V3_CARD.data, assets: [{ type: 'icon' }] } }));
    expect(v3.code).toBe('wrong-type');
    expect(v3.path).toMatch(/^data\.assets\[0\]\.(uri|name|ext)$/);
    expect(v3.error).toMatch(/and 2 more problems/);
    const noData = expectRefused(personaFromCard({ spec: 'chara_card_v2', spec_version: '2.0', data: 'Kip' }));
    expect(noData).toMatchObject({ code: 'wrong-type', path: 'data' });
    const version = expectRefused(personaFromCard({ ...V2_CARD, spec_version: 2 }));
    expect(version).toMatchObject({ code: 'wrong-type', path: 'spec_version' });
  });

  it('refuses files over 5 MB and text fields over 100k characters', async () => {
    const huge = Buffer.alloc(PERSONA_MAX_FILE_BYTES + 1, 0x20);
    const big = expectRefused(importPersona(huge));
    expect(big.code).toBe('too-large');
    expect(big.error).toMatch(/limit for a persona file is 5 MB/);
    expect(expectRefused(importPersonaPng(huge)).code).toBe('too-large');
    expect(expectRefused(importPersonaJson(`{"name":"x","description":"${'a'.repeat(PERSONA_MAX_FILE_BYTES)}"}`)).code).toBe(
      'too-large',
    );
    const bigPath = path.join(tempDir, 'huge.json');
    writeFileSync(bigPath, huge);
    expect(expectRefused(await importPersonaFile(bigPath)).code).toBe('too-large');

    const longText = 'x'.repeat(PERSONA_MAX_TEXT_CHARS + 1);
    const long = expectRefused(personaFromCard({ ...V2_CARD, data: { ...V2_CARD.data, description: longText } }));
    expect(long).toMatchObject({ code: 'text-too-long', path: 'data.description' });
    expect(long.error).toBe(`data.description is ${PERSONA_MAX_TEXT_CHARS + 1} characters long; the limit is 100000 characters`);
    const longGreeting = expectRefused(personaFromCard({ ...V1_CARD, alternate_greetings: ['hi', longText] }));
    expect(longGreeting).toMatchObject({ code: 'text-too-long', path: 'alternate_greetings[1]' });
    // exactly at the limit is fine
    expect(expectOk(personaFromCard({ ...V1_CARD, description: 'x'.repeat(PERSONA_MAX_TEXT_CHARS) })).description).toHaveLength(
      PERSONA_MAX_TEXT_CHARS,
    );
  });
});

describe('default persona', () => {
  it('loads ours: a relaxed duelist who cannot see the hand and defers to the engine', () => {
    const p = loadDefaultPersona();
    expect(p.source).toEqual({ spec: 'v2', format: 'json' });
    expect(p.name).toBe('Kip');
    expect(p.systemPrompt).toContain("cannot see {{user}}'s hand");
    expect(p.systemPrompt).toMatch(/rules engine/);
    expect(p.systemPrompt).toMatch(/making up an effect/);
    expect(p.firstMessage).toMatch(/five cards/);
    expect(p.firstMessage).toMatch(/you take the opening turn/);
    expect(p.alternateGreetings.length).toBeGreaterThan(0);
    expect(p.extra.extensions).toEqual({ duel_companion: { opening_hand: 5, prefers_to_go_second: true, lines: 'kip' } });
    const rendered = renderPersona(p, { user: 'Alex' });
    expect(rendered.systemPrompt).toContain("cannot see Alex's hand");
    expect(rendered.systemPrompt).not.toMatch(/\{\{|<bot>|<user>/i);
    expect(rendered.firstMessage).not.toMatch(/\{\{/);
    // it round-trips through the V2 export unchanged
    const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../data/personas/default.json', import.meta.url)), 'utf8'));
    expect(exportPersonaV2(p)).toEqual(file);
  });
});
