/**
 * Scripts for the Effect Monsters of the four 2002 Starter Decks other than Flip Effect
 * Monsters (flipMonsters.ts); the Toons are scripted elsewhere; Man-Eater Bug and Sangan are
 * in starterScripts.ts. Each follows our own wording of the card in data/cards/cards.json.
 */
import { currentAtk } from '../../engine/continuous.js';
import { isMonsterZone } from '../../engine/zones.js';
import type { CardScript } from '../../engine/effects/api.js';
import { facts, isFaceUp, monstersOn, targetCard } from './helpers.js';
import type { DuelState, EffectTarget } from '../../engine/types.js';
import { faceUpMonster, stillFaceUpHere, graveyardToHand, heldByRelinquished, isRitualSpell, searchOnGraveyardScript } from './monsterHelpers.js';

const DREAM_CLOWN = 13215230;
const GEARFRIED = 423705;
const KARATE_MAN = 23289281;
const LORD_OF_D = 17985575;
const MAGICIAN_OF_FAITH = 31560081;
const MAHA_VAILO = 93013676;
const MASK_OF_DARKNESS = 28933734;
const MILUS_RADIANT = 7489323;
const MUKA_MUKA = 46657337;
const MYSTERIOUS_PUPPETEER = 54098121;
const RELINQUISHED = 64631466;
const SONIC_BIRD = 57617178;
const WICKED_WORM_BEAST = 6285791;
const TIME_WIZARD = 71625222;
const WALL_OF_ILLUSION = 13945283;
const WHITE_MAGICAL_HAT = 15150365;
const WITCH_OF_THE_BLACK_FOREST = 78010363;

export const MONSTER_SCRIPTS: readonly CardScript[] = [
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
          const self = { card: r.self, moves };
          r.addEffect('become-multiple-of-original', self, { stat: 'atk', times: 2 });
          r.addEffect('destroy-at-end-phase', self, null);
          r.reportStatChange(r.self, currentAtk(r.state, r.ctx, r.self) - before, 0);
        },
      },
    ],
  },
  {
    passcode: LORD_OF_D,
    continuous: [
      {
        code: 'cannot-be-targeted',
        affects: (state, _source, t) => {
          const card = targetCard(t);
          return card !== null && faceUpMonster(state, card) && facts(state, card).race === 'Dragon';
        },
      },
    ],
  },
  { passcode: MAGICIAN_OF_FAITH, effects: [graveyardToHand('spell')] },
  {
    passcode: MAHA_VAILO,
    continuous: [
      {
        code: 'change-stats',
        affects: (state, source, t) => targetCard(t) === source && equipsOn(state, source) > 0,
        value: (state, source) => ({ atk: 500 * equipsOn(state, source), def: 0 }),
      },
    ],
  },
  { passcode: MASK_OF_DARKNESS, effects: [graveyardToHand('trap')] },
  {
    passcode: MILUS_RADIANT,
    continuous: [
      {
        code: 'change-stats',
        affects: (state, _source, t) => {
          const card = targetCard(t);
          return card !== null && (facts(state, card).attribute === 'EARTH' || facts(state, card).attribute === 'WIND');
        },
        value: (state, _source, t) => ({ atk: facts(state, targetCard(t)!).attribute === 'EARTH' ? 500 : -400, def: 0 }),
      },
    ],
  },
  {
    passcode: MUKA_MUKA,
    continuous: [
      {
        code: 'change-stats',
        affects: (state, source, t) => targetCard(t) === source && handSize(state, source) > 0,
        value: (state, source) => ({ atk: 300 * handSize(state, source), def: 300 * handSize(state, source) }),
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
        // Its ATK and DEF become those of the monster it holds.
        code: 'set-base-stats',
        affects: holdsAMonster,
        value: (state, source) => {
          const f = facts(state, heldByRelinquished(state, source)!);
          return { atk: f.atk, def: f.def };
        },
      },
      // If it would be destroyed by battle, the monster it holds is destroyed instead.
      { code: 'battle-substitute', affects: holdsAMonster, value: (state, source) => heldByRelinquished(state, source)! },
      {
        // Battle damage its controller takes from its battles, the opponent takes too.
        code: 'mirror-battle-damage',
        affects: (state, source, t) => {
          const battle = state.battle;
          if (!battle || !('player' in t) || state.cards[source]!.controller !== t.player || heldByRelinquished(state, source) === null) return false;
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

/** Face-up Equip Cards equipped to `monster` (Maha Vailo). */
function equipsOn(state: DuelState, monster: number): number {
  let n = 0;
  for (const p of state.players) for (const id of p.spellTraps) if (id !== null && state.cards[id]!.equippedTo === monster && state.cards[id]!.faceUp) n++;
  return n;
}

/** Cards in the hand of `monster`'s controller (Muka Muka). */
function handSize(state: DuelState, monster: number): number {
  return state.players[state.cards[monster]!.controller].hand.length;
}

/** Relinquished itself, while it holds a monster as an Equip Card. */
function holdsAMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  return targetCard(t) === source && heldByRelinquished(state, source) !== null;
}
