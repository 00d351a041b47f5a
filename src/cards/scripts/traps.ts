/**
 * Trap Cards of the Starter Decks: Normal Traps (Castle Walls, Enchanted Javelin, Fake
 * Trap, Gryphon Wing, Just Desserts, Reverse Trap, Two-Pronged Attack, Waboku),
 * Continuous Traps (Dragon Capture Jar, Robbin' Goblin, Ultimate Offering) and the
 * Counter Trap Magic Jammer. Each is written from our wording of the card in
 * data/cards/cards.json.
 */
import { currentAtk, hasEffect } from '../../engine/continuous.js';
import { tributesNeeded } from '../../engine/summon.js';
import { isMonsterZone } from '../../engine/zones.js';
import type { CardScript, EffectQuery } from '../../engine/effects/api.js';
import type { Resolution } from '../../engine/effects/resolution.js';
import type { EngineContext } from '../../engine/context.js';
import type { ChainLink, DuelState, PlayerId } from '../../engine/types.js';
import { boostOneFaceUpMonster, facts, targetCard, isFaceUp, monstersOn, opponentOf, spellTrapsOn, topLink } from './helpers.js';

export const CASTLE_WALLS = 44209392;
export const ENCHANTED_JAVELIN = 96355986;
export const FAKE_TRAP = 3027001;
export const GRYPHON_WING = 55608151;
export const JUST_DESSERTS = 24068492;
export const REVERSE_TRAP = 77622396;
export const TWO_PRONGED_ATTACK = 83887306;
export const WABOKU = 12607053;
export const DRAGON_CAPTURE_JAR = 50045299;
export const ROBBIN_GOBLIN = 88279736;
export const ULTIMATE_OFFERING = 80604091;
export const MAGIC_JAMMER = 77414722;

/** The only card Gryphon Wing answers; it is not in our card pool, so the Wing never has its moment. */
const HARPIES_FEATHER_DUSTER = "Harpie's Feather Duster";

