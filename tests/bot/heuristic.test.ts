import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { previewAttack } from '../../src/engine/text/preview.js';
import { toViewId, toViewOptions } from '../../src/engine/index.js';
import type { DuelView } from '../../src/engine/view.js';
import type { DuelState, Option } from '../../src/engine/types.js';
import { board, engine, idOf, type BoardSpec } from '../engine/board.js';
import { loadNormalDecks, playDuel } from '../../src/cli/bot-eval.js';

const bot = createHeuristicBot();

/** What the bot gets: a JSON copy of the view (no link back to the state) and the options. */
function decide(state: DuelState): { choice: Option; options: Option[]; view: DuelView } {
  const p = state.pending!.player;
  const view = JSON.parse(JSON.stringify(engine.view(state, p))) as DuelView;
  // The bot is asked with the options as its view names cards (hidden ones by opaque id).
  const options = toViewOptions(state, engine.legalActions(state), p);
  const choice = bot.choose(view, options);
  expect(options).toContain(choice);
  return { choice, options, view };
}

const battle = (sides: BoardSpec['sides']): DuelState => board({ phase: 'battle', sides });

describe('heuristic bot: battle', () => {
  it('takes the winning attack over the losing one', () => {
    const s = battle([{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }] }]);
    const { choice } = decide(s);
    expect(choice.id).toBe(`attack:${idOf(s, 'Battle Ox')}:${idOf(s, 'Celtic Guardian')}`);
  });

  it('attacks directly when the opponent has no monsters', () => {
    const s = battle([{ monsters: [{ card: 'Celtic Guardian' }, { card: 'Battle Ox' }] }, {}]);
    const { choice } = decide(s);
    expect(choice.action.type).toBe('attack');
    expect(choice.id.endsWith(':direct')).toBe(true);
  });

  it('does not attack into a bigger face-up monster, in Attack or Defense Position', () => {
    const a = battle([{ monsters: [{ card: 'Celtic Guardian' }] }, { monsters: [{ card: 'Battle Ox' }] }]);
    expect(decide(a).choice.id).toBe('end-battle');
    const d = battle([{ monsters: [{ card: 'Celtic Guardian' }] }, { monsters: [{ card: 'Mystical Elf', position: 'defense' }] }]);
    expect(decide(d).choice.id).toBe('end-battle');
  });

  it('uses the weaker attacker on the weaker target and the stronger one on the bigger target', () => {
    const s = battle([
      { monsters: [{ card: 'Summoned Skull' }, { card: 'Battle Ox' }] },
      { monsters: [{ card: 'Celtic Guardian' }, { card: 'Gaia The Fierce Knight' }] },
    ]);
    const first = decide(s).choice;
    // Killing Gaia (2300) is worth most, and only the Skull can do it.
    expect(first.id).toBe(`attack:${idOf(s, 'Summoned Skull')}:${idOf(s, 'Gaia The Fierce Knight')}`);
  });

  it('trades with an equal monster only when the trade is even, and never bounces off a wall', () => {
    const trade = battle([{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Neo the Magic Swordsman' }] }]);
    expect(decide(trade).choice.action.type).toBe('attack');
    const wall = battle([{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }] }]);
    expect(decide(wall).choice.id).toBe('end-battle');
  });

  it('attacks a face-down monster with a strong attacker but not with a weak one', () => {
    const strong = battle([{ monsters: [{ card: 'Summoned Skull' }] }, { monsters: [{ card: 'Uraby', faceDown: true }] }]);
    expect(decide(strong).choice.action.type).toBe('attack');
    const weak = battle([{ monsters: [{ card: 'Swordsman of Landstar' }] }, { monsters: [{ card: 'Uraby', faceDown: true }] }]);
    expect(decide(weak).choice.id).toBe('end-battle');
  });
});

