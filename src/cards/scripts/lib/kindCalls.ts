/**
 * "Call Monster, Spell or Trap" for a card picked at random (Ominous Fortunetelling, Ordeal of
 * a Traveler): the caller names a kind before the card is seen, and the call is compared with
 * the card's kind.
 */
import type { PlayerId, Resolution } from './engine.js';

const KINDS = ['monster', 'spell', 'trap'] as const;

/** `caller` calls a kind for `card`; returns whether the call was right. */
export function callsKindRight(r: Resolution, caller: PlayerId, card: number, prompt: string): boolean {
  const [call] = r.choose({ player: caller, prompt, candidates: [0, 1, 2], labels: ['Monster', 'Spell', 'Trap'], min: 1, max: 1 });
  return call !== undefined && r.facts(card).kind === KINDS[call];
}
