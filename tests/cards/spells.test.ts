/**
 * Spell Cards beyond what the scenario files show: who may read a look at hidden cards,
 * Tokens, Scapegoat's Summon lock, Fusion Summons into the Extra Monster Zone (modern),
 * "properly Summoned" checks of effects that Special Summon, and Last Will's one use.
 */
import { describe, expect, it } from 'vitest';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { describeEvent, describeEvents } from '../../src/engine/text/eventText.js';
import { parseCommand } from '../../src/engine/text/grammar.js';
import { viewEvents } from '../../src/engine/index.js';
import { buildBoard } from '../../src/engine/testing/scenario/board.js';
import { parseScenario, type ScenarioCards } from '../../src/engine/testing/scenario/schema.js';
import type { DuelEvent, DuelState, PlayerId } from '../../src/engine/types.js';

const { db, engine } = defaultCards();
const cards: ScenarioCards = {
  find: (name) => {
    const facts = db.byName(name);
    return facts ? toCardStatic(facts) : undefined;
  },
};

const FILL = ['Mammoth Graveyard', 'Silver Fang', 'Uraby', 'Celtic Guardian', 'Feral Imp'];

interface Side {
  lp?: number;
  hand?: string[];
  deck?: string[];
  monsters?: unknown[];
  spellTraps?: unknown[];
  graveyard?: string[];
  extra?: string[];
}

/** A board from scenario-style data (turn 3, player 0 in Main Phase 1 unless told otherwise). */
function start(sides: [Side, Side], more: Record<string, unknown> = {}): DuelState {
  const raw = {
    name: 'unit',
    description: 'unit test board',
    format: 'classic',
    turn: 3,
    turnPlayer: 0,
    phase: 'main1',
    players: sides.map((s) => ({ deck: FILL, ...s })),
    steps: [{ expect: {} }],
    ...more,
  };
  const parsed = parseScenario(raw, cards);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return buildBoard(parsed.scenario, cards, engine.ctx).state;
}

interface Played {
  state: DuelState;
  events: DuelEvent[];
}

/** Plays a command; throws with the refusal if it is refused. */
function cmd(state: DuelState, player: PlayerId, text: string): Played {
  const parsed = parseCommand(state, player, text, engine.ctx);
  if (parsed.kind !== 'option') throw new Error(`"${text}" was not played: ${JSON.stringify(parsed).slice(0, 400)}`);
  const result = engine.apply(state, parsed.option.action);
  if (!result.ok) throw new Error(result.rejection.message);
  return { state: result.state, events: result.events };
}

/** The refusal code of a command, or null if it would be accepted. */
function refusal(state: DuelState, player: PlayerId, text: string): string | null {
  const parsed = parseCommand(state, player, text, engine.ctx);
  if (parsed.kind === 'rejected') return parsed.rejection.code;
  if (parsed.kind === 'option') return null;
  throw new Error(`"${text}" was not understood: ${JSON.stringify(parsed).slice(0, 300)}`);
}

function option(state: DuelState, id: string): Played {
  const found = engine.legalActions(state).find((o) => o.id === id);
  if (!found) throw new Error(`no option ${id}: ${engine.legalActions(state).map((o) => o.id).join(', ')}`);
  const result = engine.apply(state, found.action);
  if (!result.ok) throw new Error(result.rejection.message);
  return { state: result.state, events: result.events };
}

const name = (state: DuelState, id: number | null): string | null => (id === null ? null : state.catalog[state.cards[id]!.passcode]!.name);

