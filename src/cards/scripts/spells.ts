/**
 * Spell Cards of the Starter Decks: Normal Spells, Quick-Play Spells, the Ritual Spell
 * Black Illusion Ritual, Polymerization with the two Fusion Monsters it makes, and the
 * Sheep Tokens of Scapegoat. Each is written from our wording of the card in
 * data/cards/cards.json; where a ruling decides something the text leaves open, the
 * comment says which.
 */
import { currentAtk } from '../../engine/continuous.js';
import { canBeSpecialSummonedByEffect, maySpecialSummon, procedureZone, type Resolution } from '../../engine/effects/resolution.js';
import { forcedTributes, summonedThisTurn } from '../../engine/summon.js';
import { isMonsterZone } from '../../engine/zones.js';
import { sentFromFieldThisTurn } from '../../engine/turnUses.js';
import type { CardScript, EffectDef, EffectQuery } from '../../engine/effects/api.js';
import type { EngineContext } from '../../engine/context.js';
import type { CardStatic, DuelState, Location, PlayerId, Position } from '../../engine/types.js';
import { boostOneFaceUpMonster, facts, isFaceUp, monstersOn, opponentOf, spellTrapsOn } from './helpers.js';

export const ANCIENT_TELESCOPE = 17092736;
export const BLOCK_ATTACK = 25880422;
export const CARD_DESTRUCTION = 72892473;
export const CHANGE_OF_HEART = 4031928;
export const DE_SPELL = 19159413;
export const DIAN_KETO = 84257639;
export const ETERNAL_REST = 95051344;
export const FISSURE = 66788016;
export const GIANT_TRUNADE = 42703248;
export const GRACEFUL_CHARITY = 79571449;
export const LAST_WILL = 85602018;
export const OOKAZI = 19523799;
export const REMOVE_TRAP = 51482758;
export const SHIELD_AND_SWORD = 52097679;
export const SOUL_RELEASE = 5758500;
export const STOP_DEFENSE = 63102017;
export const INEXPERIENCED_SPY = 81820689;
export const RUSH_RECKLESSLY = 70046172;
export const RELIABLE_GUARDIAN = 16430187;
export const SCAPEGOAT = 73915051;
export const SOUL_EXCHANGE = 68005187;
export const FLUTE_OF_SUMMONING_DRAGON = 43973174;
export const POLYMERIZATION = 24094653;
export const FLAME_SWORDSMAN = 45231177;
export const THOUSAND_DRAGON = 41462083;
export const BLACK_ILLUSION_RITUAL = 41426869;
/** The Sheep Token's own passcode (one above Scapegoat's, as printed on the token card). */
export const SHEEP_TOKEN = 73915052;

/** Scapegoat's Sheep Token: Beast-Type, EARTH, Level 1, 0 ATK / 0 DEF. */
export const SHEEP_TOKEN_FACTS: CardStatic = {
  passcode: SHEEP_TOKEN,
  name: 'Sheep Token',
  kind: 'monster',
  frame: 'token',
  subtypes: ['Token'],
  attribute: 'EARTH',
  race: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  extraDeck: false,
  normalSummonable: false,
};

/** Ritual Spells: the Ritual Monster each one summons and the Levels its Tributes must reach. */
const RITUALS: Readonly<Record<number, { monster: string; level: number }>> = {
  [BLACK_ILLUSION_RITUAL]: { monster: 'Relinquished', level: 1 },
};

/** Locations a card can be in after it has been used (everywhere but the Deck, which triggers never look at). */
const ANYWHERE: readonly Location[] = ['hand', 'monster', 'extraMonster', 'spellTrap', 'field', 'graveyard', 'banished', 'extra'];

// ---------------------------------------------------------------- small queries

const nameOf = (state: DuelState, id: number): string => facts(state, id).name;

function freeMainZones(state: DuelState, player: PlayerId): number {
  return state.players[player].monsters.filter((z) => z === null).length;
}

