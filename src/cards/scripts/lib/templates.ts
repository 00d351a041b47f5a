/**
 * The shapes many cards share, each a function that returns a whole script or one effect
 * of it: Equip Spells, Field Spells, Toon monsters and their Summon, Ritual Spells,
 * "boost a face-up monster until the end of the turn", searches on being sent to the
 * Graveyard, damage, destroying targets, Special Summons from a Graveyard, draws, and
 * Spell or Trap activations. A card file fills in the numbers and the words.
 */
import { canBeSpecialSummonedByEffect, combinations, fusionCandidates, isMonsterZone, maySpecialSummon, ritualCandidates } from './engine.js';
import type { AnyContinuousEffect, CardScript, CardStatic, DuelEvent, DuelState, EffectDef, EffectQuery, EffectTarget, PlayerId, Resolution, RitualSpec, SummonProcedure, TargetSlot } from './engine.js';
import { facts, freeMainZones, isFaceUp, monstersOn, targetCard } from './queries.js';

/** The activation of a Spell Card ("activate"), with the rest of its effect. */
export const spellActivation = (def: Omit<EffectDef, 'id' | 'kind'>): EffectDef => ({ id: 'activate', kind: 'spell', ...def });

/** The activation of a Trap Card ("activate"), with the rest of its effect. */
export const trapActivation = (def: Omit<EffectDef, 'id' | 'kind'>): EffectDef => ({ id: 'activate', kind: 'trap', ...def });

// ---------------------------------------------------------------- effect shapes

/** "Target 1 face-up monster" on either side of the field (the stat Traps and Quick-Play Spells). */
export const FACE_UP_MONSTER_TARGET: TargetSlot = { what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) };

/**
 * "Target 1 face-up monster; it gains ATK and/or DEF until the end of the turn"
 * (Reinforcements, Castle Walls, Rush Recklessly, The Reliable Guardian, Snake Fang's -500
 * DEF; Deal of Phantom counts its ATK as it resolves). It directly changes ATK/DEF, so it
 * may be activated in the Damage Step.
 */
export function boostOneFaceUpMonster(atk: number | ((r: Resolution) => number), def: number): Pick<EffectDef, 'categories' | 'damageStep' | 'targets' | 'resolve'> {
  return {
    categories: ['stat-change'],
    damageStep: true,
    targets: [FACE_UP_MONSTER_TARGET],
    resolve: (r) => {
      const gain = typeof atk === 'number' ? atk : atk(r);
      for (const id of r.targets(0)) if (isFaceUp(r.state, id)) r.changeStats(id, gain, def);
    },
  };
}

/** "Inflict `amount` damage to your opponent" (Ookazi). */
export function damageOpponent(amount: number): Pick<EffectDef, 'categories' | 'resolve'> {
  return { categories: ['damage'], resolve: (r) => r.damage(r.opponent, amount) };
}

/** "Draw `count` cards" (needs that many cards in the Deck to be activated). */
export function drawCards(count: number): Pick<EffectDef, 'categories' | 'condition' | 'resolve'> {
  return { categories: ['draw'], condition: (q) => q.state.players[q.player].deck.length >= count, resolve: (r) => void r.draw(r.player, count) };
}

/** "Target cards (as `slot` says); destroy them" (Mystical Space Typhoon, Man-Eater Bug, Dream Clown). */
export function destroyTargets(slot: TargetSlot, category: 'destroy-monster' | 'destroy-spell-trap' | 'destroy-trap'): Pick<EffectDef, 'categories' | 'targets' | 'resolve'> {
  return { categories: [category], targets: [slot], resolve: (r) => void r.destroy(r.targets(0)) };
}

/**
 * "Target 1 monster in either Graveyard; Special Summon it" (Monster Reborn): Ritual,
 * Fusion and Special Summon Monsters only once properly Summoned (rule summon.proper).
 */