export const TRAP_SCRIPTS: readonly CardScript[] = [
  {
    // Castle Walls: +500 DEF to 1 face-up monster until the end of the turn (Damage Step: it directly changes DEF).
    passcode: CASTLE_WALLS,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        ...boostOneFaceUpMonster(0, 500),
      },
    ],
  },
  {
    // Enchanted Javelin: when an opponent's monster declares an attack, target it; gain LP equal to its ATK.
    passcode: ENCHANTED_JAVELIN,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        condition: (q) => declaredAttacker(q.state, q.player) !== null,
        targets: [
          {
            what: 'attacking monster',
            min: 1,
            max: 1,
            from: ['monsters'],
            side: 'opponent',
            filter: (q, id) => declaredAttacker(q.state, q.player) === id,
          },
        ],
        resolve: (r) => {
          const [attacker] = r.targets(0);
          if (attacker !== undefined && isFaceUp(r.state, attacker)) r.gainLp(r.player, currentAtk(r.state, r.ctx, attacker));
        },
      },
    ],
  },
  {
    // Fake Trap: answers an opponent's activation that would destroy other Traps you control;
    // Fake Trap is destroyed instead and that activation does not destroy your other Traps.
    passcode: FAKE_TRAP,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        condition: (q) => {
          const top = topLink(q.state);
          return top !== undefined && top.player !== q.player && top.negated === null && trapsThreatened(q.state, q.ctx, top, q.player, q.self).length > 0;
        },
        resolve: (r) => {
          const answered = r.state.chain[r.previousLink()];
          if (answered) {
            for (const id of spellTrapsOn(r.state, r.player)) {
              const card = r.state.cards[id]!;
              if (id === r.self || card.location !== 'spellTrap' || facts(r.state, id).kind !== 'trap') continue;
              r.addEffect('cannot-be-destroyed-by', r.cardAffected(id), { card: answered.card, moves: answered.sourceMoves });
            }
          }
          if (r.sourceStillThere()) r.destroy([r.self]);
        },
      },
    ],
  },
  {
    // Gryphon Wing: only against the opponent's "Harpie's Feather Duster" (not in our card pool).
    passcode: GRYPHON_WING,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['negate', 'destroy-spell-trap'],
        condition: (q) => {
          const top = topLink(q.state);
          return top !== undefined && top.cardActivation && top.player !== q.player && top.negated === null && facts(q.state, top.card).name === HARPIES_FEATHER_DUSTER;
        },
        resolve: (r) => {
          const at = r.previousLink();
          if (!r.state.chain[at]) return;
          r.negateEffect(at);
          r.destroy(spellTrapsOn(r.state, r.opponent));
        },
      },
    ],
  },
  {
    // Just Desserts: 500 damage to the opponent for each monster they control (at resolution).
    passcode: JUST_DESSERTS,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['damage'],
        condition: (q) => monstersOn(q.state, opponentOf(q.player)).length > 0,
        resolve: (r) => {
          r.damage(r.opponent, 500 * monstersOn(r.state, r.opponent).length);
        },
      },
    ],
  },
  {
    // Reverse Trap: until the end of the turn, ATK/DEF increases become decreases and vice versa.
    passcode: REVERSE_TRAP,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['stat-change'],
        resolve: (r) => {
          r.addEffect('reverse-stat-changes', { monstersOf: 'both' }, null);
        },
      },
    ],
  },
  {
    // Two-Pronged Attack: target 2 of your monsters and 1 of your opponent's; destroy them
    // (only if all three are still there, as ygopro and the card's rulings have it).
    passcode: TWO_PRONGED_ATTACK,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['destroy-monster'],
        targets: [
          { what: 'monsters you control', min: 2, max: 2, from: ['monsters'], side: 'own' },
          { what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' },
        ],
        resolve: (r) => {
          const all = [...r.targets(0), ...r.targets(1)];
          if (all.length === 3) r.destroy(all);
        },
      },
    ],
  },
  {
    // Waboku: for the rest of the turn you take no battle damage and your monsters are not destroyed by battle.
    passcode: WABOKU,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        resolve: (r) => {
          r.addEffect('no-battle-damage', { player: r.player }, null);
          r.addEffect('cannot-be-destroyed-by-battle', { monstersOf: r.player }, null);
        },
      },
    ],
  },
  {
    // Dragon Capture Jar: face-up Dragons on the field are turned to Defense Position and cannot change position.
    passcode: DRAGON_CAPTURE_JAR,
    effects: [{ id: 'activate', kind: 'trap', categories: ['position'], resolve: () => {} }],
    continuous: [
      {
        code: 'must-be-defense-position',
        affects: (state, _source, t) => {
          const monster = targetCard(t);
          if (monster === null) return false;
          const card = state.cards[monster]!;
          return isMonsterZone(card.location) && card.faceUp && facts(state, monster).race === 'Dragon';
        },
      },
    ],
  },
  {
    // Robbin' Goblin: each time a monster you control inflicts battle damage to your opponent,
    // they discard 1 random card.
    passcode: ROBBIN_GOBLIN,
    effects: [
      { id: 'activate', kind: 'trap', resolve: () => {} },
      {
        id: 'discard',
        kind: 'trigger',
        speed: 2,
        label: 'your opponent discards 1 random card',
        triggersOn: (q, e) => e.type === 'battle-damage' && e.player === opponentOf(q.player) && inflictedByOwnMonster(q.state, q.player, e.by),
        resolve: (r) => {
          if (!r.sourceStillThere()) return;
          const pick = r.randomPick(r.state.players[r.opponent].hand);
          if (pick !== undefined) r.discard(r.opponent, [pick]);
        },
      },
    ],
  },
  {
    // Ultimate Offering: in your Main Phase or your opponent's Battle Phase, pay 500 LP for an
    // extra Normal Summon or Set, performed as this effect resolves; any number of times.
    passcode: ULTIMATE_OFFERING,
    effects: [
      { id: 'activate', kind: 'trap', resolve: () => {} },
      {
        id: 'offering',
        kind: 'quick',
        label: 'Pay 500 LP with Ultimate Offering for an extra Normal Summon or Set',
        cost: { lp: 500 },
        condition: (q) => offeringTime(q.state, q.player) && offeringCandidates(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          if (!r.sourceStillThere()) return;
          extraNormalSummon(r);
        },
      },
    ],
  },
  {
    // Magic Jammer: discard 1 card to negate the activation of a Spell Card and destroy it.
    passcode: MAGIC_JAMMER,
    effects: [
      {
        id: 'activate',
        kind: 'trap',
        categories: ['negate'],
        cost: { discard: 1 },
        condition: (q) => {
          const top = topLink(q.state);
          return top !== undefined && top.cardActivation && facts(q.state, top.card).kind === 'spell' && top.negated === null;
        },
        resolve: (r) => {
          r.negateActivation(r.previousLink());
        },
      },
    ],
  },
];