/** Monsters `player` controls, face-up or face-down, in Main and Extra Monster Zones. */
const controlled = (state: DuelState, player: PlayerId): number[] => monstersOn(state, player);

function faceUpMonsters(state: DuelState, player?: PlayerId): number[] {
  return monstersOn(state, player).filter((id) => isFaceUp(state, id));
}

/** Monsters on the field with an Equip Card equipped to them (Eternal Rest). */
function equippedMonsters(state: DuelState): number[] {
  const out: number[] = [];
  for (const id of spellTrapsOn(state)) {
    const card = state.cards[id]!;
    if (!card.faceUp || card.equippedTo === null) continue;
    const m = state.cards[card.equippedTo];
    if (m && isMonsterZone(m.location) && !out.includes(m.id)) out.push(m.id);
  }
  return out;
}

/** Asks the summoning player for a face-up battle position; the prompt names the monster only when asked to. */
function choosePosition(r: Resolution, what: string): Position {
  const [p] = r.choose({ player: r.player, prompt: `Special Summon ${what} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
  return p === 1 ? 'defense' : 'attack';
}

/** A monster in the hand or Deck that an effect may Special Summon now. */
function summonableByEffect(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  return maySpecialSummon(state, player) && canBeSpecialSummonedByEffect(state, ctx, id);
}

// ---------------------------------------------------------------- Last Will

function monsterSentThisTurn(state: DuelState, player: PlayerId): boolean {
  return sentFromFieldThisTurn(state, player);
}

function lastWillCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (freeMainZones(state, player) === 0) return [];
  return state.players[player].deck.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).atk <= 1500 && summonableByEffect(state, ctx, player, id));
}

const lastWillFlags = (state: DuelState, player: PlayerId): number =>
  state.lingering.filter((l) => l.kind === 'player' && l.flag === 'last-will' && l.player === player).length;

/** Special Summons the chosen monster from the Deck; true if it came out. */
function lastWillSummon(r: Resolution): boolean {
  const candidates = lastWillCandidates(r.state, r.ctx, r.player).sort((a, b) => a - b);
  if (candidates.length === 0) return false;
  const [id] = r.choose({ player: r.player, prompt: 'Special Summon 1 monster with 1500 or less ATK from your Deck', candidates, min: 1, max: 1 });
  if (id === undefined) return false;
  // The card is still in the Deck while the position is asked, so the prompt does not name it.
  const position = choosePosition(r, 'the chosen monster');
  const done = r.specialSummon(id, r.player, position);
  r.shuffleDeck(r.player);
  return done;
}

/**
 * Several Last Wills of one player share the unused "Last Will" effects of the turn: the
 * first so many of them (by instance id) take a monster's trip to the Graveyard.
 */
function lastWillMayTrigger(q: EffectQuery): boolean {
  const flags = lastWillFlags(q.state, q.player);
  if (flags === 0) return false;
  const mine = q.state.cards.filter((c) => c.passcode === LAST_WILL && c.owner === q.player && c.location !== 'deck' && c.location !== 'gone').map((c) => c.id);
  return mine.indexOf(q.self) < flags && lastWillCandidates(q.state, q.ctx, q.player).length > 0;
}

// ---------------------------------------------------------------- Fusion Summons

interface FusionPlan {
  monster: number;
  materials: number[];
}

function fusionMaterialsOf(ctx: EngineContext | undefined, state: DuelState, id: number): readonly string[] | undefined {
  return ctx?.scripts?.(state.cards[id]!.passcode)?.fusionMaterials;
}

/** Cards `player` could use as Fusion Materials: monsters in their hand and on their side of the field. */
function materialPool(state: DuelState, player: PlayerId): number[] {
  return [...state.players[player].hand.filter((id) => facts(state, id).kind === 'monster'), ...controlled(state, player)];
}

/**
 * Can `chosen` (materials picked so far for the first slots) be completed into a full set
 * of distinct materials after which the Fusion Monster has a zone to go to?
 */
function completeFusion(state: DuelState, player: PlayerId, monster: number, names: readonly string[], chosen: readonly number[], pool: readonly number[]): boolean {
  if (chosen.length === names.length) return procedureZone(state, player, monster, chosen) !== null;
  const want = names[chosen.length]!;
  for (const id of pool) {
    if (chosen.includes(id) || nameOf(state, id) !== want) continue;
    if (completeFusion(state, player, monster, names, [...chosen, id], pool)) return true;
  }
  return false;
}

/** Fusion Monsters in `player`'s Extra Deck that Polymerization could Fusion Summon now. */
function fusionCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (!maySpecialSummon(state, player)) return [];
  const pool = materialPool(state, player);
  return state.players[player].extra.filter((id) => {
    const names = fusionMaterialsOf(ctx, state, id);
    return facts(state, id).frame === 'fusion' && names !== undefined && completeFusion(state, player, id, names, [], pool);
  });
}

/** Polymerization's resolution: the Fusion Monster, then each material in the order it lists them. */
function chooseFusion(r: Resolution): FusionPlan | null {
  const candidates = fusionCandidates(r.state, r.ctx, r.player);
  const [monster] = r.choose({ player: r.player, prompt: 'Fusion Summon which Fusion Monster', candidates, min: 1, max: 1 });
  if (monster === undefined) return null;
  const names = fusionMaterialsOf(r.ctx, r.state, monster)!;
  const pool = materialPool(r.state, r.player);
  const materials: number[] = [];
  for (const want of names) {
    const options = pool.filter((id) => !materials.includes(id) && nameOf(r.state, id) === want && completeFusion(r.state, r.player, monster, names, [...materials, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Fusion Material "${want}" for ${r.name(monster)}`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return null;
    materials.push(pick);
  }
  return { monster, materials };
}

// ---------------------------------------------------------------- Ritual Summons

/** Monsters `player` may Tribute for a Ritual Summon: their hand and field, and a Soul Exchange target. */
function ritualTributePool(state: DuelState, player: PlayerId, ritualMonster: number): number[] {
  const hand = state.players[player].hand.filter((id) => id !== ritualMonster && facts(state, id).kind === 'monster');
  return [...hand, ...controlled(state, player), ...forcedTributes(state, player)];
}

const levelSum = (state: DuelState, ids: readonly number[]): number => ids.reduce((sum, id) => sum + facts(state, id).level, 0);

/**
 * Is `set` a complete Ritual Tribute: Levels adding up to at least `level`, with no
 * monster that could be left out (nobody Tributes more than the Ritual needs), every
 * Soul Exchange target included as far as the count allows, and a zone for the monster?
 */
function ritualTributeValid(state: DuelState, player: PlayerId, monster: number, level: number, set: readonly number[]): boolean {
  const sum = levelSum(state, set);
  if (sum < level) return false;
  if (set.some((id) => sum - facts(state, id).level >= level)) return false;
  const forced = forcedTributes(state, player);
  if (forced.length > 0 && set.filter((id) => forced.includes(id)).length < Math.min(forced.length, set.length)) return false;
  return procedureZone(state, player, monster, set) !== null;
}

/** Can the Tributes picked so far grow into a valid Ritual Tribute? */
function ritualCompletable(state: DuelState, player: PlayerId, monster: number, level: number, chosen: readonly number[], pool: readonly number[], depth = 0): boolean {
  if (ritualTributeValid(state, player, monster, level, chosen)) return true;
  if (levelSum(state, chosen) >= level || depth > 6) return false;
  for (const id of pool) {
    if (chosen.includes(id)) continue;
    if (ritualCompletable(state, player, monster, level, [...chosen, id], pool, depth + 1)) return true;
  }
  return false;
}

function ritualMonsters(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, spell: number): number[] {
  const ritual = RITUALS[state.cards[spell]!.passcode];
  if (!ritual || !maySpecialSummon(state, player)) return [];
  return state.players[player].hand.filter(
    (id) => nameOf(state, id) === ritual.monster && ritualCompletable(state, player, id, ritual.level, [], ritualTributePool(state, player, id)),
  );
}

/** A Ritual Spell: pick the Ritual Monster in the hand, its Tributes one at a time, then Ritual Summon it. */
function ritualSpell(passcode: number): CardScript {
  const ritual = RITUALS[passcode]!;
  return {
    passcode,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['special-summon'],
        condition: (q) => ritualMonsters(q.state, q.ctx, q.player, q.self).length > 0,
        resolve: (r) => {
          const [monster] = r.choose({ player: r.player, prompt: `Ritual Summon which ${ritual.monster}`, candidates: ritualMonsters(r.state, r.ctx, r.player, r.self), min: 1, max: 1 });
          if (monster === undefined) return;
          const pool = ritualTributePool(r.state, r.player, monster);
          const tributes: number[] = [];
          while (!ritualTributeValid(r.state, r.player, monster, ritual.level, tributes)) {
            const options = pool.filter((id) => !tributes.includes(id) && ritualCompletable(r.state, r.player, monster, ritual.level, [...tributes, id], pool));
            const [pick] = r.choose({ player: r.player, prompt: `Tribute for ${r.name(monster)} (Levels ${levelSum(r.state, tributes)} of ${ritual.level} so far)`, candidates: options, min: 1, max: 1 });
            if (pick === undefined) return;
            tributes.push(pick);
          }
          r.tributeFromHandOrField(r.player, tributes);
          r.summonByProcedure(monster, r.player, choosePosition(r, r.name(monster)), 'ritual');
        },
      },
    ],
  };
}

