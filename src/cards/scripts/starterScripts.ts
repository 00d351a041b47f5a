/**
 * Scripts for Starter Deck cards (and the rulebook's chain example), one entry per card,
 * each written from our own wording of the card in data/cards/cards.json.
 */
import type { CardScript } from '../../engine/effects/api.js';
import { canBeSpecialSummonedByEffect, maySpecialSummon } from '../../engine/effects/resolution.js';
import type { CardStatic } from '../../engine/types.js';
import { boostOneFaceUpMonster, atkNow, facts, isFaceUp, monstersOn, opponentOf, spellTrapsOn, topLink } from './helpers.js';

const HEAVY_STORM = 19613556;
const THREATENING_ROAR = 36361633;
const SEVEN_TOOLS = 3819470;
const TRAP_HOLE = 4206964;
const DARK_HOLE = 53129443;
const REINFORCEMENTS = 17814387;
const MAN_EATER_BUG = 54652250;
const SANGAN = 26202165;
const MONSTER_REBORN = 83764718;
const MYSTICAL_SPACE_TYPHOON = 5318639;

export const STARTER_SCRIPTS: readonly CardScript[] = [
  {
    passcode: HEAVY_STORM,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['destroy-spell-trap'],
        condition: (q) => spellTrapsOn(q.state).some((id) => id !== q.self),
        resolve: (r) => {
          r.destroy(spellTrapsOn(r.state).filter((id) => id !== r.self));
        },
      },
    ],
  },
  {
    passcode: THREATENING_ROAR,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        resolve: (r) => {
          r.addEffect('cannot-attack', { monstersOf: r.opponent }, null);
        },
      },
    ],
  },
  {
    passcode: SEVEN_TOOLS,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['negate'],
        cost: { lp: 1000 },
        condition: (q) => {
          const top = topLink(q.state);
          return top !== undefined && top.cardActivation && facts(q.state, top.card).kind === 'trap' && top.negated === null;
        },
        resolve: (r) => {
          r.negateActivation(r.previousLink());
        },
      },
    ],
  },
  {
    passcode: TRAP_HOLE,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['destroy-monster'],
        condition: (q) => summonedForTrapHole(q.state, q.player, q.ctx) !== null,
        targets: [
          {
            what: 'monster your opponent just Normal or Flip Summoned with 1000 or more ATK',
            min: 1,
            max: 1,
            from: ['monsters'],
            side: 'opponent',
            filter: (q, id) => summonedForTrapHole(q.state, q.player, q.ctx) === id,
          },
        ],
        resolve: (r) => {
          r.destroy(r.targets(0).filter((id) => isFaceUp(r.state, id)));
        },
      },
    ],
  },
  {
    passcode: DARK_HOLE,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['destroy-monster'],
        condition: (q) => monstersOn(q.state).length > 0,
        resolve: (r) => {
          r.destroy(monstersOn(r.state));
        },
      },
    ],
  },
  {
    passcode: REINFORCEMENTS,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        ...boostOneFaceUpMonster(500, 0),
      },
    ],
  },
  {
    passcode: MAN_EATER_BUG,
    effects: [
      {
        id: 'flip',
        kind: 'flip',
        label: 'destroy 1 monster',
        categories: ['destroy-monster'],
        targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
        resolve: (r) => {
          r.destroy(r.targets(0));
        },
      },
    ],
  },
  {
    passcode: SANGAN,
    effects: [
      {
        id: 'search',
        kind: 'trigger',
        label: 'add a monster with 1500 or less ATK from the Deck',
        categories: ['search'],
        oncePerTurn: 'name',
        triggersFrom: ['graveyard'],
        triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
        resolve: (r) => {
          const got = r.search(r.player, (f: CardStatic) => f.kind === 'monster' && f.atk <= 1500, 'Add 1 monster with 1500 or less ATK from your Deck to your hand');
          for (const id of got) {
            r.addEffect('cannot-activate-name', { player: r.player }, r.facts(id).name);
          }
        },
      },
    ],
  },
  {
    passcode: MONSTER_REBORN,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['special-summon'],
        condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player),
        targets: [
          {
            what: 'monster in either Graveyard',
            min: 1,
            max: 1,
            from: ['graveyard'],
            side: 'both',
            // Ritual, Fusion and Special Summon Monsters only once properly Summoned (rule summon.proper).
            filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id),
          },
        ],
        resolve: (r) => {
          const [target] = r.targets(0);
          if (target === undefined) return;
          const [position] = r.choose({ player: r.player, prompt: `Special Summon ${r.name(target)} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
          r.specialSummon(target, r.player, position === 1 ? 'defense' : 'attack');
        },
      },
    ],
  },
  {
    passcode: MYSTICAL_SPACE_TYPHOON,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['destroy-spell-trap'],
        targets: [{ what: 'Spell or Trap card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' }],
        resolve: (r) => {
          r.destroy(r.targets(0));
        },
      },
    ],
  },
];

/** The monster a Trap Hole could answer now: just Normal or Flip Summoned by the opponent, 1000+ ATK. */
function summonedForTrapHole(state: import('../../engine/types.js').DuelState, player: 0 | 1, ctx?: import('../../engine/context.js').EngineContext): number | null {
  const w = state.window;
  const e = w?.kind === 'summoned' ? w.event : null;
  if (!e || (e.type !== 'normal-summon' && e.type !== 'flip-summon') || e.player !== opponentOf(player)) return null;
  const card = state.cards[e.card]!;
  if (card.location !== 'monster' && card.location !== 'extraMonster') return null;
  // Its ATK as it is on the field (Field Spells and the like count).
  if (!card.faceUp || (ctx ? atkNow(state, ctx, e.card) : facts(state, e.card).atk) < 1000) return null;
  return e.card;
}