describe('looking at hidden cards', () => {
  it('Ancient Telescope names the top 5 cards for its activator only, never their ids', () => {
    const deck = ['Dark Magician', 'Feral Imp', 'Silver Fang', 'Uraby', 'Mammoth Graveyard', 'Celtic Guardian'];
    const s = start([{ hand: ['Ancient Telescope'] }, { deck }]);
    const { state, events } = cmd(s, 0, 'activate Ancient Telescope');
    const look = events.find((e) => e.type === 'look');
    expect(look).toMatchObject({ player: 0, owner: 1, from: 'deck' });
    expect(state.players[1].deck.map((id) => name(state, id))).toEqual(deck);

    const mine = viewEvents(events, 0).find((e) => e.type === 'look')!;
    expect(mine.type === 'look' && mine.cards).toEqual([-1, -1, -1, -1, -1]);
    const theirs = viewEvents(events, 1).find((e) => e.type === 'look')!;
    expect(theirs.type === 'look' && theirs.passcodes).toEqual([]);

    const lines0 = describeEvents(state, viewEvents(events, 0), 0).join('\n');
    expect(lines0).toContain("You look at the top 5 cards of your opponent's Deck: Dark Magician, Feral Imp, Silver Fang, Uraby, Mammoth Graveyard.");
    const lines1 = describeEvents(state, viewEvents(events, 1), 1).join('\n');
    expect(lines1).toContain('Your opponent looks at the top 5 cards of your Deck.');
    for (const n of ['Dark Magician', 'Feral Imp', 'Uraby']) expect(lines1).not.toContain(n);
    // Even the raw event, not passed through viewEvents, tells the opponent nothing.
    expect(describeEvent(state, look!, 1)).toBe('Your opponent looks at the top 5 cards of your Deck.');
  });

  it('Ancient Telescope needs a card in the opponent\'s Deck', () => {
    const s = start([{ hand: ['Ancient Telescope'] }, { deck: [] }]);
    expect(refusal(s, 0, 'activate Ancient Telescope')).toBe('CONDITION_NOT_MET');
  });

  it('The Inexperienced Spy looks at a random hand card; the owner sees which one, and the hand keeps its order', () => {
    const hand = ['Dark Magician', 'Feral Imp', 'Trap Hole', 'Uraby'];
    const s = start([{ hand: ['The Inexperienced Spy'] }, { hand }]);
    const { state, events } = cmd(s, 0, 'activate The Inexperienced Spy');
    expect(engine.legalActions(state).some((o) => /card \d of \d/.test(o.label))).toBe(false);
    const look = events.find((e) => e.type === 'look');
    expect(look).toMatchObject({ player: 0, owner: 1, from: 'hand' });
    const seen = look?.type === 'look' ? name(state, look.cards[0]!) : '';
    expect(hand).toContain(seen);
    const forSpy = viewEvents(events, 0).find((e) => e.type === 'look')!;
    expect(forSpy.type === 'look' && forSpy.cards).toEqual([-1]);
    expect(describeEvents(state, viewEvents(events, 0), 0)).toContain(`You look at a card in your opponent's hand: ${seen}.`);
    expect(describeEvents(state, viewEvents(events, 1), 1)).toContain(`Your opponent looks at ${seen} in your hand.`);
    // Its owner's order, untouched: the place of a card says nothing to the player who looked.
    expect(state.players[1].hand.map((id) => name(state, id))).toEqual(hand);
    expect(state.players[1].hand).toEqual(s.players[1].hand);
  });

  it('The Inexperienced Spy needs a card in the opponent\'s hand', () => {
    const s = start([{ hand: ['The Inexperienced Spy'] }, { hand: [] }]);
    expect(refusal(s, 0, 'activate The Inexperienced Spy')).toBe('CONDITION_NOT_MET');
  });
});

describe('Tokens and Scapegoat', () => {
  it('Sheep Tokens vanish when they leave the field: destroyed, or returned to the hand', () => {
    let s = start([{ hand: ['Scapegoat', 'Dark Hole'] }, { monsters: ['Dark Magician'] }]);
    s = cmd(s, 0, 'activate Scapegoat').state;
    const tokens = s.players[0].monsters.filter((id): id is number => id !== null);
    expect(tokens.map((id) => name(s, id))).toEqual(['Sheep Token', 'Sheep Token', 'Sheep Token', 'Sheep Token']);
    s = cmd(s, 0, 'activate Dark Hole').state;
    for (const id of tokens) expect(s.cards[id]!.location).toBe('gone');
    expect(s.players[0].graveyard.map((id) => name(s, id))).toEqual(['Scapegoat', 'Dark Hole']);
    expect(s.players[1].graveyard.map((id) => name(s, id))).toEqual(['Dark Magician']);
  });

  it('Scapegoat cannot be activated after a Summon this turn, but a Set does not count', () => {
    const summoned = cmd(start([{ hand: ['Scapegoat', 'Feral Imp'] }, {}]), 0, 'summon Feral Imp').state;
    expect(refusal(summoned, 0, 'activate Scapegoat')).toBe('CONDITION_NOT_MET');
    const set = cmd(start([{ hand: ['Scapegoat', 'Feral Imp'] }, {}]), 0, 'set Feral Imp').state;
    expect(refusal(set, 0, 'activate Scapegoat')).toBeNull();
  });

  it('Scapegoat needs 4 free Monster Zones', () => {
    const s = start([{ hand: ['Scapegoat'], monsters: ['Feral Imp', 'Uraby'] }, {}]);
    expect(refusal(s, 0, 'activate Scapegoat')).toBe('CONDITION_NOT_MET');
  });

  it("Scapegoat's Summon lock is a cost: it stays when Magic Jammer negates the activation, and effects cannot Special Summon either", () => {
    let s = start([{ hand: ['Scapegoat', 'Feral Imp', 'Monster Reborn'], graveyard: ['Uraby'] }, { hand: ['Uraby'], spellTraps: ['Magic Jammer'] }]);
    s = cmd(s, 0, 'activate Scapegoat').state;
    expect(s.pending).toMatchObject({ kind: 'respond', player: 1 });
    s = cmd(s, 1, 'activate Magic Jammer').state;
    // The discard for Magic Jammer's cost is automatic with one card in hand.
    expect(s.players[0].monsters.every((id) => id === null)).toBe(true);
    expect(s.players[1].lp).toBe(8000);
    expect(s.players[1].graveyard.map((id) => name(s, id))).toEqual(['Uraby', 'Magic Jammer']);
    expect(s.pending).toMatchObject({ kind: 'main', player: 0 });
    expect(refusal(s, 0, 'summon Feral Imp')).toBe('SUMMON_FORBIDDEN');
    expect(refusal(s, 0, 'activate Monster Reborn')).toBe('CONDITION_NOT_MET');
    expect(refusal(s, 0, 'set Feral Imp')).toBeNull();
  });
});

