/**
 * Equip Spells, Field Spells, the Continuous Spell "Toon World" and the Toon monsters of
 * the Starter Decks, each written from our wording of the card in data/cards/cards.json.
 *
 * An Equip Spell targets a face-up monster on activation and is equipped to it when it
 * resolves; its stat change applies while it is equipped, and the rules destroy it when
 * the monster leaves, is turned face-down or stops being a monster it may equip
 * (stateChecks in the engine). A Field Spell's bonus applies to every face-up monster on
 * the field. Toons come out only by their own Special Summon while their controller has
 * a face-up "Toon World" (TOON_PROCEDURE), and the engine reads `toon` for their attack
 * rules (direct attacks, 500 LP per attack declaration).
 */
import { isMonsterZone, moveCard } from '../../engine/zones.js';
import { combinations } from '../../engine/summon.js';
import type { SummonProcedure } from '../../engine/context.js';
import type { AnyContinuousEffect, CardScript, EffectQuery } from '../../engine/effects/api.js';
import type { CardStatic, DuelState, EffectTarget, PlayerId } from '../../engine/types.js';
import { facts, monstersOn, targetCard } from './helpers.js';

export const BLACK_PENDANT = 65169794;
export const BOOK_OF_SECRET_ARTS = 91595718;
export const DARK_ENERGY = 4614116;
export const DRAGON_TREASURE = 1435851;
export const INVIGORATION = 98374133;
export const MALEVOLENT_NUZZLER = 99597615;
export const SWORD_OF_DARK_DESTRUCTION = 37120512;
export const RING_OF_MAGNETISM = 20436034;
export const MOUNTAIN = 50913601;
export const SOGEN = 86318356;
export const YAMI = 59197169;
export const TOON_WORLD = 15259703;
export const BLUE_EYES_TOON_DRAGON = 53183600;
export const MANGA_RYU_RAN = 38369349;
export const TOON_MERMAID = 65458948;
export const TOON_SUMMONED_SKULL = 91842653;

interface EquipSpec {
  passcode: number;
  atk: number;
  def: number;
  /** Which monsters it may equip (by their printed facts); default any. */
  only?: (f: CardStatic) => boolean;
  /** "Equip only to a monster you control" (Ring of Magnetism). */
  ownOnly?: boolean;
  /** More Continuous effects while equipped (Ring of Magnetism's attack-target lock). */
  more?: readonly AnyContinuousEffect[];
  /** More effects of the card (Black Pendant's and Malevolent Nuzzler's Graveyard triggers). */
  effects?: CardScript['effects'];
  what: string;
}

/** May the Equip Spell `self` (controlled by `q.player`) be equipped to `monster`? */
function mayEquip(spec: EquipSpec, state: DuelState, player: PlayerId, monster: number): boolean {
  const card = state.cards[monster]!;
  if (!isMonsterZone(card.location) || !card.faceUp) return false;
  if (spec.ownOnly && card.controller !== player) return false;
  return !spec.only || spec.only(facts(state, monster));
}

/** The monster an Equip Card is equipped to (what its Continuous effects apply to). */
function equippedMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  return targetCard(t) !== null && state.cards[source]!.equippedTo === targetCard(t);
}

function equipSpell(spec: EquipSpec): CardScript {
  return {
    passcode: spec.passcode,
    equipTo: (q: EffectQuery, monster: number) => mayEquip(spec, q.state, q.player, monster),
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['stat-change'],
        targets: [{ what: spec.what, min: 1, max: 1, from: ['monsters'], side: spec.ownOnly ? 'own' : 'both', filter: (q, id) => mayEquip(spec, q.state, q.player, id) }],
        resolve: (r) => {
          const [target] = r.targets(0);
          if (target === undefined || !r.sourceStillThere() || !mayEquip(spec, r.state, r.player, target)) return;
          r.equip(r.self, target);
        },
      },
      ...(spec.effects ?? []),
    ],
    continuous: [
      { code: 'change-stats', activeWhen: 'equipped', affects: equippedMonster, value: () => ({ atk: spec.atk, def: spec.def }) },
      ...(spec.more ?? []),
    ],
  };
}

/** "If this card is sent from the field to the Graveyard". */
const sentFromField = (q: EffectQuery, e: import('../../engine/types.js').DuelEvent): boolean =>
  e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'spellTrap' || e.from === 'field');

const raceIs =
  (...races: string[]) =>
  (f: CardStatic): boolean =>
    f.kind === 'monster' && f.race !== null && races.includes(f.race);
const attributeIs =
  (attribute: string) =>
  (f: CardStatic): boolean =>
    f.kind === 'monster' && f.attribute === attribute;

/** A Field Spell whose only effect is an ATK/DEF change to face-up monsters on the field, both sides. */
function fieldSpell(passcode: number, change: (f: CardStatic) => { atk: number; def: number } | null): CardScript {
  return {
    passcode,
    effects: [{ id: 'activate', kind: 'spell', categories: ['stat-change'], resolve: () => {} }],
    continuous: [
      {
        code: 'change-stats',
        affects: (state, _source, t) => targetCard(t) !== null && change(facts(state, targetCard(t)!)) !== null,
        value: (state, _source, t) => change(facts(state, targetCard(t)!))!,
      },
    ],
  };
}

const boost = (ok: (f: CardStatic) => boolean, n: number) => (f: CardStatic) => (ok(f) ? { atk: n, def: n } : null);

/** Tributes each Toon needs for its own Special Summon. */
const TOON_TRIBUTES = new Map<number, number>([
  [BLUE_EYES_TOON_DRAGON, 2],
  [MANGA_RYU_RAN, 2],
  [TOON_MERMAID, 0],
  [TOON_SUMMONED_SKULL, 1],
]);