export function specialSummonFromGraveyard(): Pick<EffectDef, 'categories' | 'condition' | 'targets' | 'resolve'> {
  return {
    categories: ['special-summon'],
    condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
    targets: [{ what: 'monster in either Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'both', filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
    resolve: (r) => {
      const [target] = r.targets(0);
      if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
    },
  };
}

/** Magician of Faith / Mask of Darkness: a card of one kind from your own Graveyard back to the hand. */
export function graveyardToHand(kind: 'spell' | 'trap'): EffectDef {
  const word = kind === 'spell' ? 'Spell' : 'Trap';
  return {
    id: 'flip',
    kind: 'flip',
    label: `add 1 ${word} from your Graveyard to your hand`,
    categories: ['to-hand'],
    targets: [{ what: `${word} card in your Graveyard`, min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === kind }],
    resolve: (r) => {
      for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
    },
  };
}

/**
 * "If this card is sent from the field to the Graveyard: add a monster that `fits` from
 * your Deck to your hand", with the name lock and once per turn of today's text (Sangan,
 * Witch of the Black Forest). `wording: 'pre-errata'` is the card as printed before its
 * errata (the GOAT wording): no once per turn and no lock on the added card's name.
 */
export function searchOnGraveyard(label: string, fits: (f: CardStatic) => boolean, prompt: string, wording: 'errata' | 'pre-errata' = 'errata'): EffectDef {
  const locked = wording === 'errata';
  return {
    id: 'search',
    kind: 'trigger',
    label,
    categories: ['search'],
    ...(locked ? { oncePerTurn: 'name' as const } : {}),
    triggersFrom: ['graveyard'],
    triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'monster' || e.from === 'extraMonster'),
    resolve: (r) => {
      const got = r.search(r.player, (f) => f.kind === 'monster' && fits(f), prompt);
      if (!locked) return;
      for (const id of got) r.addEffect('cannot-activate-name', { player: r.player }, r.facts(id).name);
    },
  };
}

/** "If this card is sent from the field to the Graveyard" (Black Pendant, Malevolent Nuzzler). */
export const sentFromField = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'spellTrap' || e.from === 'field');

// ---------------------------------------------------------------- Equip and Field Spells

export const raceIs =
  (...races: string[]) =>
  (f: CardStatic): boolean =>
    f.kind === 'monster' && f.race !== null && races.includes(f.race);

export const attributeIs =
  (attribute: string) =>
  (f: CardStatic): boolean =>
    f.kind === 'monster' && f.attribute === attribute;

export interface EquipSpec {
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

/** May the Equip Spell (controlled by `player`) be equipped to `monster`? */
function mayEquip(spec: EquipSpec, state: DuelState, player: PlayerId, monster: number): boolean {
  const card = state.cards[monster]!;
  if (!isMonsterZone(card.location) || !card.faceUp) return false;
  if (spec.ownOnly && card.controller !== player) return false;
  return !spec.only || spec.only(facts(state, monster));
}

/** The monster an Equip Card is equipped to (what its Continuous effects apply to). */
export function equippedMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  return targetCard(t) !== null && state.cards[source]!.equippedTo === targetCard(t);
}

/** An Equip Spell: targets a monster it may equip, is equipped to it, and changes its ATK/DEF while equipped. */
export function equipSpell(spec: EquipSpec): CardScript {
  return {
    passcode: spec.passcode,
    equipTo: (q: EffectQuery, monster: number) => mayEquip(spec, q.state, q.player, monster),
    effects: [
      spellActivation({
        categories: ['stat-change'],
        targets: [{ what: spec.what, min: 1, max: 1, from: ['monsters'], side: spec.ownOnly ? 'own' : 'both', filter: (q, id) => mayEquip(spec, q.state, q.player, id) }],
        resolve: (r) => {
          const [target] = r.targets(0);
          if (target === undefined || !r.sourceStillThere() || !mayEquip(spec, r.state, r.player, target)) return;
          r.equip(r.self, target);
        },
      }),
      ...(spec.effects ?? []),
    ],
    continuous: [{ code: 'change-stats', activeWhen: 'equipped', affects: equippedMonster, value: () => ({ atk: spec.atk, def: spec.def }) }, ...(spec.more ?? [])],
  };
}

/** The same change to ATK and DEF for monsters that `ok`. */
export const boost = (ok: (f: CardStatic) => boolean, n: number) => (f: CardStatic) => (ok(f) ? { atk: n, def: n } : null);

/** A Field Spell whose only effect is an ATK/DEF change to face-up monsters on the field, both sides. */
export function fieldSpell(passcode: number, change: (f: CardStatic) => { atk: number; def: number } | null): CardScript {
  return {
    passcode,
    effects: [spellActivation({ categories: ['stat-change'], resolve: () => {} })],
    continuous: [
      {
        code: 'change-stats',
        affects: (state, _source, t) => targetCard(t) !== null && change(facts(state, targetCard(t)!)) !== null,
        value: (state, _source, t) => change(facts(state, targetCard(t)!))!,
      },
    ],
  };
}

// ---------------------------------------------------------------- Toons

export const TOON_WORLD = 15259703;

