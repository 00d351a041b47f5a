/**
 * Random duels between the four modern official decks (data/decks/modern-*.ydk, their
 * unscripted cards as vanilla stats), leaning toward Extra Deck summons: every listed
 * option must be accepted, the state must stay sound after each step, and each method
 * (Synchro, Xyz, Link, Pendulum Scales and Summons) must come up.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../../src/cards/catalog.js';
import { parseYdk } from '../../../src/cards/ydk.js';
import { checkInvariants } from '../../../src/engine/testing/invariants.js';
import type { DeckList } from '../../../src/engine/types.js';

const { engine } = defaultCards();
const EXTRA_METHODS: readonly string[] = ['synchro', 'xyz', 'link', 'pendulum'];
const NAMES = ['link-strike', 'synchron-extreme', 'xyz-symphony', 'master-of-pendulum'];

function deck(name: string): DeckList {
  const parsed = parseYdk(readFileSync(new URL(`../../../data/decks/modern-${name}.ydk`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(name);
  return { main: parsed.deck.main, extra: parsed.deck.extra };
}

describe('modern decks with Extra Deck summons', () => {
  it('plays random duels with every listed option accepted and the invariants kept, each method used', () => {
    const decks = NAMES.map(deck);
    const used: Record<string, number> = {};
    const problems: string[] = [];
    let rnd = 4242;
    const rand = (): number => (rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let d = 0; d < 12; d++) {
      const r = engine.newDuel({ format: 'modern', seed: `modern-extra-${d}`, decks: [decks[d % 4]!, decks[(d + 1) % 4]!] });
      if (!r.ok) throw new Error(r.problems.join('; '));
      let state = r.state;
      for (let step = 0; step < 400 && !state.result; step++) {
        const options = engine.legalActions(state);
        // Lean toward the Extra Deck methods and Pendulum only: Special Summons from the hand by a card's own
        // condition (Photon Thrasher, Linkslayer) would otherwise take turns away from them.
        const extra = options.filter((o) => (o.action.type === 'special-summon' && EXTRA_METHODS.includes(o.action.procedure)) || o.id.startsWith('scale:'));
        const pick = extra.length > 0 && rand() < 0.6 ? extra[Math.floor(rand() * extra.length)]! : options[Math.floor(rand() * options.length)]!;
        const res = engine.apply(state, pick.action);
        if (!res.ok) {
          problems.push(`duel ${d}: listed option ${pick.id} refused: ${res.rejection.message}`);
          break;
        }
        const method = pick.action.type === 'special-summon' ? pick.action.procedure : pick.id.startsWith('scale:') ? 'scale' : null;
        if (method) used[method] = (used[method] ?? 0) + 1;
        state = res.state;
        const broken = checkInvariants(state);
        if (broken.length > 0) {
          problems.push(`duel ${d} after ${pick.id}: ${broken.join('; ')}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
    for (const method of ['synchro', 'xyz', 'link', 'scale', 'pendulum']) expect(used[method] ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