describe('heuristic bot: main phase', () => {
  it('Tribute Summons the bigger monster, tributing the weakest monsters', () => {
    const s = board({
      sides: [
        { hand: ['Summoned Skull', 'Celtic Guardian'], monsters: [{ card: 'Battle Ox' }, { card: 'Baby Dragon' }] },
        { monsters: [{ card: 'Rogue Doll' }] },
      ],
    });
    const { choice } = decide(s);
    expect(choice.id).toBe(`summon:${idOf(s, 'Summoned Skull')}:t${idOf(s, 'Baby Dragon')}`);
  });

  it('Tribute Summons a Level 7 with two weak monsters', () => {
    const s = board({
      sides: [
        { hand: ['Dark Magician', 'Celtic Guardian'], monsters: [{ card: 'Swordsman of Landstar' }, { card: 'Flame Manipulator' }, { card: 'Battle Ox' }] },
        {},
      ],
    });
    const { choice } = decide(s);
    expect(choice.action).toMatchObject({ type: 'normal-summon', card: idOf(s, 'Dark Magician') });
    const tributes = (choice.action as { tributes: readonly number[] }).tributes.slice().sort();
    expect(tributes).toEqual([idOf(s, 'Swordsman of Landstar'), idOf(s, 'Flame Manipulator')].sort());
  });

  it('does not Tribute when the new monster is weaker than what it replaces', () => {
    const s = board({
      sides: [{ hand: ['Illusionist Faceless Mage', 'Celtic Guardian'], monsters: [{ card: 'Sky Scout' }] }, {}],
    });
    expect(decide(s).choice.id).toBe(`summon:${idOf(s, 'Celtic Guardian')}`);
  });

  it('Sets its sturdiest monster when any summon would lose every battle', () => {
    const s = board({
      sides: [{ hand: ['Celtic Guardian', 'Mystical Elf'] }, { monsters: [{ card: 'Dark Magician' }] }],
    });
    expect(decide(s).choice.id).toBe(`set:${idOf(s, 'Mystical Elf')}`);
  });

  it('summons the strongest monster in Attack Position when it wins', () => {
    const s = board({
      sides: [{ hand: ['Celtic Guardian', 'Battle Ox', 'Baby Dragon'] }, { monsters: [{ card: 'Kojikocy' }] }],
    });
    expect(decide(s).choice.id).toBe(`summon:${idOf(s, 'Battle Ox')}`);
  });

  it('enters the Battle Phase only when something can attack well', () => {
    const good = board({ normalSummonUsed: true, sides: [{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Celtic Guardian' }] }] });
    expect(decide(good).choice.id).toBe('battle');
    const bad = board({ normalSummonUsed: true, sides: [{ monsters: [{ card: 'Baby Dragon', position: 'defense' }] }, { monsters: [{ card: 'Dark Magician' }] }] });
    let s: DuelState = bad;
    for (let i = 0; i < 5 && s.turnPlayer === 0; i++) {
      const { choice } = decide(s);
      expect(choice.id).not.toBe('battle');
      const r = engine.apply(s, choice.action);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(s.turnPlayer).toBe(1);
  });

  it('switches a weak face-up Attack Position monster to Defense when it would die', () => {
    const s = board({
      phase: 'main2',
      normalSummonUsed: true,
      sides: [{ monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }] }, { monsters: [{ card: 'Battle Ox' }] }],
    });
    expect(decide(s).choice.id).toBe(`pos:${idOf(s, 'Celtic Guardian')}`);
  });

  it('discards the weakest card for the hand size limit', () => {
    const s = board({
      sides: [{ hand: ['Battle Ox', 'Dark Magician', 'Swordsman of Landstar', 'Celtic Guardian', 'Rogue Doll', 'Kojikocy', 'Sky Scout'] }, {}],
    });
    s.phase = 'end';
    s.pending = { kind: 'discard', player: 0, count: 1 };
    expect(decide(s).choice.id).toBe(`discard:${idOf(s, 'Swordsman of Landstar')}`);
  });
});

describe('heuristic bot: information', () => {
  it('decides from the view alone: the same view gives the same choice whatever is hidden behind it', () => {
    const make = (hidden: string, handCard: string): DuelState =>
      battle([{ monsters: [{ card: 'Battle Ox' }] }, { hand: [handCard], monsters: [{ card: hidden, faceDown: true }] }]);
    const weak = make('Baby Dragon', 'Baby Dragon');
    const wall = make('Giant Soldier of Stone', 'Dark Magician');
    const v1 = engine.view(weak, 0);
    const v2 = engine.view(wall, 0);
    expect(JSON.stringify(v1)).toBe(JSON.stringify(v2));
    expect(decide(weak).choice.id).toBe(decide(wall).choice.id);
  });

  it('works on a frozen, detached view and never needs the state', () => {
    const s = battle([{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Celtic Guardian' }] }]);
    const view = structuredClone(engine.view(s, 0));
    const deepFreeze = (o: unknown): void => {
      if (o && typeof o === 'object') {
        Object.values(o).forEach(deepFreeze);
        Object.freeze(o);
      }
    };
    deepFreeze(view);
    const options = structuredClone(toViewOptions(s, engine.legalActions(s), s.pending!.player));
    deepFreeze(options);
    const choice = bot.choose(view, options);
    expect(options).toContain(choice);
    expect(choice.action.type).toBe('attack');
  });

  it('always answers with one of its options over whole duels (mirror match)', () => {
    const decks = loadNormalDecks().map((d) => d.deck);
    for (let i = 0; i < 6; i++) {
      const out = playDuel(
        engine,
        { format: i % 2 ? 'modern' : 'classic', seed: `mirror:${i}`, decks: [decks[i % 4]!, decks[(i + 1) % 4]!], firstPlayer: (i % 2) as 0 | 1 },
        [createHeuristicBot(), createHeuristicBot()],
      );
      expect(out.result).not.toBeNull();
    }
  });
});

describe('previewAttack', () => {
  it('works out wins, trades, losses, walls and direct attacks from the view', () => {
    const s = battle([
      { monsters: [{ card: 'Battle Ox' }] },
      { monsters: [{ card: 'Celtic Guardian' }, { card: 'Neo the Magic Swordsman' }, { card: 'Dark Magician' }, { card: 'Giant Soldier of Stone', position: 'defense' }, { card: 'Uraby', position: 'defense' }] },
    ]);
    const v = engine.view(s, 0);
    const ox = idOf(s, 'Battle Ox');
    const win = previewAttack(v, ox, idOf(s, 'Celtic Guardian'));
    expect(win).toMatchObject({ known: true, outcome: 'target-destroyed', destroyed: [idOf(s, 'Celtic Guardian')], damage: [0, 300] });
    const trade = previewAttack(v, ox, idOf(s, 'Neo the Magic Swordsman'));
    expect(trade).toMatchObject({ outcome: 'both-destroyed', damage: [0, 0] });
    expect(trade.destroyed).toHaveLength(2);
    const lose = previewAttack(v, ox, idOf(s, 'Dark Magician'));
    expect(lose).toMatchObject({ outcome: 'attacker-destroyed', destroyed: [ox], damage: [800, 0] });
    const wall = previewAttack(v, ox, idOf(s, 'Giant Soldier of Stone'));
    expect(wall).toMatchObject({ outcome: 'nothing-destroyed', destroyed: [], damage: [300, 0], targetPosition: 'defense' });
    const def = previewAttack(v, ox, idOf(s, 'Uraby'));
    expect(def).toMatchObject({ outcome: 'target-destroyed', damage: [0, 0] });
    const direct = previewAttack(engine.view(battle([{ monsters: [{ card: 'Battle Ox' }] }, {}]), 0), ox, null);
    expect(direct).toMatchObject({ outcome: 'direct', damage: [0, 1700], known: true });
    expect(win.summary).toContain('300');
  });

  it('says a face-down target is unknown and gives the thresholds instead', () => {
    const s = battle([{ monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Giant Soldier of Stone', faceDown: true }] }]);
    const p = previewAttack(engine.view(s, 0), idOf(s, 'Battle Ox'), toViewId(s, idOf(s, 'Giant Soldier of Stone'), 0));
    expect(p).toMatchObject({ known: false, outcome: 'unknown', destroyed: [], damage: [0, 0], targetPosition: 'defense' });
    expect(p.ifHidden).toEqual({ destroysIfDefBelow: 1700, bouncesIfDefAbove: 1700, attackerTakesDefMinus: 1700 });
    expect(p.summary).not.toContain('Giant Soldier');
  });
});
