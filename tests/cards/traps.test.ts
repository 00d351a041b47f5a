/**
 * Trap rules the scenario files cannot reach: negating an effect (no card in the pool
 * does it but Gryphon Wing, which never gets its moment), the end of the Damage Step
 * activation window, and how Fake Trap reads what an activation would destroy.
 */
import { describe, expect, it } from 'vitest';
import { SUMMON_PROCEDURES, scriptLookup } from '../../src/cards/scripts/index.js';
import { gryphonWing } from '../../src/cards/scripts/trap/55608151-gryphon-wing.js';

const GRYPHON_WING = gryphonWing.passcode;
import { createEngine } from '../../src/engine/index.js';
import { checkActivation } from '../../src/engine/chain/checkActivation.js';
import type { CardScript } from '../../src/engine/effects/api.js';
import { db, boardFrom, engine, idOf, nameOf, refusal, run } from './support.js';
import { toCardStatic } from '../../src/cards/catalog.js';

/** A test-only Counter Trap on Gryphon Wing's card: "negate the effect" of the link it answers. */
const NEGATE_EFFECT: CardScript = {
  passcode: GRYPHON_WING,
  effects: [{ id: 'activate', kind: 'trap', condition: (q) => q.state.chain.length > 0, resolve: (r) => r.negateEffect(r.previousLink()) }],
};
const negating = createEngine((p) => {
  const f = db.byPasscode(p);
  return f ? toCardStatic(f) : undefined;
}, { scripts: (p) => (p === GRYPHON_WING ? NEGATE_EFFECT : scriptLookup(p)), procedures: SUMMON_PROCEDURES });

describe('negating an activation and negating an effect', () => {
  it('a Normal Trap whose effect is negated does nothing and goes to the Graveyard without being destroyed', () => {
    let s = boardFrom({ players: [{ spellTraps: ['Just Desserts'] }, { monsters: ['Battle Ox'], spellTraps: ['Gryphon Wing'] }] }, negating);
    s = run(s, 0, 'activate Just Desserts', negating);
    const r = negating.apply(s, { type: 'activate', player: 1, card: idOf(s, 'Gryphon Wing'), effect: 'activate' });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.players[1].lp).toBe(8000);
    expect(r.events.find((e) => e.type === 'negated')).toMatchObject({ what: 'effect' });
    expect(r.events.some((e) => e.type === 'destroyed' && nameOf(r.state, e.card) === 'Just Desserts')).toBe(false);
    expect(r.events.find((e) => e.type === 'sent-to-graveyard' && nameOf(r.state, e.card) === 'Just Desserts')).toMatchObject({ reason: 'resolved' });
  });

  it('a Continuous Trap whose effect is negated stays face-up and works afterwards; a negated activation destroys it', () => {
    let s = boardFrom({ players: [{ hand: ['Feral Imp'], monsters: ['Battle Ox'], spellTraps: ["Robbin' Goblin"] }, { hand: ['Dark Hole', 'Heavy Storm'], spellTraps: ['Gryphon Wing'] }] }, negating);
    s = run(s, 0, "activate Robbin' Goblin", negating);
    const r = negating.apply(s, { type: 'activate', player: 1, card: idOf(s, 'Gryphon Wing'), effect: 'activate' });
    if (!r.ok) throw new Error(r.rejection.message);
    const goblin = r.state.cards[idOf(s, "Robbin' Goblin")]!;
    expect(goblin.location).toBe('spellTrap');
    expect(goblin.faceUp).toBe(true);
    // Its Continuous effect still applies: a direct attack makes the opponent discard.
    let t = run(r.state, 0, 'battle', negating);
    t = run(t, 0, 'attack directly with Battle Ox', negating);
    expect(t.players[1].hand).toHaveLength(1);

    // With Seven Tools of the Bandit the activation itself is negated: destroyed, gone from the field.
    let u = boardFrom({ players: [{ monsters: ['Battle Ox'], spellTraps: ["Robbin' Goblin"] }, { spellTraps: ['Seven Tools of the Bandit', 'Waboku'] }] });
    u = run(u, 0, "activate Robbin' Goblin");
    u = run(u, 1, 'activate Seven Tools of the Bandit');
    expect(nameOf(u, u.players[0].graveyard[0])).toBe("Robbin' Goblin");
    expect(u.players[0].spellTraps.every((id) => id === null)).toBe(true);
  });
});

describe('the Damage Step', () => {
  it('after damage calculation even Counter Traps and ATK/DEF changers are refused (until a chain is open)', () => {
    const s = boardFrom({ phase: 'battle', players: [{ monsters: ['Battle Ox'] }, { monsters: ['Kojikocy'], spellTraps: ['Reinforcements', 'Seven Tools of the Bandit'] }] });
    const after = {
      ...s,
      phase: 'battle' as const,
      step: 'damage' as const,
      battle: { attacker: idOf(s, 'Battle Ox'), target: idOf(s, 'Kojikocy'), opponentMonsters: [idOf(s, 'Kojikocy')] },
      window: { kind: 'after-damage' as const, event: null, resume: { to: 'end-damage-step' as const } },
      pending: { kind: 'respond' as const, player: 1 as const, window: 'after-damage' as const, passes: 0 },
    };
    expect(checkActivation(after, engine.ctx, 1, idOf(s, 'Reinforcements'), 'activate')?.code).toBe('DAMAGE_STEP_LIMIT');
    expect(checkActivation(after, engine.ctx, 1, idOf(s, 'Seven Tools of the Bandit'), 'activate')?.code).toBe('DAMAGE_STEP_LIMIT');
    // Before damage calculation Reinforcements is fine.
    const before = { ...after, window: { ...after.window, kind: 'damage-step' as const }, pending: { ...after.pending, window: 'damage-step' as const } };
    expect(checkActivation(before, engine.ctx, 1, idOf(s, 'Reinforcements'), 'activate')).toBeNull();
  });
});

describe('Fake Trap', () => {
  it('answers a targeted destruction of another of your Traps, not one aimed only at itself or at a Spell', () => {
    const start = boardFrom({ players: [{ hand: ['Mystical Space Typhoon'], spellTraps: ['Castle Walls'] }, { spellTraps: ['Fake Trap', 'Waboku', 'Dark Hole'] }] });
    // MST on the Set Waboku: Fake Trap may answer, and Waboku survives.
    let s = run(start, 0, 'activate Mystical Space Typhoon');
    s = run(s, 0, 'choose os2');
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    s = run(s, 1, 'activate Fake Trap');
    while (s.chain.length > 0 && s.pending?.kind === 'respond') s = run(s, s.pending.player, 'pass');
    expect(nameOf(s, s.players[1].spellTraps[1])).toBe('Waboku');
    expect(s.players[1].graveyard.map((id) => nameOf(s, id))).toEqual(['Fake Trap']);
    // MST on Fake Trap itself, or on a Set Spell: nothing else of yours is threatened.
    for (const target of ['os1', 'os3']) {
      let t = run(start, 0, 'activate Mystical Space Typhoon');
      t = run(t, 0, `choose ${target}`);
      expect(refusal(t, 1, 'activate Fake Trap').code).toBe('CONDITION_NOT_MET');
    }
  });
});
