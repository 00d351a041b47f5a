import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeck } from '../../src/cli/play.js';
import { combatOutcome } from '../../src/engine/shadow/outcome.js';
import { checkInvariants } from '../../src/engine/testing/invariants.js';
import type { ShadowCombatant } from '../../src/engine/shadow/types.js';
import type { DeckList, DuelConfig, DuelEvent, DuelState } from '../../src/engine/types.js';

const { engine } = defaultCards();

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

function mage(name: string, body: number): ShadowCombatant {
  return { name, mind: 4, body, power: 2, starLevel: 12, lp: 1000 * body + 1000, lpCap: 1000 * (body + 4) + 2000, library: [] };
}

/** Two mages against one (shadow.teams): Yugi then Joey share side 0, Kaiba is alone on side 1. */
const config: DuelConfig = {
  format: 'shadow-games',
  seed: 'two-against-one',
  decks: [deck('normals-yugi'), deck('normals-kaiba')],
  firstPlayer: 0,
  mages: [mage('Yugi', 3), mage('Kaiba', 3)],
  partners: [[{ mage: mage('Joey', 2), deck: deck('normals-joey') }], []],
};

/** Ends the turn: passes every window and takes "end turn" (never attacks, summons or casts). */
function endTurn(state: DuelState, events: DuelEvent[]): DuelState {
  const turn = state.turn;
  let s = state;
  while (s.turn === turn && !s.result) {
    const options = engine.legalActions(s);
    const pick = options.find((o) => o.action.type === 'end-turn') ?? options.find((o) => o.action.type === 'pass') ?? options[0]!;
    const r = engine.apply(s, pick.action);
    if (!r.ok) throw new Error(r.rejection.message);
    events.push(...r.events);
    s = r.state;
  }
  return s;
}

describe('Shadow Games tag duels: each mage has their own hand, Deck of Magic, LP and MP; the team shares the field', () => {
  it('passes the seat along a team of two against one mage, keeping every mage\'s cards and LP their own and hidden while set aside', () => {
    const started = engine.newDuel(config);
    if (!started.ok) throw new Error(started.problems.join('; '));
    let s = started.state;
    const [yugi, joey, kaiba] = s.shadow!.mages;
    expect([yugi!.mage.name, joey!.mage.name, kaiba!.mage.name]).toEqual(['Yugi', 'Joey', 'Kaiba']);
    // Joey's whole Deck of Magic waits aside: nothing of his is in the side's piles, his LP are his own.
    expect(joey!.aside!.deck).toHaveLength(deck('normals-joey').main.length);
    expect(joey!.aside!.hand).toEqual([]);
    expect(joey!.aside!.lp).toBe(3000);
    expect(joey!.magic!.every((id) => s.cards[id]!.location === 'aside')).toBe(true);
    expect(s.players[0].lp).toBe(4000);
    const yugiHand = [...s.players[0].hand];

    const events: DuelEvent[] = [];
    s = endTurn(s, events); // turn 1 (Yugi) ends, turn 2 (Kaiba) starts
    expect(s.shadow!.active).toEqual([0, 2]);
    s = endTurn(s, events); // turn 3: Joey takes side 0's seat
    const seat = events.filter((e) => e.type === 'mage-seat');
    expect(seat).toEqual([expect.objectContaining({ type: 'mage-seat', player: 0, mage: 'Joey', lp: 3000 })]);
    expect(s.shadow!.active).toEqual([1, 2]);
    expect(s.players[0].lp).toBe(3000);
    // His opening hand of five and the turn's draw, all from his own Deck.
    expect(s.players[0].hand).toHaveLength(6);
    expect(s.players[0].hand.every((id) => s.shadow!.mages[1]!.magic!.includes(id))).toBe(true);
    expect(s.shadow!.mages[0]!.aside!.hand).toEqual(expect.arrayContaining(yugiHand));
    expect(s.shadow!.mages[1]!.mp).toBe(5);
    expect(checkInvariants(s)).toEqual([]);

    // Views: counts of the set-aside mage, never their cards (not even to their own team).
    const mine = engine.view(s, 0);
    expect(mine.you.mage!.team).toEqual([
      { name: 'Yugi', seated: false, lp: 4000, magicPoints: expect.any(Number), handCount: s.shadow!.mages[0]!.aside!.hand.length, deckCount: s.shadow!.mages[0]!.aside!.deck.length, graveyardCount: 0 },
      { name: 'Joey', seated: true, lp: 3000, magicPoints: 5, handCount: 6, deckCount: s.players[0].deck.length, graveyardCount: 0 },
    ]);
    expect(JSON.stringify(engine.view(s, 1))).not.toContain('"id":' + yugiHand[0] + ',');
    const theirs = engine.view(s, 1);
    expect(theirs.opponent.mage!.team!.map((m) => m.seated)).toEqual([false, true]);
    expect(theirs.you.mage!.team).toBeUndefined();

    s = endTurn(s, events); // turn 4: Kaiba again
    s = endTurn(s, events); // turn 5: the seat comes back to Yugi, who keeps his hand and draws one
    expect(s.shadow!.active).toEqual([0, 2]);
    expect(s.players[0].lp).toBe(4000);
    expect(s.players[0].hand).toEqual(expect.arrayContaining(yugiHand));
    expect(s.players[0].hand.every((id) => s.shadow!.mages[0]!.magic!.includes(id))).toBe(true);
    expect(checkInvariants(s)).toEqual([]);

    const rows = combatOutcome(s).mages.map((m) => [m.name, m.side, m.lp, m.conscious]);
    expect(rows).toEqual([['Yugi', 0, 4000, true], ['Joey', 0, 3000, true], ['Kaiba', 1, 4000, true]]);
  });
});