describe('Fusion Summons', () => {
  it('in the modern format the Fusion Monster goes to an Extra Monster Zone, and a second one has nowhere to go', () => {
    let s = start(
      [{ hand: ['Polymerization', 'Flame Manipulator', 'Masaki the Legendary Swordsman', 'Polymerization', 'Time Wizard', 'Baby Dragon'], extra: ['Flame Swordsman', 'Thousand Dragon'] }, {}],
      { format: 'modern' },
    );
    s = cmd(s, 0, 'activate Polymerization').state;
    s = cmd(s, 0, 'choose Flame Swordsman').state;
    s = option(s, 'choose:0').state;
    // Modern rulebook: with both Extra Monster Zones free the player picks one (here the right one).
    expect(engine.legalActions(s).map((o) => o.label)).toEqual([
      'Choose the Extra Monster Zone for Flame Swordsman: the left Extra Monster Zone (em1)',
      'Choose the Extra Monster Zone for Flame Swordsman: the right Extra Monster Zone (em2)',
    ]);
    s = option(s, 'choose:1').state;
    const emz = s.extraMonsterZones.map((id) => name(s, id));
    expect(emz).toEqual([null, 'Flame Swordsman']);
    expect(s.players[0].monsters.every((id) => id === null)).toBe(true);
    const fs = s.cards.find((c) => name(s, c.id) === 'Flame Swordsman')!;
    expect(fs.properlySummoned).toBe(true);
    expect(fs.controller).toBe(0);
    // Each player may use only one Extra Monster Zone (no Link Monsters here).
    expect(refusal(s, 0, 'activate Polymerization')).toBe('CONDITION_NOT_MET');
  });

  it('materials come only from the activator\'s own hand and field', () => {
    const s = start([{ hand: ['Polymerization', 'Flame Manipulator'], extra: ['Flame Swordsman'] }, { monsters: ['Masaki the Legendary Swordsman'] }]);
    expect(refusal(s, 0, 'activate Polymerization')).toBe('CONDITION_NOT_MET');
  });
});

