/**
 * Character cards inside PNG images: the card is base64-encoded UTF-8 JSON in a `tEXt`
 * chunk (keyword `chara` for V1/V2, `ccv3` for V3; `ccv3` wins when both are there).
 * Read by a small reader (signature, chunk framing, CRC-32 via `node:zlib`), not a package.
 */
import { crc32 } from 'node:zlib';
import { failure, parseCardJson, PERSONA_MAX_FILE_BYTES, tooLarge, type PersonaFailure, type PersonaResult, type PngTextChunk } from './personaCard.js';

// ---------------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

function hex(n: number): string {
  return `0x${n.toString(16).padStart(8, '0')}`;
}

/**
 * Walks a PNG's chunks, checking framing and every chunk's CRC-32, and returns its
 * `tEXt` chunks (keyword and Latin-1 text). The image data itself is not decoded.
 */
export function readPngTextChunks(bytes: Uint8Array): { ok: true; chunks: PngTextChunk[] } | PersonaFailure {
  if (!hasPngSignature(bytes)) {
    return failure('not-png', 'not a PNG image: the file does not start with the PNG signature');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngTextChunk[] = [];
  let offset = 8;
  let index = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 12) {
      return failure('png-damaged', `damaged PNG: the file ends inside a chunk header at byte ${offset}`);
    }
    const length = view.getUint32(offset);
    const type = Buffer.from(bytes.subarray(offset + 4, offset + 8)).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) {
      return failure('png-damaged', `damaged PNG: the chunk at byte ${offset} has an invalid type ${JSON.stringify(type)}`);
    }
    const available = bytes.length - offset - 12;
    if (length > 0x7fffffff || length > available) {
      return failure(
        'png-damaged',
        `damaged PNG: chunk "${type}" at byte ${offset} claims ${length} bytes of data but only ${Math.max(available, 0)} remain (truncated file?)`,
      );
    }
    if (index === 0 && type !== 'IHDR') {
      return failure('png-damaged', `damaged PNG: the first chunk must be IHDR, found "${type}"`);
    }
    const stored = view.getUint32(offset + 8 + length);
    const computed = crc32(bytes.subarray(offset + 4, offset + 8 + length)) >>> 0;
    if (stored !== computed) {
      return failure(
        'png-damaged',
        `damaged PNG: CRC mismatch in chunk "${type}" at byte ${offset} (stored ${hex(stored)}, computed ${hex(computed)})`,
      );
    }
    if (type === 'tEXt') {
      const body = bytes.subarray(offset + 8, offset + 8 + length);
      const nul = body.indexOf(0);
      if (nul < 1 || nul > 79) {
        return failure('png-damaged', `damaged PNG: the tEXt chunk at byte ${offset} has no valid keyword`);
      }
      chunks.push({
        keyword: Buffer.from(body.subarray(0, nul)).toString('latin1'),
        text: Buffer.from(body.subarray(nul + 1)).toString('latin1'),
      });
    }
    offset += 12 + length;
    index += 1;
    if (type === 'IEND') return { ok: true, chunks };
  }
  return failure('png-damaged', 'damaged PNG: the file ends without an IEND chunk (truncated file?)');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64Utf8(value: string, keyword: string): { ok: true; text: string } | PersonaFailure {
  const compact = value.replace(/\s+/g, '');
  const what = `the "${keyword}" chunk`;
  if (compact === '') return failure('bad-base64', `${what} is empty`);
  if (!BASE64.test(compact)) {
    const bad = /[^A-Za-z0-9+/=]/.exec(compact);
    const detail = bad ? `character ${JSON.stringify(bad[0])} at position ${bad.index}` : 'misplaced "=" padding';
    return failure('bad-base64', `${what} is not valid base64: ${detail}`);
  }
  if (compact.length % 4 === 1 || (compact.includes('=') && compact.length % 4 !== 0)) {
    return failure('bad-base64', `${what} is not valid base64: its length (${compact.length}) is impossible`);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
    return { ok: true, text };
  } catch {
    return failure('bad-base64', `${what} decodes from base64 to bytes that are not UTF-8 text`);
  }
}

/** Imports a card embedded in a PNG (`ccv3` preferred over `chara`). */
export function importPersonaPng(bytes: Uint8Array): PersonaResult {
  if (bytes.length > PERSONA_MAX_FILE_BYTES) return tooLarge(bytes.length);
  const read = readPngTextChunks(bytes);
  if (!read.ok) return read;
  const find = (keyword: string) => read.chunks.find((c) => c.keyword.toLowerCase() === keyword);
  const chunk = find('ccv3') ?? find('chara');
  if (!chunk) {
    const seen = read.chunks.map((c) => `"${c.keyword}"`).join(', ');
    return failure(
      'no-card-chunk',
      `this PNG holds no character card: no tEXt chunk named "chara" or "ccv3"${seen ? ` (tEXt chunks found: ${seen})` : ''}`,
    );
  }
  const decoded = decodeBase64Utf8(chunk.text, chunk.keyword);
  if (!decoded.ok) return decoded;
  return parseCardJson(decoded.text, `the "${chunk.keyword}" chunk`, 'png');
}
