/**
 * Scripts for the Effect Monsters of the four 2002 Starter Decks (the Toons are scripted
 * elsewhere; Man-Eater Bug and Sangan are in starterScripts.ts). Each follows our own
 * wording of the card in data/cards/cards.json.
 */
import { currentAtk } from '../../engine/continuous.js';
import { isMonsterZone } from '../../engine/zones.js';
import type { CardScript, EffectDef, EffectQuery } from '../../engine/effects/api.js';
import type { Resolution } from '../../engine/effects/resolution.js';
import type { CardStatic, DuelState, PlayerId } from '../../engine/types.js';
import { facts, isFaceUp, monstersOn, spellTrapsOn } from './helpers.js';

const ARMED_NINJA = 9076207;
const BIG_EYE = 16768387;
const DREAM_CLOWN = 13215230;
const GEARFRIED = 423705;
const HANE_HANE = 7089711;
const HIROS_SHADOW_SCOUT = 81863068;
const JIGEN_BAKUDAN = 90020065;
const KARATE_MAN = 23289281;
const LORD_OF_D = 17985575;
const MAGICIAN_OF_FAITH = 31560081;
const MAHA_VAILO = 93013676;
const MASK_OF_DARKNESS = 28933734;
const MILUS_RADIANT = 7489323;
const MUKA_MUKA = 46657337;
const MYSTERIOUS_PUPPETEER = 54098121;
const PENGUIN_SOLDIER = 93920745;
const PRINCESS_OF_TSURUGI = 51371017;
const RELINQUISHED = 64631466;
const SONIC_BIRD = 57617178;
const STERN_MYSTIC = 87557188;
const WICKED_WORM_BEAST = 6285791;
const TIME_WIZARD = 71625222;
const TRAP_MASTER = 46461247;
const WALL_OF_ILLUSION = 13945283;
const WHITE_MAGICAL_HAT = 15150365;
const WITCH_OF_THE_BLACK_FOREST = 78010363;

/** Face-up in a Monster Zone. */
function faceUpMonster(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  return isMonsterZone(card.location) && card.faceUp;
}

/** The source monster is still face-up on the field where its effect was activated. */
function stillFaceUpHere(r: Resolution): boolean {
  return r.sourceStillThere() && faceUpMonster(r.state, r.self);
}

/** Armed Ninja / Trap Master: a Set target is revealed and destroyed only if it is of the right kind. */
function revealAndDestroy(r: Resolution, kind: 'spell' | 'trap'): void {
  for (const id of r.targets(0)) {
    if (!isFaceUp(r.state, id)) r.reveal(r.player, [id]);
    if (r.facts(id).kind === kind) r.destroy([id]);
  }
}

/** A target slot for a Spell (or Trap) card on the field: face-up ones of that kind, or any Set card. */
function setOrFaceUp(kind: 'spell' | 'trap') {
  return {
    what: `${kind === 'spell' ? 'Spell' : 'Trap'} card on the field (a Set card may be chosen)`,
    min: 1,
    max: 1,
    from: ['spellTraps'] as const,
    side: 'both' as const,
    filter: (q: EffectQuery, id: number) => !isFaceUp(q.state, id) || facts(q.state, id).kind === kind,
  };
}

/** Magician of Faith / Mask of Darkness: a card of one kind from your own Graveyard back to the hand. */
function graveyardToHand(kind: 'spell' | 'trap'): EffectDef {
  return {
    id: 'flip',
    kind: 'flip',
    label: `add 1 ${kind === 'spell' ? 'Spell' : 'Trap'} from your Graveyard to your hand`,
    categories: ['to-hand'],
    targets: [
      {
        what: `${kind === 'spell' ? 'Spell' : 'Trap'} card in your Graveyard`,
        min: 1,
        max: 1,
        from: ['graveyard'],
        side: 'own',
        filter: (q, id) => facts(q.state, id).kind === kind,
      },
    ],
    resolve: (r) => {
      for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
    },
  };
}

/** Sangan-like searches on leaving the field for the Graveyard, with the name lock of our card text. */
function searchOnGraveyard(passcode: number, label: string, fits: (f: CardStatic) => boolean, prompt: string): EffectDef {
  return {
    id: 'search',
    kind: 'trigger',
    label,
    categories: ['search'],
    oncePerTurn: 'name',
    triggersFrom: ['graveyard'],
    triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
    resolve: (r) => {
      const got = r.search(r.player, (f) => f.kind === 'monster' && fits(f), prompt);
      for (const id of got) r.linger({ kind: 'name-lock', player: r.player, name: r.facts(id).name, until: 'end-of-turn', source: passcode });
    },
  };
}