describe('Special Summons by effects', () => {
  it('The Flute of Summoning Dragon cannot bring out a Toon Dragon, which must be Special Summoned its own way', () => {
    const s = start([{ hand: ['The Flute of Summoning Dragon', 'Blue-Eyes Toon Dragon'], monsters: ['Lord of D.'] }, {}]);
    expect(refusal(s, 0, 'activate The Flute of Summoning Dragon')).toBe('CONDITION_NOT_MET');
  });

  it('Black Illusion Ritual may Tribute a Sheep Token (only Tribute Summons refuse them)', () => {
    let s = start([{ hand: ['Scapegoat', 'Black Illusion Ritual', 'Relinquished'] }, {}]);
    s = cmd(s, 0, 'activate Scapegoat').state;
    // Scapegoat forbids other Summons this turn, the Ritual Summon included.
    expect(refusal(s, 0, 'activate Black Illusion Ritual')).toBe('CONDITION_NOT_MET');
    s = cmd(s, 0, 'end turn').state;
    s = cmd(s, 1, 'end turn').state;
    expect(s.turn).toBe(5);
    s = cmd(s, 0, 'activate Black Illusion Ritual').state;
    const tokenChoice = engine.legalActions(s).find((o) => o.label.includes('Sheep Token'));
    expect(tokenChoice).toBeDefined();
    s = option(s, tokenChoice!.id).state;
    s = option(s, 'choose:1').state;
    const relinquished = s.players[0].monsters.map((id) => name(s, id)).filter((n) => n === 'Relinquished');
    expect(relinquished).toHaveLength(1);
    expect(s.players[0].monsters.filter((id) => id !== null && name(s, id) === 'Sheep Token')).toHaveLength(3);
  });

  it('Last Will is used once: a second monster going to the Graveyard offers nothing', () => {
    let s = start([{ hand: ['Last Will', 'Fissure'], deck: ['Feral Imp', 'Silver Fang', 'Uraby'], monsters: ['Celtic Guardian', 'Mystical Elf'] }, { monsters: ['Summoned Skull'] }]);
    s = cmd(s, 0, 'activate Last Will').state;
    s = cmd(s, 0, 'enter battle').state;
    s = cmd(s, 0, 'attack Summoned Skull with Celtic Guardian').state;
    expect(s.pending).toMatchObject({ kind: 'yes-no', player: 0 });
    s = cmd(s, 0, 'yes').state;
    s = cmd(s, 0, 'choose Uraby').state;
    s = option(s, 'choose:1').state;
    expect(s.players[0].monsters.map((id) => name(s, id))).toEqual(['Uraby', 'Mystical Elf', null, null, null]);
    expect(s.lingering.some((l) => l.code === 'floating-trigger')).toBe(false);
    s = cmd(s, 0, 'attack Summoned Skull with Mystical Elf').state;
    expect(s.players[0].graveyard.map((id) => name(s, id))).toEqual(['Last Will', 'Celtic Guardian', 'Mystical Elf']);
    expect(s.pending?.kind).not.toBe('yes-no');
    expect(s.players[0].deck).toHaveLength(2);
  });

  it("Last Will does not answer the opponent's monster going to the Graveyard", () => {
    let s = start([{ hand: ['Last Will', 'Fissure'], deck: ['Feral Imp', 'Silver Fang'] }, { monsters: ['Feral Imp'] }]);
    s = cmd(s, 0, 'activate Last Will').state;
    s = cmd(s, 0, 'activate Fissure').state;
    expect(s.pending).toMatchObject({ kind: 'main', player: 0 });
    expect(s.players[1].graveyard.map((id) => name(s, id))).toEqual(['Feral Imp']);
    expect(s.players[0].monsters.every((id) => id === null)).toBe(true);
  });
});

describe('other refusals', () => {
  it('Card Destruction needs a card in some hand', () => {
    const s = start([{ hand: ['Card Destruction'] }, { hand: [] }]);
    expect(refusal(s, 0, 'activate Card Destruction')).toBe('CONDITION_NOT_MET');
  });

  it('Soul Exchange only in Main Phase 1 (its activator may not conduct a Battle Phase that turn)', () => {
    const s = start([{ hand: ['Soul Exchange'] }, { monsters: ['Dark Magician'] }], { phase: 'main2' });
    expect(refusal(s, 0, 'activate Soul Exchange')).toBe('CONDITION_NOT_MET');
  });

  it('Change of Heart needs a free Monster Zone', () => {
    const s = start([{ hand: ['Change of Heart'], monsters: ['Feral Imp', 'Uraby', 'Silver Fang', 'Celtic Guardian', 'Mystical Elf'] }, { monsters: ['Dark Magician'] }]);
    expect(refusal(s, 0, 'activate Change of Heart')).toBe('CONDITION_NOT_MET');
  });

  it('two Shield & Swords in one turn exchange the stats back', () => {
    let s = start([{ hand: ['Shield & Sword', 'Shield & Sword'], monsters: ['Celtic Guardian'] }, {}]);
    s = cmd(s, 0, 'activate Shield & Sword').state;
    expect(engine.view(s, 0).you.monsters[0]).toMatchObject({ atk: 1200, def: 1400 });
    s = cmd(s, 0, 'activate Shield & Sword').state;
    expect(engine.view(s, 0).you.monsters[0]).toMatchObject({ atk: 1400, def: 1200 });
  });
});
