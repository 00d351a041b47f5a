/**
 * Equip Cards, Field Spells and Toons: the rules' own checks (an Equip Card whose monster
 * is turned face-down or changes control, a Toon whose "Toon World" leaves without being
 * destroyed) and where Malevolent Nuzzler goes.
 */
import { describe, expect, it } from 'vitest';
import { stateChecks } from '../../src/engine/chain/stateChecks.js';
import { currentAtk } from '../../src/engine/continuous.js';
import { Tx } from '../../src/engine/tx.js';
import { moveCard } from '../../src/engine/zones.js';
import { boardFrom, engine, idOf, nameOf, run } from './support.js';

describe('Equip Cards and the state checks', () => {
  it('an Equip Card is destroyed when its monster is turned face-down', () => {
    const s = boardFrom({ players: [{ monsters: ['Feral Imp'], spellTraps: [{ card: 'Sword of Dark Destruction', faceDown: false, equippedTo: 'm1' }] }, {}] });
    expect(currentAtk(s, engine.ctx, idOf(s, 'Feral Imp'))).toBe(1700);
    const tx = new Tx(s);
    const imp = tx.card(idOf(s, 'Feral Imp'));
    imp.faceUp = false;
    imp.position = 'defense';
    stateChecks(tx, engine.ctx);
    expect(tx.s.players[0].spellTraps.every((id) => id === null)).toBe(true);
    expect(tx.events.map((e) => e.type)).toEqual(['destroyed', 'sent-to-graveyard']);
  });

  it('Ring of Magnetism is destroyed when its monster changes control (it may only equip its controller\'s monster)', () => {
    const s = boardFrom({ players: [{ monsters: ['Celtic Guardian'], spellTraps: [{ card: 'Ring of Magnetism', faceDown: false, equippedTo: 'm1' }] }, {}] });
    expect(currentAtk(s, engine.ctx, idOf(s, 'Celtic Guardian'))).toBe(900);
    const tx = new Tx(s);
    moveCard(tx, idOf(s, 'Celtic Guardian'), { to: 'monster', controller: 1, keepArrival: true });
    stateChecks(tx, engine.ctx);
    expect(nameOf(tx.s, tx.s.players[0].graveyard[0])).toBe('Ring of Magnetism');
    expect(currentAtk(tx.s, engine.ctx, idOf(s, 'Celtic Guardian'))).toBe(1400);
  });

  it('Malevolent Nuzzler goes back on top of the Deck when its player pays 500 LP', () => {
    let s = boardFrom({ players: [{ hand: ['Mystical Space Typhoon'], monsters: ['Celtic Guardian'], spellTraps: [{ card: 'Malevolent Nuzzler', faceDown: false, equippedTo: 'm1' }] }, {}] });
    expect(currentAtk(s, engine.ctx, idOf(s, 'Celtic Guardian'))).toBe(2100);
    s = run(s, 0, 'activate Mystical Space Typhoon');
    s = run(s, 0, 'yes');
    expect(nameOf(s, s.players[0].deck[0])).toBe('Malevolent Nuzzler');
    expect(s.players[0].lp).toBe(7500);
    // Declining leaves it in the Graveyard.
    let t = boardFrom({ players: [{ hand: ['Mystical Space Typhoon'], monsters: ['Celtic Guardian'], spellTraps: [{ card: 'Malevolent Nuzzler', faceDown: false, equippedTo: 'm1' }] }, {}] });
    t = run(t, 0, 'activate Mystical Space Typhoon');
    t = run(t, 0, 'no');
    expect(t.players[0].graveyard.map((id) => nameOf(t, id))).toEqual(['Malevolent Nuzzler', 'Mystical Space Typhoon']);
    expect(t.players[0].lp).toBe(8000);
  });
});

describe('Toons and "Toon World"', () => {
  const toonBoard = () =>
    boardFrom({ players: [{ monsters: ['Toon Mermaid'], spellTraps: [{ card: 'Toon World', faceDown: false }] }, { monsters: ['Battle Ox'] }] });

  it('a Toon stays when "Toon World" leaves the field without being destroyed (the card says "destroyed")', () => {
    const s = toonBoard();
    const tx = new Tx(s);
    moveCard(tx, idOf(s, 'Toon World'), { to: 'hand' });
    tx.emit({ type: 'returned-to-hand', card: idOf(s, 'Toon World') });
    stateChecks(tx, engine.ctx);
    expect(nameOf(tx.s, tx.s.players[0].monsters[0])).toBe('Toon Mermaid');
  });

  it('a Toon is destroyed when a face-up "Toon World" on the field is destroyed, whoever controls it', () => {
    const s = boardFrom({ players: [{ monsters: ['Toon Mermaid'] }, { spellTraps: [{ card: 'Toon World', faceDown: false }] }] });
    const tx = new Tx(s);
    const world = idOf(s, 'Toon World');
    moveCard(tx, world, { to: 'graveyard', faceUp: true });
    tx.emit({ type: 'destroyed', card: world, by: 'effect', owner: 1, wasFaceUp: true });
    stateChecks(tx, engine.ctx);
    expect(tx.s.players[0].monsters[0]).toBeNull();
    expect(nameOf(tx.s, tx.s.players[0].graveyard[0])).toBe('Toon Mermaid');
  });

  it('a Toon\'s direct attack is offered while the opponent has monsters but no face-up Toon, and costs 500 LP', () => {
    const s = run(toonBoard(), 0, 'battle');
    const labels = engine.legalActions(s).map((o) => o.label);
    expect(labels).toContain('Attack directly with Toon Mermaid (1400 ATK)');
    expect(labels.some((l) => l.startsWith('Attack Battle Ox'))).toBe(true);
    const t = run(s, 0, 'attack directly with Toon Mermaid');
    expect([t.players[0].lp, t.players[1].lp]).toEqual([7500, 6600]);
  });
});