/** The opponent's monster Relinquished holds as an Equip Card, if any. */
export function heldByRelinquished(state: DuelState, relinquished: number): number | null {
  for (const p of [0, 1] as const) {
    for (const id of state.players[p].spellTraps) {
      if (id === null) continue;
      const card = state.cards[id]!;
      if (card.equippedTo === relinquished && card.faceUp && facts(state, id).kind === 'monster') return id;
    }
  }
  return null;
}

/** The turn of `player`'s next Standby Phase, seen from now. */
function nextStandbyTurn(state: DuelState, player: PlayerId): number {
  if (state.turnPlayer !== player) return state.turn + 1;
  return state.phase === 'draw' ? state.turn : state.turn + 2;
}

export const MONSTER_SCRIPTS: readonly CardScript[] = [
  {
    passcode: ARMED_NINJA,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'destroy 1 Spell card',
        categories: ['destroy-spell-trap'],
        targets: [setOrFaceUp('spell')],
        resolve: (r) => revealAndDestroy(r, 'spell'),
      },
    ],
  },
  {
    passcode: BIG_EYE,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'look at the top 5 cards of your Deck and put them back in any order',
        resolve: (r) => {
          const deck = r.state.players[r.player].deck;
          const top = deck.slice(0, 5);
          const order: number[] = [];
          const left = [...top];
          while (left.length > 0) {
            const [pick] = r.choose({
              player: r.player,
              prompt: `Big Eye: which card goes ${order.length === 0 ? 'on top of your Deck' : `in place ${order.length + 1} from the top`}`,
              candidates: left,
              min: 1,
              max: 1,
            });
            if (pick === undefined || !left.includes(pick)) break;
            order.push(pick);
            left.splice(left.indexOf(pick), 1);
          }
          if (order.length === top.length) r.arrangeDeckTop(r.player, order);
        },
      },
    ],
  },
  {
    passcode: DREAM_CLOWN,
    effects: [
      {
        id: 'destroy',
        kind: 'trigger',
        label: 'destroy 1 monster your opponent controls',
        categories: ['destroy-monster'],
        triggersOn: (q, e) => e.type === 'position' && e.card === q.self && e.position === 'defense' && e.from === 'attack' && e.wasFaceUp === true,
        targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          r.destroy(r.targets(0));
        },
      },
    ],
  },
  {
    passcode: GEARFRIED,
    effects: [
      {
        id: 'destroy-equip',
        kind: 'trigger',
        label: 'destroy the Equip Card equipped to it',
        categories: ['destroy-spell-trap'],
        triggersOn: (q, e) => e.type === 'equipped' && e.to === q.self,
        resolve: (r) => {
          const e = r.link.event;
          if (e?.type !== 'equipped') return;
          const equip = r.state.cards[e.card];
          if (equip && equip.location === 'spellTrap') r.destroy([e.card]);
        },
      },
    ],
  },
  {
    passcode: HANE_HANE,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'return 1 monster to the hand',
        categories: ['to-hand'],
        targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
        resolve: (r) => {
          r.returnToHand(r.targets(0));
        },
      },
    ],
  },
  {
    passcode: HIROS_SHADOW_SCOUT,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'your opponent draws 3 cards and discards the Spells among them',
        categories: ['draw'],
        resolve: (r) => {
          const drawn = r.draw(r.opponent, 3);
          r.reveal(r.opponent, drawn);
          r.discard(r.opponent, drawn.filter((id) => r.facts(id).kind === 'spell'));
        },
      },
    ],
  },
  {
    passcode: JIGEN_BAKUDAN,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'set up its explosion for your next Standby Phase',
        resolve: (r) => {
          if (!stillFaceUpHere(r)) return;
          const card = r.state.cards[r.self]!;
          r.linger({ kind: 'delayed', card: r.self, moves: card.moves, player: r.player, effect: 'standby', turn: nextStandbyTurn(r.state, r.player), phase: 'standby', source: JIGEN_BAKUDAN });
        },
      },
      {
        // Set off by the delayed effect above, never by an event.
        id: 'standby',
        kind: 'trigger',
        label: 'Tribute it, destroy all your monsters and inflict half their ATK to your opponent',
        categories: ['destroy-monster', 'damage'],
        resolve: (r) => {
          if (!stillFaceUpHere(r)) return;
          r.tribute([r.self]);
          if (r.state.cards[r.self]!.location !== 'graveyard') return;
          const mine = monstersOn(r.state, r.player);
          const atk = new Map(mine.map((id) => [id, isFaceUp(r.state, id) ? currentAtk(r.state, r.ctx, id) : 0]));
          const destroyed = r.destroy(mine);
          const total = destroyed.reduce((sum, id) => sum + (atk.get(id) ?? 0), 0);
          r.damage(r.opponent, Math.floor(total / 2));
        },
      },
    ],
  },
  {
    passcode: KARATE_MAN,
    effects: [
      {
        id: 'double',
        kind: 'ignition',
        label: "Double Karate Man's original ATK (it is destroyed in the End Phase)",
        categories: ['stat-change'],
        oncePerTurn: 'card',
        resolve: (r) => {
          if (!stillFaceUpHere(r)) return;
          const moves = r.state.cards[r.self]!.moves;
          const before = currentAtk(r.state, r.ctx, r.self);
          r.linger({ kind: 'card', card: r.self, moves, flag: 'double-original-atk', until: 'end-of-turn', source: KARATE_MAN, player: r.player });
          r.linger({ kind: 'card', card: r.self, moves, flag: 'destroy-at-end-phase', until: 'end-of-turn', source: KARATE_MAN, player: r.player });
          r.reportStatChange(r.self, currentAtk(r.state, r.ctx, r.self) - before, 0);
        },
      },
    ],
  },
  {
    passcode: LORD_OF_D,
    continuous: [
      {
        cannotBeTargeted: (state, _source, card) => faceUpMonster(state, card) && facts(state, card).race === 'Dragon',
      },
    ],
  },
  { passcode: MAGICIAN_OF_FAITH, effects: [graveyardToHand('spell')] },
  {
    passcode: MAHA_VAILO,
    continuous: [
      {
        statModifier: (state, source, monster) => {
          if (monster !== source) return null;
          let equips = 0;
          for (const p of state.players) for (const id of p.spellTraps) if (id !== null && state.cards[id]!.equippedTo === source && state.cards[id]!.faceUp) equips++;
          return equips > 0 ? { atk: 500 * equips } : null;
        },
      },
    ],
  },
  { passcode: MASK_OF_DARKNESS, effects: [graveyardToHand('trap')] },
  {
    passcode: MILUS_RADIANT,
    continuous: [
      {
        statModifier: (state, _source, monster) => {
          const attribute = facts(state, monster).attribute;
          if (attribute === 'EARTH') return { atk: 500 };
          if (attribute === 'WIND') return { atk: -400 };
          return null;
        },
      },
    ],
  },
  {
    passcode: MUKA_MUKA,
    continuous: [
      {
        statModifier: (state, source, monster) => {
          if (monster !== source) return null;
          const n = state.players[state.cards[source]!.controller].hand.length;
          return n > 0 ? { atk: 300 * n, def: 300 * n } : null;
        },
      },
    ],
  },
  {
    passcode: MYSTERIOUS_PUPPETEER,
    effects: [
      {
        id: 'gain',
        kind: 'trigger',
        label: 'gain 500 LP',
        triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'flip-summon') && e.card !== q.self,
        resolve: (r) => {
          r.gainLp(r.player, 500);
        },
      },
    ],
  },
  {
    passcode: PENGUIN_SOLDIER,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'return up to 2 monsters to the hand',
        categories: ['to-hand'],
        optional: true,
        targets: [{ what: 'monsters on the field', min: 1, max: 2, from: ['monsters'], side: 'both', includeSelf: true }],
        resolve: (r) => {
          r.returnToHand(r.targets(0));
        },
      },
    ],
  },
  {
    passcode: PRINCESS_OF_TSURUGI,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: "500 damage per Spell and Trap card your opponent controls",
        categories: ['damage'],
        resolve: (r) => {
          r.damage(r.opponent, 500 * spellTrapsOn(r.state, r.opponent).length);
        },
      },
    ],
  },
  {
    passcode: RELINQUISHED,
    effects: [
      {
        id: 'equip',
        kind: 'ignition',
        label: "Equip 1 of your opponent's monsters to Relinquished",
        categories: ['control'],
        oncePerTurn: 'card',
        condition: (q) => heldByRelinquished(q.state, q.self) === null && q.state.players[q.player].spellTraps.includes(null),
        targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          const [target] = r.targets(0);
          if (target === undefined || !stillFaceUpHere(r) || heldByRelinquished(r.state, r.self) !== null) return;
          r.equipMonster(target, r.self, r.player);
        },
      },
    ],
    continuous: [
      {
        setStats: (state, source, monster) => {
          if (monster !== source) return null;
          const held = heldByRelinquished(state, source);
          if (held === null) return null;
          const f = facts(state, held);
          return { atk: f.atk, def: f.def };
        },
        battleSubstitute: (state, source, monster) => (monster === source ? heldByRelinquished(state, source) : null),
        mirrorBattleDamage: (state, source, player) => {
          const battle = state.battle;
          if (!battle || state.cards[source]!.controller !== player || heldByRelinquished(state, source) === null) return false;
          return battle.attacker === source || battle.target === source;
        },
      },
    ],
  },
  searchOnGraveyardScript(WITCH_OF_THE_BLACK_FOREST, 'add a monster with 1500 or less DEF from the Deck', (f) => f.def <= 1500, 'Add 1 monster with 1500 or less DEF from your Deck to your hand'),
  {
    passcode: SONIC_BIRD,
    effects: [
      {
        id: 'search',
        kind: 'trigger',
        label: 'add a Ritual Spell from your Deck to your hand',
        categories: ['search'],
        optional: true,
        when: true,
        triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'special-summon') && e.card === q.self,
        condition: (q) => q.state.players[q.player].deck.some((id) => isRitualSpell(facts(q.state, id))),
        resolve: (r) => {
          r.search(r.player, isRitualSpell, 'Add 1 Ritual Spell from your Deck to your hand');
        },
      },
    ],
  },
  {
    passcode: STERN_MYSTIC,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'reveal every face-down card on the field',
        resolve: (r) => {
          const hidden = [...monstersOn(r.state), ...spellTrapsOn(r.state)].filter((id) => !isFaceUp(r.state, id));
          r.reveal(r.player, hidden);
        },
      },
    ],
  },
  {
    passcode: WICKED_WORM_BEAST,
    effects: [
      {
        id: 'return',
        kind: 'trigger',
        label: 'return it to the hand',
        categories: ['to-hand'],
        oncePerTurn: 'card',
        triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer === q.player,
        resolve: (r) => {
          if (stillFaceUpHere(r)) r.returnToHand([r.self]);
        },
      },
    ],
  },
  {
    passcode: TIME_WIZARD,
    effects: [
      {
        id: 'coin',
        kind: 'ignition',
        label: 'Toss a coin with Time Wizard',
        categories: ['destroy-monster'],
        oncePerTurn: 'card',
        resolve: (r) => {
          const [call] = r.choose({ player: r.player, prompt: 'Time Wizard: call the coin toss', candidates: [0, 1], labels: ['Heads', 'Tails'], min: 1, max: 1 });
          const result = r.coin();
          if ((call === 0) === (result === 'heads')) {
            r.destroy(monstersOn(r.state, r.opponent));
            return;
          }
          const mine = monstersOn(r.state, r.player);
          const atk = new Map(mine.map((id) => [id, isFaceUp(r.state, id) ? currentAtk(r.state, r.ctx, id) : 0]));
          const destroyed = r.destroy(mine);
          r.damage(r.player, Math.floor(destroyed.reduce((sum, id) => sum + (atk.get(id) ?? 0), 0) / 2));
        },
      },
    ],
  },
  {
    passcode: TRAP_MASTER,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'destroy 1 Trap card',
        categories: ['destroy-trap'],
        targets: [setOrFaceUp('trap')],
        resolve: (r) => revealAndDestroy(r, 'trap'),
      },
    ],
  },
  {
    passcode: WALL_OF_ILLUSION,
    effects: [
      {
        id: 'bounce',
        kind: 'trigger',
        label: 'return the attacking monster to the hand',
        categories: ['to-hand'],
        // It still acts if the battle destroyed it.
        triggersFrom: ['monster', 'extraMonster', 'graveyard'],
        triggersOn: (q, e) => e.type === 'damage-calculation' && e.target === q.self,
        resolve: (r) => {
          const e = r.link.event;
          if (e?.type !== 'damage-calculation') return;
          if (isMonsterZone(r.state.cards[e.attacker]!.location)) r.returnToHand([e.attacker]);
        },
      },
    ],
  },
  {
    passcode: WHITE_MAGICAL_HAT,
    effects: [
      {
        id: 'discard',
        kind: 'trigger',
        label: 'your opponent discards 1 random card',
        triggersOn: (q, e) => e.type === 'battle-damage' && e.by === q.self && e.player !== q.player,
        resolve: (r) => {
          const pick = r.randomPick(r.state.players[r.opponent].hand);
          if (pick !== undefined) r.discard(r.opponent, [pick]);
        },
      },
    ],
  },
];

function isRitualSpell(f: CardStatic): boolean {
  return f.kind === 'spell' && f.subtypes.includes('Ritual');
}

function searchOnGraveyardScript(passcode: number, label: string, fits: (f: CardStatic) => boolean, prompt: string): CardScript {
  return { passcode, effects: [searchOnGraveyard(passcode, label, fits, prompt)] };
}