const isToonWorld = (state: DuelState, id: number): boolean => state.cards[id]!.passcode === TOON_WORLD;

/** Does `player` control a face-up "Toon World" (its activation resolved)? */
export function controlsToonWorld(state: DuelState, player: PlayerId): boolean {
  return state.players[player].spellTraps.some(
    (id) => id !== null && isToonWorld(state, id) && state.cards[id]!.faceUp && !state.chain.some((l) => l.card === id && l.cardActivation),
  );
}

function toonMonster(passcode: number): CardScript {
  return {
    passcode,
    specialSummonOnly: true,
    toon: true,
    continuous: [
      {
        // It cannot attack on the turn it was Special Summoned.
        code: 'cannot-attack',
        affects: (state, source, t) => {
          if (targetCard(t) !== source) return false;
          const card = state.cards[source]!;
          return card.arrival === 'special' && card.arrivedTurn === state.turn;
        },
      },
      {
        // When a face-up "Toon World" on the field is destroyed, destroy this card.
        code: 'destroyed-by-event',
        onEvent: (state, _source, e) => e.type === 'destroyed' && e.wasFaceUp !== false && isToonWorld(state, e.card),
      },
    ],
  };
}


/** The Toons' own Special Summon from the hand: "Toon World" face-up on your field, and their Tributes. */
export const TOON_PROCEDURE: SummonProcedure = {
  id: 'toon',
  describe: 'with "Toon World"',
  from: ['hand'],
  appliesTo: (card) => TOON_TRIBUTES.has(card.passcode),
  choices: (state, player, card) => {
    const needed = TOON_TRIBUTES.get(state.cards[card]!.passcode);
    if (needed === undefined || !controlsToonWorld(state, player)) return [];
    if (needed === 0) return state.players[player].monsters.includes(null) ? [[]] : [];
    return combinations(monstersOn(state, player), needed).map((c) => [...c]);
  },
  pay: (tx, player, _card, choice) => {
    for (const id of choice) {
      const from = tx.s.cards[id]!.location;
      moveCard(tx, id, { to: 'graveyard', faceUp: true });
      tx.emit({ type: 'tribute', player, card: id });
      tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'tribute', from });
    }
  },
};

export const EQUIP_FIELD_SCRIPTS: readonly CardScript[] = [
  equipSpell({
    passcode: BLACK_PENDANT,
    atk: 500,
    def: 0,
    what: 'face-up monster to equip',
    effects: [
      {
        id: 'damage',
        kind: 'trigger',
        label: '500 damage to your opponent',
        categories: ['damage'],
        triggersFrom: ['graveyard'],
        triggersOn: sentFromField,
        resolve: (r) => r.damage(r.opponent, 500),
      },
    ],
  }),
  equipSpell({ passcode: BOOK_OF_SECRET_ARTS, atk: 300, def: 300, only: raceIs('Spellcaster'), what: 'face-up Spellcaster-Type monster to equip' }),
  equipSpell({ passcode: DARK_ENERGY, atk: 300, def: 300, only: raceIs('Fiend'), what: 'face-up Fiend-Type monster to equip' }),
  equipSpell({ passcode: DRAGON_TREASURE, atk: 300, def: 300, only: raceIs('Dragon'), what: 'face-up Dragon-Type monster to equip' }),
  equipSpell({ passcode: INVIGORATION, atk: 400, def: -200, only: attributeIs('EARTH'), what: 'face-up EARTH monster to equip' }),
  equipSpell({
    passcode: MALEVOLENT_NUZZLER,
    atk: 700,
    def: 0,
    what: 'face-up monster to equip',
    effects: [
      {
        id: 'return',
        kind: 'trigger',
        optional: true,
        label: 'pay 500 LP to put it on top of your Deck',
        cost: { lp: 500 },
        triggersFrom: ['graveyard'],
        triggersOn: (q, e) => sentFromField(q, e) && q.state.players[q.player].lp >= 500,
        resolve: (r) => {
          if (r.sourceStillThere() && r.state.cards[r.self]!.location === 'graveyard') r.returnToDeck([r.self], 'top');
        },
      },
    ],
  }),
  equipSpell({ passcode: SWORD_OF_DARK_DESTRUCTION, atk: 400, def: -200, only: attributeIs('DARK'), what: 'face-up DARK monster to equip' }),
  equipSpell({
    passcode: RING_OF_MAGNETISM,
    atk: -500,
    def: -500,
    ownOnly: true,
    what: 'face-up monster you control to equip',
    more: [{ code: 'must-be-attack-target', activeWhen: 'equipped', affects: equippedMonster }],
  }),
  fieldSpell(MOUNTAIN, boost(raceIs('Dragon', 'Winged Beast', 'Thunder'), 200)),
  fieldSpell(SOGEN, boost(raceIs('Warrior', 'Beast-Warrior'), 200)),
  fieldSpell(YAMI, (f) => (raceIs('Fiend', 'Spellcaster')(f) ? { atk: 200, def: 200 } : raceIs('Fairy')(f) ? { atk: -200, def: -200 } : null)),
  {
    // Toon World: activated by paying 1000 LP; the Toons need it.
    passcode: TOON_WORLD,
    effects: [{ id: 'activate', kind: 'spell', cost: { lp: 1000 }, resolve: () => {} }],
  },
  toonMonster(BLUE_EYES_TOON_DRAGON),
  toonMonster(MANGA_RYU_RAN),
  toonMonster(TOON_MERMAID),
  toonMonster(TOON_SUMMONED_SKULL),
];