/** The opponent's monster whose attack declaration is the last thing that happened (Enchanted Javelin's moment). */
function declaredAttacker(state: DuelState, player: PlayerId): number | null {
  const w = state.window;
  if (w?.kind !== 'attack-declared' || w.event?.type !== 'attack' || !state.battle) return null;
  const card = state.cards[state.battle.attacker]!;
  if (!isMonsterZone(card.location) || card.controller !== opponentOf(player)) return null;
  return card.id;
}

/**
 * The Traps `player` controls (other than `self`) that the activation of `link` would
 * destroy as it stands: its targets, or every Spell and Trap on the field for an effect
 * that destroys them without targeting (Heavy Storm).
 */
export function trapsThreatened(state: DuelState, ctx: EngineContext | undefined, link: ChainLink, player: PlayerId, self: number): number[] {
  const def = ctx?.scripts?.(state.cards[link.card]!.passcode)?.effects?.find((e) => e.id === link.effect);
  const categories = def?.categories ?? [];
  if (!categories.includes('destroy-spell-trap') && !categories.includes('destroy-trap')) return [];
  const hit = def?.targets?.length
    ? link.targets.flat().filter((t) => state.cards[t.id]!.moves === t.moves).map((t) => t.id)
    : spellTrapsOn(state).filter((id) => id !== link.card);
  return hit.filter((id) => {
    const card = state.cards[id]!;
    return id !== self && card.controller === player && card.location === 'spellTrap' && facts(state, id).kind === 'trap';
  });
}

/** Battle damage to the opponent inflicted by a monster `player` controls (the attacker or the attack target). */
function inflictedByOwnMonster(state: DuelState, player: PlayerId, by: number | undefined): boolean {
  if (by !== undefined) {
    const card = state.cards[by];
    if (card && isMonsterZone(card.location)) return card.controller === player;
  }
  // Battle damage to the opponent always comes from one of this player's monsters.
  return true;
}

/** Your own Main Phase, or your opponent's Battle Phase. */
function offeringTime(state: DuelState, player: PlayerId): boolean {
  if (state.turnPlayer === player) return state.phase === 'main1' || state.phase === 'main2';
  return state.phase === 'battle';
}

/** Monsters in `player`'s hand that could be Normal Summoned or Set now, Tributes and zones allowing. */
function offeringCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  const mine = monstersOn(state, player);
  const freeZone = state.players[player].monsters.includes(null);
  return state.players[player].hand.filter((id) => {
    const f = facts(state, id);
    if (f.kind !== 'monster' || !f.normalSummonable || ctx?.scripts?.(f.passcode)?.specialSummonOnly) return false;
    const needed = tributesNeeded(f.level);
    return needed === 0 ? freeZone : mine.length >= needed;
  });
}

/** The extra Normal Summon or Set of Ultimate Offering: pick the monster, Summon or Set, then its Tributes. */
function extraNormalSummon(r: Resolution): void {
  const candidates = offeringCandidates(r.state, r.ctx, r.player);
  const [monster] = r.choose({ player: r.player, prompt: 'Normal Summon or Set which monster with Ultimate Offering', candidates, min: 1, max: 1 });
  if (monster === undefined) return;
  const summonForbidden = hasEffect(r.state, r.ctx, { player: r.player }, 'cannot-summon');
  let set = summonForbidden;
  if (!summonForbidden) {
    const [how] = r.choose({ player: r.player, prompt: `Normal Summon or Set ${r.name(monster)}`, candidates: [0, 1], labels: ['Normal Summon it (face-up Attack Position)', 'Set it (face-down Defense Position)'], min: 1, max: 1 });
    set = how === 1;
  }
  const needed = tributesNeeded(r.facts(monster).level);
  const tributes = needed === 0 ? [] : r.choose({ player: r.player, prompt: `Tribute ${needed} monster${needed === 1 ? '' : 's'} for ${r.name(monster)}`, candidates: monstersOn(r.state, r.player), min: needed, max: needed });
  r.normalSummon(monster, tributes, set);
}
