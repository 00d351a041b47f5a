/**
 * The write-ahead log, checked before SQLite opens it. SQLite replays a WAL only up to the
 * first frame whose checksum fails and silently drops the rest, so damage in the middle of
 * the log loses committed replies with no error at all. Frames after a bad one that still
 * carry this log's salts and a commit mark are committed transactions that would be lost:
 * that is damage, and the start stops. A torn last transaction (never acknowledged: the
 * process died while writing it) has no commit after the bad frame and is fine, as are stale
 * frames of an earlier log (other salts) past the end.
 *
 * Layout (sqlite.org/fileformat2.html#walformat): a 32-byte header (magic, version, page
 * size, checkpoint sequence, salt-1, salt-2, checksum-1, checksum-2), then frames of a
 * 24-byte header (page number, database size after commit or 0, salt-1, salt-2,
 * checksum-1, checksum-2) and one page. Checksums run over 32-bit words in the byte order
 * the magic's low bit names, each frame's continuing from the one before.
 */
import { existsSync, readFileSync } from 'node:fs';

export type WalCheck = { ok: true } | { ok: false; problem: string };

const MAGIC = 0x377f0682;
const HEADER = 32;
const FRAME_HEADER = 24;

/** Checks `<dbPath>-wal` if there is one. */
export function checkWalFile(dbPath: string): WalCheck {
  const walPath = `${dbPath}-wal`;
  if (!existsSync(walPath)) return { ok: true };
  return checkWal(readFileSync(walPath));
}

export function checkWal(wal: Buffer): WalCheck {
  // A log shorter than its header holds no commit: SQLite starts it anew.
  if (wal.length < HEADER) return { ok: true };
  const magic = wal.readUInt32BE(0);
  if ((magic & ~1) >>> 0 !== MAGIC) return wal.length > HEADER ? { ok: false, problem: 'the WAL file does not start with a WAL header' } : { ok: true };
  const bigEndian = (magic & 1) === 1;
  const pageSize = wal.readUInt32BE(8);
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return { ok: false, problem: `the WAL header names a page size of ${pageSize}` };
  let sum = checksum(wal, 0, 24, [0, 0], bigEndian);
  const salts = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  if (sum[0] !== wal.readUInt32BE(24) || sum[1] !== wal.readUInt32BE(28)) {
    return framesWithCommit(wal, HEADER, pageSize, null) > 0 ? { ok: false, problem: 'the WAL header checksum does not match, so every transaction in it would be dropped' } : { ok: true };
  }
  const frameSize = FRAME_HEADER + pageSize;
  for (let at = HEADER, frame = 1; at + frameSize <= wal.length; at += frameSize, frame++) {
    if (wal.readUInt32BE(at + 8) !== salts[0] || wal.readUInt32BE(at + 12) !== salts[1]) return { ok: true };
    sum = checksum(wal, at, 8, sum, bigEndian);
    sum = checksum(wal, at + FRAME_HEADER, pageSize, sum, bigEndian);
    if (sum[0] !== wal.readUInt32BE(at + 16) || sum[1] !== wal.readUInt32BE(at + 20)) {
      const lost = framesWithCommit(wal, at + frameSize, pageSize, salts);
      if (lost === 0) return { ok: true };
      return { ok: false, problem: `the WAL file is damaged at frame ${frame}: ${lost} committed transaction(s) after it would be dropped` };
    }
  }
  return { ok: true };
}

/** Commit frames from `from` on carrying these salts (any salts when null). */
function framesWithCommit(wal: Buffer, from: number, pageSize: number, salts: number[] | null): number {
  let commits = 0;
  for (let at = from; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    const ours = salts === null || (wal.readUInt32BE(at + 8) === salts[0] && wal.readUInt32BE(at + 12) === salts[1]);
    if (ours && wal.readUInt32BE(at + 4) !== 0) commits++;
  }
  return commits;
}

/** SQLite's WAL checksum over `length` bytes (a multiple of 8), continuing from `start`. */
function checksum(buf: Buffer, offset: number, length: number, start: number[], bigEndian: boolean): number[] {
  let s1 = start[0]!;
  let s2 = start[1]!;
  for (let i = offset; i < offset + length; i += 8) {
    const x0 = bigEndian ? buf.readUInt32BE(i) : buf.readUInt32LE(i);
    const x1 = bigEndian ? buf.readUInt32BE(i + 4) : buf.readUInt32LE(i + 4);
    s1 = (s1 + x0 + s2) >>> 0;
    s2 = (s2 + x1 + s1) >>> 0;
  }
  return [s1, s2];
}
