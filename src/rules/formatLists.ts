/**
 * Card status in a format's own Forbidden & Limited list. The GOAT list (April 2005) is the
 * pool the goat format plays (data/formats/goat.json, derived by `npm run build:cards`); the
 * current TCG and OCG lists come with each card's facts.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export interface FormatStatus {
  /** Copies a deck may hold: 0 Forbidden, 1 Limited, 2 Semi-Limited, 3 Unlimited; null = not in the format's pool. */
  copies: number | null;
}

const GOAT_PATH = new URL('../../data/formats/goat.json', import.meta.url);
const goatFile = z.object({ cards: z.array(z.object({ passcode: z.number().int(), name: z.string(), copies: z.number().int().min(0).max(3) })) });
let goat: { byPasscode: Map<number, number>; byName: Map<string, number>; names: string[] } | undefined;

function goatList(): NonNullable<typeof goat> {
  if (goat) return goat;
  const byPasscode = new Map<number, number>();
  const byName = new Map<string, number>();
  const names: string[] = [];
  for (const { passcode, name, copies } of goatFile.parse(JSON.parse(readFileSync(GOAT_PATH, 'utf8'))).cards) {
    byPasscode.set(passcode, copies);
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), copies);
    names.push(name);
  }
  goat = { byPasscode, byName, names };
  return goat;
}

/** A card's status on the GOAT list, found by passcode or, for another printing, by name. */
export function goatStatus(passcode: number, name: string): FormatStatus {
  const list = goatList();
  return { copies: list.byPasscode.get(passcode) ?? list.byName.get(name.toLowerCase()) ?? null };
}

export function copiesName(copies: number): string {
  return copies === 0 ? 'Forbidden' : copies === 1 ? 'Limited' : copies === 2 ? 'Semi-Limited' : 'Unlimited';
}

/** The names of every card in the GOAT pool (the judge reads these also when misspelled). */
export function goatPoolNames(): readonly string[] {
  return goatList().names;
}