/** Tributes each Toon needs for its own Special Summon, filled in by `toonMonster` as the card files load. */
const TOON_TRIBUTES = new Map<number, number>();

const isToonWorld = (state: DuelState, id: number): boolean => state.cards[id]!.passcode === TOON_WORLD;

/** Does `player` control a face-up "Toon World" (its activation resolved)? */
export function controlsToonWorld(state: DuelState, player: PlayerId): boolean {
  return state.players[player].spellTraps.some(
    (id) => id !== null && isToonWorld(state, id) && state.cards[id]!.faceUp && !state.chain.some((l) => l.card === id && l.cardActivation),
  );
}

/**
 * A Toon monster: Special Summoned only by TOON_PROCEDURE with `tributes` Tributes; it
 * cannot attack the turn it was Special Summoned, and is destroyed when a face-up "Toon
 * World" is destroyed. The engine reads `toon` for the attack rules (direct attacks, 500 LP).
 */
export function toonMonster(passcode: number, tributes: number): CardScript {
  TOON_TRIBUTES.set(passcode, tributes);
  return {
    passcode,
    specialSummonOnly: true,
    toon: true,
    continuous: [
      {
        code: 'cannot-attack',
        affects: (state, source, t) => {
          if (targetCard(t) !== source) return false;
          const card = state.cards[source]!;
          return card.arrival === 'special' && card.arrivedTurn === state.turn;
        },
      },
      { code: 'destroyed-by-event', onEvent: (state, _source, e) => e.type === 'destroyed' && e.wasFaceUp !== false && isToonWorld(state, e.card) },
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
    if (needed === 0) return freeMainZones(state, player) > 0 ? [[]] : [];
    return combinations(monstersOn(state, player), needed).map((c) => [...c]);
  },
  pay: (costs, _player, _card, choice) => costs.tribute(choice),
};

// ---------------------------------------------------------------- Ritual and Fusion Spells

/** A Ritual Spell: Ritual Summons `ritual.monster` from the hand with Tributes whose Levels reach `ritual.level`. */
export function ritualSpell(passcode: number, ritual: RitualSpec): CardScript {
  return {
    passcode,
    effects: [
      spellActivation({
        categories: ['special-summon'],
        condition: (q) => ritualCandidates(q.state, q.player, ritual).length > 0,
        resolve: (r) => void r.ritualSummon(ritual),
      }),
    ],
  };
}

/** A Fusion Spell (Polymerization): Fusion Summons a Fusion Monster whose materials are in the hand or on the field. */
export function fusionSpell(passcode: number): CardScript {
  return {
    passcode,
    effects: [
      spellActivation({
        categories: ['special-summon'],
        condition: (q) => fusionCandidates(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => void r.fusionSummon(),
      }),
    ],
  };
}

/** A Fusion Monster with no effect of its own: the names of its materials, one per monster needed. */
export function fusionMonster(passcode: number, materials: readonly string[]): CardScript {
  return { passcode, fusionMaterials: materials };
}

// ---------------------------------------------------------------- Set cards of one kind

/** A target slot for a Spell (or Trap) card on the field: face-up ones of that kind, or any Set card. */
export function setOrFaceUp(kind: 'spell' | 'trap'): TargetSlot {
  return {
    what: `${kind === 'spell' ? 'Spell' : 'Trap'} card on the field (a Set card may be chosen)`,
    min: 1,
    max: 1,
    from: ['spellTraps'],
    side: 'both',
    filter: (q: EffectQuery, id: number) => !isFaceUp(q.state, id) || facts(q.state, id).kind === kind,
  };
}

/** Armed Ninja / Trap Master: a Set target is revealed and destroyed only if it is of the right kind. */
export function revealAndDestroy(r: Resolution, kind: 'spell' | 'trap'): void {
  for (const id of r.targets(0)) {
    if (!isFaceUp(r.state, id)) r.reveal(r.player, [id]);
    if (r.facts(id).kind === kind) r.destroy([id]);
  }
}

/**
 * A monster whose only effect is `searchOnGraveyard` (Witch of the Black Forest), with its
 * pre-errata wording for the GOAT format.
 */
export function searchOnGraveyardCard(passcode: number, label: string, fits: (f: CardStatic) => boolean, prompt: string): CardScript {
  return {
    passcode,
    effects: [searchOnGraveyard(label, fits, prompt)],
    formats: { goat: { effects: [searchOnGraveyard(label, fits, prompt, 'pre-errata')] } },
  };
}
