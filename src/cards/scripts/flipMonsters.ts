/**
 * Scripts for the Flip Effect Monsters of the four 2002 Starter Decks (Jigen Bakudan with
 * its later trigger too). Each follows our own wording of the card in data/cards/cards.json.
 */
import { currentAtk } from '../../engine/continuous.js';
import type { CardScript } from '../../engine/effects/api.js';
import { facts, isFaceUp, monstersOn, spellTrapsOn } from './helpers.js';
import { stillFaceUpHere, revealAndDestroy, setOrFaceUp, nextStandbyTurn } from './monsterHelpers.js';

const ARMED_NINJA = 9076207;
const BIG_EYE = 16768387;
const HANE_HANE = 7089711;
const HIROS_SHADOW_SCOUT = 81863068;
const JIGEN_BAKUDAN = 90020065;
const PENGUIN_SOLDIER = 93920745;
const PRINCESS_OF_TSURUGI = 51371017;
const STERN_MYSTIC = 87557188;
const TRAP_MASTER = 46461247;

export const FLIP_MONSTER_SCRIPTS: readonly CardScript[] = [
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
          r.addEffect('delayed-trigger', r.cardAffected(r.self), { effect: 'standby', turn: nextStandbyTurn(r.state, r.player), phase: 'standby' }, 'permanent');
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
];
