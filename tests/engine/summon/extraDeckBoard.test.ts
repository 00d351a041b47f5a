/**
 * The board text and the player's view show what Extra Deck summoning puts on the field:
 * Extra Monster Zones, Link Arrows and Ratings, Xyz Ranks and their materials, Pendulum
 * Scales and the face-up Extra Deck (public to both players); and Link Arrow geometry.
 */
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../../src/cards/catalog.js';
import { scenarioCards } from '../../../src/cli/scenarioFiles.js';
import { buildBoard } from '../../../src/engine/testing/scenario/board.js';
import { parseScenario } from '../../../src/engine/testing/scenario/schema.js';
import { renderBoard } from '../../../src/engine/text/boardText.js';
import { linkedMainZones, pointedZones } from '../../../src/engine/summon/linkArrows.js';
import { checkInvariants } from '../../../src/engine/testing/invariants.js';
import { detachMaterials } from '../../../src/engine/summon/xyz.js';
import { Tx } from '../../../src/engine/tx.js';

const { db, engine } = defaultCards();
const cards = scenarioCards(db);
const D = ['Mammoth Graveyard', 'Silver Fang', 'Uraby'];

function board(extra: Record<string, unknown>) {
  const raw = { name: 'board', description: 'board text', format: 'modern', turn: 3, turnPlayer: 0, phase: 'main1', steps: [{ expect: {} }], ...extra };
  const r = parseScenario(raw, cards);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return buildBoard(r.scenario, cards, engine.ctx).state;
}

describe('Extra Deck summoning on the board', () => {
  it('shows Rank and materials, Link Rating and arrows, Scales and the face-up Extra Deck to both players', () => {
    const state = board({
      players: [
        {
          deck: D,
          monsters: [null, { card: 'Decode Talker' }],
          spellTraps: [{ card: 'Stargazer Magician', faceDown: false }, null, null, null, { card: 'Timegazer Magician', faceDown: false }],
          extraFaceUp: ['Dragonpulse Magician'],
        },
        { deck: D },
      ],
      extraMonsterZones: [{ card: 'Number 39: Utopia', controller: 0, materials: ['Alexandrite Dragon', 'Mystery Shell Dragon'] }, null],
    });
    expect(checkInvariants(state)).toEqual([]);
    const mine = renderBoard(engine.view(state, 0));
    const theirs = renderBoard(engine.view(state, 1));
    for (const text of [mine, theirs]) {
      expect(text).toMatch(/em1 Number 39: Utopia \[ATK\] 2500\/2000 Rank4\n +materials: Alexandrite Dragon, Mystery Shell Dragon\n/);
      expect(text).toContain('Extra 1 (face-up: Dragonpulse Magician)');
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    }
    // Its Top arrow points at Number 39: Utopia in em1: 2300 + 500 ATK (Decode Talker's own effect).
    expect(mine).toMatch(/m2 +Decode Talker \[ATK\] 2800 Link-3 · arrows T BL BR/);
    expect(mine).toMatch(/s1 +Stargazer Magician \[Pendulum Scale 1\]/);
    expect(mine).toMatch(/s5 +Timegazer Magician \[Pendulum Scale 8\]/);
    expect(theirs).toMatch(/om2 +Decode Talker/);
  });

  it('reads Link Arrows from the controller side: player 0 Bottom points down, player 1 Bottom points at their own zones', () => {
    const state = board({
      players: [{ deck: D, monsters: [null, { card: 'Decode Talker' }] }, { deck: D }],
      extraMonsterZones: [null, { card: 'Link Spider', controller: 1 }],
    });
    const decode = state.players[0].monsters[1]!;
    // Decode Talker in player 0's m2 (column 1): Top points at the left Extra Monster Zone; the bottom arrows at Spell & Trap Zones.
    expect(pointedZones(state, decode)).toEqual([{ kind: 'extra', zone: 0 }]);
    // Link Spider (Bottom) in em2 (column 3) controlled by player 1 points at player 1's zone in column 3: their m2.
    expect(linkedMainZones(state, 1)).toEqual([1]);
    expect(linkedMainZones(state, 0)).toEqual([]);
  });

  it('detaching a material as a cost sends it to its owner\'s Graveyard; a monster holding too few pays nothing', () => {
    const state = board({
      players: [{ deck: D }, { deck: D }],
      extraMonsterZones: [{ card: 'Number 39: Utopia', controller: 0, materials: ['Alexandrite Dragon', 'Mystery Shell Dragon'] }, null],
    });
    const utopia = state.extraMonsterZones[0]!;
    const tx = new Tx(state);
    expect(detachMaterials(tx, utopia, 3)).toBe(false);
    expect(tx.s.cards[utopia]!.materials).toHaveLength(2);
    expect(detachMaterials(tx, utopia, 1)).toBe(true);
    const names = (ids: readonly number[]) => ids.map((id) => tx.s.catalog[tx.s.cards[id]!.passcode]!.name);
    expect(names(tx.s.cards[utopia]!.materials)).toEqual(['Mystery Shell Dragon']);
    expect(names(tx.s.players[0].graveyard)).toEqual(['Alexandrite Dragon']);
    expect(tx.events).toMatchObject([{ type: 'sent-to-graveyard', reason: 'cost', from: 'material' }]);
    expect(checkInvariants(tx.s)).toEqual([]);
  });
});