// ---------------------------------------------------------------- the scripts

const spell = (def: Omit<EffectDef, 'id' | 'kind'>): EffectDef => ({ id: 'activate', kind: 'spell', ...def });

export const SPELL_SCRIPTS: readonly CardScript[] = [
  {
    // Ancient Telescope: the activator sees the top 5 cards of the opponent's Deck (fewer if it is smaller); they stay in order.
    passcode: ANCIENT_TELESCOPE,
    effects: [
      spell({
        condition: (q) => q.state.players[opponentOf(q.player)].deck.length > 0,
        resolve: (r) => r.look(r.player, r.state.players[r.opponent].deck.slice(0, 5), 'deck'),
      }),
    ],
  },
  {
    // Block Attack: 1 opponent's Attack Position monster, targeted, goes to face-up Defense Position.
    passcode: BLOCK_ATTACK,
    effects: [
      spell({
        categories: ['position'],
        targets: [{ what: 'Attack Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => isFaceUp(q.state, id) && q.state.cards[id]!.position === 'attack' }],
        resolve: (r) => {
          for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'attack') r.changePosition(id, 'defense');
        },
      }),
    ],
  },
  {
    // Card Destruction: both hands are discarded, then each player draws as many as they discarded.
    // As in ygopro: someone must have a card to discard, and each player must be able to draw that many.
    passcode: CARD_DESTRUCTION,
    effects: [
      spell({
        categories: ['draw'],
        condition: (q) => {
          const mine = q.state.players[q.player].hand.filter((id) => id !== q.self).length;
          const theirs = q.state.players[opponentOf(q.player)].hand.length;
          return mine + theirs > 0 && q.state.players[q.player].deck.length >= mine && q.state.players[opponentOf(q.player)].deck.length >= theirs;
        },
        resolve: (r) => {
          const order: PlayerId[] = [r.state.turnPlayer, opponentOf(r.state.turnPlayer)];
          const counts = order.map((p) => r.state.players[p].hand.length);
          order.forEach((p) => r.discard(p, [...r.state.players[p].hand]));
          order.forEach((p, i) => r.draw(p, counts[i]!));
        },
      }),
    ],
  },
  {
    // Change of Heart: take control of 1 opponent's monster, targeted, until the End Phase.
    passcode: CHANGE_OF_HEART,
    effects: [
      spell({
        categories: ['control'],
        condition: (q) => freeMainZones(q.state, q.player) > 0,
        targets: [{ what: "monster your opponent controls", min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          for (const id of r.targets(0)) r.takeControl(id, r.player, true);
        },
      }),
    ],
  },
  {
    // De-Spell: target a Spell on the field (any Set card may be it); a Set target is revealed, destroyed only if it is a Spell.
    passcode: DE_SPELL,
    effects: [
      spell({
        categories: ['destroy-spell-trap'],
        targets: [{ what: 'Spell Card on the field (or a Set card)', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) || facts(q.state, id).kind === 'spell' }],
        resolve: (r) => {
          for (const id of r.targets(0)) {
            const card = r.state.cards[id]!;
            if (!card.faceUp) r.reveal(card.controller, [id]);
            if (r.facts(id).kind === 'spell') r.destroy([id]);
          }
        },
      }),
    ],
  },
  {
    // Dian Keto the Cure Master: gain 1000 LP.
    passcode: DIAN_KETO,
    effects: [spell({ resolve: (r) => r.gainLp(r.player, 1000) })],
  },
  {
    // Eternal Rest: destroy every monster with an Equip Card equipped (no target).
    passcode: ETERNAL_REST,
    effects: [
      spell({
        categories: ['destroy-monster'],
        condition: (q) => equippedMonsters(q.state).length > 0,
        resolve: (r) => {
          r.destroy(equippedMonsters(r.state));
        },
      }),
    ],
  },
  {
    // Fissure: destroy the opponent's face-up monster with the lowest ATK (no target; on a tie the activator picks while it resolves).
    passcode: FISSURE,
    effects: [
      spell({
        categories: ['destroy-monster'],
        condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
        resolve: (r) => {
          const theirs = faceUpMonsters(r.state, r.opponent);
          if (theirs.length === 0) return;
          const atk = (id: number): number => currentAtk(r.state, r.ctx, id);
          const lowest = Math.min(...theirs.map(atk));
          const [victim] = r.choose({ player: r.player, prompt: `Destroy which monster with ${lowest} ATK`, candidates: theirs.filter((id) => atk(id) === lowest), min: 1, max: 1 });
          if (victim !== undefined) r.destroy([victim]);
        },
      }),
    ],
  },
  {
    // Giant Trunade: every other Spell and Trap Card on the field returns to its owner's hand.
    passcode: GIANT_TRUNADE,
    effects: [
      spell({
        categories: ['to-hand'],
        condition: (q) => spellTrapsOn(q.state).some((id) => id !== q.self),
        resolve: (r) => r.returnToHand(spellTrapsOn(r.state).filter((id) => id !== r.self)),
      }),
    ],
  },
  {
    // Graceful Charity: draw 3, then discard 2 (it needs 3 cards in the Deck to be activated).
    passcode: GRACEFUL_CHARITY,
    effects: [
      spell({
        categories: ['draw'],
        condition: (q) => q.state.players[q.player].deck.length >= 3,
        resolve: (r) => {
          r.draw(r.player, 3);
          const hand = r.state.players[r.player].hand;
          const discard = r.choose({ player: r.player, prompt: 'Discard 2 cards for Graceful Charity', candidates: [...hand], min: 2, max: 2 });
          r.discard(r.player, discard);
        },
      }),
    ],
  },
  {
    // Last Will: once this turn, when a monster you controlled goes to your Graveyard (already, or later),
    // you may Special Summon 1 monster with 1500 or less ATK from your Deck.
    passcode: LAST_WILL,
    effects: [
      spell({
        categories: ['special-summon'],
        resolve: (r) => {
          if (monsterSentThisTurn(r.state, r.player) && lastWillCandidates(r.state, r.ctx, r.player).length > 0) {
            if (r.yesNo(r.player, 'A monster you controlled went to your Graveyard this turn: Special Summon a monster with 1500 or less ATK from your Deck now?') && lastWillSummon(r)) return;
          }
          r.linger({ kind: 'player', player: r.player, flag: 'last-will', until: 'end-of-turn', source: LAST_WILL });
        },
      }),
      {
        id: 'summon',
        kind: 'trigger',
        label: 'Special Summon a monster with 1500 or less ATK from your Deck (Last Will)',
        optional: true,
        categories: ['special-summon'],
        triggersFrom: ANYWHERE,
        triggersOn: (q, e) =>
          e.type === 'sent-to-graveyard' &&
          (e.from === 'monster' || e.from === 'extraMonster') &&
          sentFromFieldThisTurn(q.state, q.player, e.card) &&
          lastWillMayTrigger(q),
        resolve: (r) => {
          if (lastWillFlags(r.state, r.player) === 0) return;
          if (!lastWillSummon(r)) return;
          r.endLingering((l) => l.kind === 'player' && l.flag === 'last-will' && l.player === r.player);
        },
      },
    ],
  },
  {
    // Ookazi: 800 damage to the opponent.
    passcode: OOKAZI,
    effects: [spell({ categories: ['damage'], resolve: (r) => r.damage(r.opponent, 800) })],
  },
  {
    // Remove Trap: destroy 1 face-up Trap on the field, targeted.
    passcode: REMOVE_TRAP,
    effects: [
      spell({
        categories: ['destroy-trap'],
        targets: [{ what: 'face-up Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) && facts(q.state, id).kind === 'trap' }],
        resolve: (r) => r.destroy(r.targets(0).filter((id) => isFaceUp(r.state, id))),
      }),
    ],
  },
  {
    // Shield & Sword: every monster face-up on the field now has its original ATK and DEF exchanged until the end of the turn.
    passcode: SHIELD_AND_SWORD,
    effects: [
      spell({
        categories: ['stat-change'],
        condition: (q) => faceUpMonsters(q.state).length > 0,
        resolve: (r) => {
          for (const id of faceUpMonsters(r.state)) {
            r.linger({ kind: 'card', card: id, moves: r.state.cards[id]!.moves, flag: 'swap-original-stats', until: 'end-of-turn', source: SHIELD_AND_SWORD, player: r.player });
          }
        },
      }),
    ],
  },
  {
    // Soul Release: banish 1 to 5 cards from the Graveyards, targeted.
    passcode: SOUL_RELEASE,
    effects: [
      spell({
        categories: ['banish'],
        targets: [{ what: 'card in a Graveyard', min: 1, max: 5, from: ['graveyard'], side: 'both' }],
        resolve: (r) => r.banish(r.targets(0)),
      }),
    ],
  },
  {
    // Stop Defense: 1 opponent's Defense Position monster, targeted, goes to face-up Attack Position (a face-down one is flipped).
    passcode: STOP_DEFENSE,
    effects: [
      spell({
        categories: ['position'],
        targets: [{ what: 'Defense Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => q.state.cards[id]!.position === 'defense' }],
        resolve: (r) => {
          for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'defense') r.changePosition(id, 'attack', true);
        },
      }),
    ],
  },
  {
    // The Inexperienced Spy: pick 1 card of the opponent's hand blind, look at it; they keep it and shuffle their hand.
    passcode: INEXPERIENCED_SPY,
    effects: [
      spell({
        condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
        resolve: (r) => {
          const hand = r.state.players[r.opponent].hand;
          // Chosen by place in the hand, not by card: the activator cannot see the hand.
          const [at] = r.choose({
            player: r.player,
            prompt: "Look at which card of your opponent's hand",
            candidates: hand.map((_, i) => i),
            labels: hand.map((_, i) => `card ${i + 1} of ${hand.length}`),
            min: 1,
            max: 1,
          });
          const card = hand[at ?? 0];
          if (card === undefined) return;
          r.look(r.player, [card], 'hand');
          r.shuffleHand(r.opponent);
        },
      }),
    ],
  },
  {
    // Rush Recklessly: 1 face-up monster, targeted, gains 700 ATK until the end of the turn (it may be used in the Damage Step).
    passcode: RUSH_RECKLESSLY,
    effects: [
      spell({
        ...boostOneFaceUpMonster(700, 0),
      }),
    ],
  },
  {
    // The Reliable Guardian: 1 face-up monster, targeted, gains 700 DEF until the end of the turn.
    passcode: RELIABLE_GUARDIAN,
    effects: [
      spell({
        ...boostOneFaceUpMonster(0, 700),
      }),
    ],
  },
  {
    // Scapegoat: 4 Sheep Tokens in Defense Position. Not after Summoning this turn, and no other Summons for the rest
    // of the turn (Sets allowed): the restriction is taken on as a cost, so it stays even if the card is negated.
    passcode: SCAPEGOAT,
    effects: [
      spell({
        categories: ['special-summon'],
        cost: { flags: ['no-summon'] },
        condition: (q) => freeMainZones(q.state, q.player) >= 4 && !summonedThisTurn(q.state, q.player) && maySpecialSummon(q.state, q.player),
        resolve: (r) => {
          if (freeMainZones(r.state, r.player) < 4) return;
          for (let i = 0; i < 4; i++) r.createToken(r.player, SHEEP_TOKEN_FACTS, 'defense');
        },
      }),
    ],
  },
  // The Sheep Token itself: it cannot be Tributed for a Tribute Summon.
  { passcode: SHEEP_TOKEN, cannotBeTributedForTributeSummon: true },
  {
    // Soul Exchange: 1 opponent's monster, targeted, must be among your Tributes this turn (as if you controlled it).
    // No Battle Phase the turn you activate it: only in Main Phase 1, and the lock is taken on as a cost.
    passcode: SOUL_EXCHANGE,
    effects: [
      spell({
        cost: { flags: ['no-battle-phase'] },
        condition: (q) => q.state.phase === 'main1',
        targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          for (const id of r.targets(0)) {
            r.linger({ kind: 'card', card: id, moves: r.state.cards[id]!.moves, flag: 'must-be-tributed', until: 'end-of-turn', source: SOUL_EXCHANGE, player: r.player });
          }
        },
      }),
    ],
  },
  {
    // The Flute of Summoning Dragon: only while "Lord of D." is face-up on the field; Special Summon up to 2 Dragons from your hand.
    passcode: FLUTE_OF_SUMMONING_DRAGON,
    effects: [
      spell({
        categories: ['special-summon'],
        condition: (q) =>
          monstersOn(q.state).some((id) => isFaceUp(q.state, id) && nameOf(q.state, id) === 'Lord of D.') &&
          freeMainZones(q.state, q.player) > 0 &&
          fluteDragons(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          const room = Math.min(2, freeMainZones(r.state, r.player));
          const dragons = r.choose({ player: r.player, prompt: 'Special Summon up to 2 Dragon-Type monsters from your hand', candidates: fluteDragons(r.state, r.ctx, r.player), min: 1, max: room });
          for (const id of dragons) r.specialSummon(id, r.player, choosePosition(r, r.name(id)));
        },
      }),
    ],
  },
  {
    // Polymerization: send the materials a Fusion Monster lists from your hand and/or field to the Graveyard, then Fusion Summon it.
    passcode: POLYMERIZATION,
    effects: [
      spell({
        categories: ['special-summon'],
        condition: (q) => fusionCandidates(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          const plan = chooseFusion(r);
          if (!plan) return;
          r.sendMaterials(plan.materials);
          r.summonByProcedure(plan.monster, r.player, choosePosition(r, r.name(plan.monster)), 'fusion');
        },
      }),
    ],
  },
  // The Fusion Monsters Polymerization can make; they have no effects of their own.
  { passcode: FLAME_SWORDSMAN, fusionMaterials: ['Flame Manipulator', 'Masaki the Legendary Swordsman'] },
  { passcode: THOUSAND_DRAGON, fusionMaterials: ['Time Wizard', 'Baby Dragon'] },
  ritualSpell(BLACK_ILLUSION_RITUAL),
];

function fluteDragons(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  return state.players[player].hand.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon' && summonableByEffect(state, ctx, player, id));
}
