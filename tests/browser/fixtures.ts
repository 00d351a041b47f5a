/** Character cards for the browser tests: JSON objects and a PNG with the card inside. */
import { crc32, deflateSync } from 'node:zlib';

/** A name that would run script if any page code put it in as HTML. */
export const XSS_NAME = `<img src=x onerror="window.__xss='persona'">Mallory<script>window.__xss='persona-script'</script>`;
export const XSS_MESSAGE = `<img src=x onerror="window.__xss='chat'"><script>window.__xss='chat-script'</script><b>bold?</b>`;

export function characterCard(name: string, firstMes: string): Record<string, unknown> {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name,
      description: `{{char}} is a test opponent.`,
      personality: 'Terse.',
      scenario: '{{user}} duels {{char}}.',
      first_mes: firstMes,
      mes_example: '',
      creator_notes: '',
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: [],
      tags: [],
      creator: 'tests',
      character_version: '1',
      extensions: {},
    },
  };
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1x1 PNG whose `chara` tEXt chunk holds the card (base64 JSON), as character-card tools write it. */
export function characterPng(card: unknown): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const text = Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.concat([Buffer.from('chara', 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}
