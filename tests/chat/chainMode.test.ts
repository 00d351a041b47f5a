import { describe, expect, it } from 'vitest';
import { collect, db, deck, session } from './helpers.js';
import type { DeckList } from '../../src/engine/types.js';

// The human holds only Threatening Roar, a Trap with no target: once it is Set, the
// human could activate it at every window of the bot's turn.
const roar = db.byName('Threatening Roar')!.passcode;
const roarDeck: DeckList = { main: Array.from({ length: 40 }, () => roar), extra: [] };

async function afterSettingRoar(chainMode: 'auto' | 'manual') {
  const s = session({ config: { format: 'classic', seed: `chain-mode-${chainMode}`, decks: [roarDeck, deck('normals-kaiba')], firstPlayer: 0 }, chainMode });
  await collect(s.open());
  await collect(s.send('set Threatening Roar'));
  await collect(s.send('end turn'));
  return s;
}

describe('chain mode for the human', () => {
  it("'manual' asks at every window of the bot's turn where the human could respond; 'auto' only where something happened", async () => {
    const manual = await afterSettingRoar('manual');
    // Stopped in the bot's first turn, before anything was summoned, to offer the Trap.
    expect(manual.state.turnPlayer).toBe(1);
    expect(manual.state.pending).toMatchObject({ kind: 'respond', player: 0 });
    expect(['open', 'phase-end']).toContain(manual.state.window?.kind);
    expect(manual.legalOptions().map((o) => o.command)).toEqual(expect.arrayContaining(['pass']));
    expect(manual.legalOptions().some((o) => o.id.startsWith('activate:'))).toBe(true);

    const auto = await afterSettingRoar('auto');
    // Quiet windows were passed for the human; it is asked only after a summon or an attack.
    const p = auto.state.pending;
    if (p?.kind === 'respond' && p.player === 0) {
      expect(['summoned', 'attack-declared', 'damage-step', 'after-damage']).toContain(auto.state.window?.kind);
    } else {
      expect(auto.state.turnPlayer === 0 || auto.state.result !== null).toBe(true);
    }
  });
});
