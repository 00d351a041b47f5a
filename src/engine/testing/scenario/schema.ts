/**
 * Scenario files: a board position, a list of commands and what must be true after each.
 * This module only describes and validates them (zod); `board.ts` builds the DuelState
 * and `run.ts` plays the steps. No I/O here: the caller reads the file and passes a card
 * lookup, so the engine never imports the cards layer.
 *
 * Every problem is reported with the path of the offending field, e.g.
 * `players[1].monsters[2].card: no card named "Dark Magican" (did you mean "Dark Magician"?)`.
 *
 * Card instance ids are handed out in this order: player 0 then player 1, each with
 * hand, deck, monsters, spellTraps, graveyard, banished, extra; then the Extra Monster Zones.
 */
import { z } from 'zod';
import { REJECTION_RULES } from '../../rejections.js';
import { flattenIssues, type IssueLike } from './issues.js';
export { formatPath } from './issues.js';
import { eventMatcherSchema, viewCheckSchema } from './expectMore.js';
import { PHASES, type CardStatic, type PlayerId, type RejectionCode, type ResponseWindow } from '../../types.js';
import { FORMAT_IDS, type FormatId } from '../../format.js';
import { scenarioMageSchema, shadowExpectationSchema } from './shadow.js';
import { scenarioPartnerSchema } from './shadowPartners.js';

/** Resolves card names (case-insensitive is fine) and optionally proposes close names. */
export interface ScenarioCards {
  find(name: string): CardStatic | undefined;
  /** Closest real names first, for "did you mean" in error messages. */
  suggest?(name: string): string[];
}

/** A plain function `name → CardStatic` is accepted too (no suggestions then). */
export type ScenarioLookup = ScenarioCards | ((name: string) => CardStatic | undefined);

export function toScenarioCards(lookup: ScenarioLookup): ScenarioCards {
  return typeof lookup === 'function' ? { find: lookup } : lookup;
}

/** A scenario may start in any phase (the Standby Phase too). */
export const SCENARIO_PHASES = PHASES;
const STEPS = ['start', 'battle', 'damage', 'end'] as const;
/** The response windows a step may expect open (null: none). */
const WINDOWS = ['open', 'summoned', 'attack-declared', 'damage-start', 'damage-step', 'damage-calc', 'after-damage', 'damage-end', 'phase-end'] as const satisfies readonly ResponseWindow[];
const DECISIONS = ['main', 'battle', 'replay', 'respond', 'discard', 'choose', 'yes-no'] as const;
const RESULT_REASONS = ['lp', 'deck-out', 'surrender', 'both-lp', 'card-effect'] as const;
export const REJECTION_CODES = Object.keys(REJECTION_RULES) as [RejectionCode, ...RejectionCode[]];

const player = z.literal([0, 1]);
const int = z.number().int();
const count = z.number().int().nonnegative();
const position = z.enum(['attack', 'defense']);

/** `m1`..`m5` (Main Monster Zones), `s1`..`s5` (Spell & Trap Zones), `em1`/`em2` (Extra Monster Zones). */
export const ZONE_REF = /^(?:m[1-5]|s[1-5]|em[12]|fz)$/;

function quoteList(names: readonly string[]): string {
  const q = names.map((n) => `"${n}"`);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
}

export function unknownCardMessage(name: string, cards: ScenarioCards): string {
  const suggestions = (cards.suggest?.(name) ?? []).slice(0, 3);
  return `no card named "${name}"${suggestions.length ? ` (did you mean ${quoteList(suggestions)}?)` : ''}`;
}

type CardCheck = (card: CardStatic) => string | null;

const mustBeMonster: CardCheck = (c) => (c.kind === 'monster' ? null : `"${c.name}" is a ${c.kind} card, not a monster`);
const mustBeSpellTrap: CardCheck = (c) =>
  c.kind !== 'monster' ? null : `"${c.name}" is a monster; only Spell and Trap Cards go in the Spell & Trap Zones`;
const mustBeFieldSpell: CardCheck = (c) =>
  c.kind === 'spell' && c.subtypes.includes('Field') ? null : `"${c.name}" is not a Field Spell; only Field Spells go in the Field Zone`;
const mustBeExtraDeck: CardCheck = (c) =>
  c.extraDeck ? null : `"${c.name}" is not an Extra Deck monster (Fusion, Synchro, Xyz or Link)`;

/** A card name, checked against the lookup and replaced by the card's exact printed name. */
function cardNameSchemas(cards: ScenarioCards) {
  return (check?: CardCheck) =>
    z
      .string()
      .min(1)
      .superRefine((name, ctx) => {
        const found = cards.find(name);
        if (!found) ctx.addIssue({ code: 'custom', message: unknownCardMessage(name, cards) });
        else if (check) {
          const problem = check(found);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }
      })
      .transform((name) => cards.find(name)?.name ?? name);
}

type CardName = ReturnType<typeof cardNameSchemas>;

/** A monster is face-down only in Defense Position; without a position it takes the one its face implies. */
function withMonsterPosition<T extends z.ZodType<{ faceDown: boolean; position?: 'attack' | 'defense' | undefined }>>(entry: T) {
  return entry
    .superRefine((m, ctx) => {
      if (m.faceDown && m.position === 'attack') {
        ctx.addIssue({ code: 'custom', path: ['position'], message: 'a face-down monster is always in Defense Position' });
      }
    })
    .transform((m) => ({ ...m, position: m.position ?? (m.faceDown ? ('defense' as const) : ('attack' as const)) }));
}

/** A monster on the field. A bare string is shorthand for a face-up Attack Position monster. */
function monsterEntrySchema(cardName: CardName) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? { card: v } : v),
    withMonsterPosition(
      z.strictObject({
        card: cardName(mustBeMonster),
        /** Defaults to defense for a face-down monster, attack otherwise. */
        position: position.optional(),
        faceDown: z.boolean().default(false),
        /** Turn the monster arrived (was Summoned or Set); defaults to the turn before the scenario's. */
        setTurn: count.optional(),
        /** 1-based zone; defaults to the entry's place in the array. */
        zone: z.number().int().min(1).max(5).optional(),
        /** Already declared an attack this turn. */
        attacked: z.boolean().default(false),
        /** Already changed its battle position (or was Flip Summoned) this turn. */
        positionChanged: z.boolean().default(false),
        /** Xyz Materials attached to it, first stacked first. */
        materials: z.array(cardName(mustBeMonster)).optional(),
      }),
    ),
  );
}

/** A Spell or Trap Card on the field, or a monster held as an Equip Card (with equippedTo). A bare string is shorthand for a Set (face-down) card. */
function spellTrapEntrySchema(cardName: CardName, cards: ScenarioCards) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? { card: v } : v),
    z.strictObject({
      card: cardName(),
      faceDown: z.boolean().default(true),
      setTurn: count.optional(),
      zone: z.number().int().min(1).max(5).optional(),
      /** A face-up Equip Card: the monster it is equipped to, m1..m5 (own) or om1..om5 (the opponent's). */
      equippedTo: z.string().regex(/^o?m[1-5]$/, 'expected m1..m5 or om1..om5').optional(),
    }).superRefine((e, ctx) => {
      const facts = cards.find(e.card);
      const scale = facts?.subtypes.includes('Pendulum') && !e.faceDown;
      if (facts?.kind === 'monster' && e.equippedTo === undefined && !scale) {
        ctx.addIssue({ code: 'custom', path: ['card'], message: `"${facts.name}" is a monster; in a Spell & Trap Zone it must be held as an Equip Card (give equippedTo) or be a face-up Pendulum Scale` });
      }
    }),
  );
}

/** A Token on the field (Tokens have no card to name): its facts are given here. */
const tokenEntry = z.strictObject({
  name: z.string().min(1),
  /** Passcode of the Token, so an effect that cares about it applies (Sheep Token: 73915052). */
  passcode: z.number().int().positive().optional(),
  atk: count,
  def: count,
  level: z.number().int().min(1).max(12).default(1),
  attribute: z.string().default('EARTH'),
  race: z.string().default('Beast'),
  position: position.default('defense'),
  zone: z.number().int().min(1).max(5).optional(),
});

/** A link of a chain that is open when the scenario starts, Chain Link 1 first. */
const chainEntry = z.strictObject({
  player,
  /** Where the activated card is: m1..m5, s1..s5 or fz of that player (face-up). */
  zone: z.string().regex(/^(?:m[1-5]|s[1-5]|fz)$/, 'expected m1..m5, s1..s5 or fz'),
  /** The effect id in the card's script; defaults to the card's first effect. */
  effect: z.string().min(1).optional(),
  /** Its targets, chosen on activation: m1.., s1.. (the activator's) or om1.., os1.. (the opponent's). */
  targets: z.array(z.string().regex(/^o?(?:m[1-5]|s[1-5])$/, 'expected m1..m5, s1..s5, om1..om5 or os1..os5')).default([]),
});

/** A Field Spell in the Field Zone. A bare string is shorthand for a Set (face-down) card. */
function fieldZoneEntrySchema(cardName: CardName) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? { card: v } : v),
    z.strictObject({
      card: cardName(mustBeFieldSpell),
      faceDown: z.boolean().default(true),
      setTurn: count.optional(),
    }),
  );
}

function extraZoneEntrySchema(cardName: CardName) {
  return withMonsterPosition(
    z.strictObject({
      card: cardName(mustBeMonster),
      controller: player,
      position: position.optional(),
      faceDown: z.boolean().default(false),
      setTurn: count.optional(),
      attacked: z.boolean().default(false),
      positionChanged: z.boolean().default(false),
      materials: z.array(cardName(mustBeMonster)).optional(),
    }),
  );
}

function playerSchema(cardName: CardName, cards: ScenarioCards) {
  return z.strictObject({
    /** Defaults to the format's starting LP. */
    lp: count.optional(),
    hand: z.array(cardName()).default([]),
    /** Top card first. */
    deck: z.array(cardName()).default([]),
    monsters: z.array(monsterEntrySchema(cardName).nullable()).max(5).default([]),
    spellTraps: z.array(spellTrapEntrySchema(cardName, cards).nullable()).max(5).default([]),
    fieldZone: fieldZoneEntrySchema(cardName).nullable().default(null),
    /** Bottom (first sent) first. */
    graveyard: z.array(cardName()).default([]),
    banished: z.array(cardName()).default([]),
    extra: z.array(cardName(mustBeExtraDeck)).default([]),
    /** Face-up Pendulum Monsters in the Extra Deck (modern), after the face-down ones. */
    extraFaceUp: z.array(cardName(mustBeMonster)).optional(),
    /** Names of cards in the Graveyard or banished that were properly Summoned before (rule summon.proper). */
    properlySummoned: z.array(cardName()).optional(),
    tokens: z.array(tokenEntry).max(5).default([]),
  });
}

const perPlayer = <T extends z.ZodType>(value: T) => z.strictObject({ '0': value.optional(), '1': value.optional() });

function zoneCheckSchema(cardName: CardName) {
  return z
    .strictObject({
      zone: z.string().regex(ZONE_REF, 'expected m1..m5, s1..s5, em1, em2 or fz'),
      /** Whose zone (m/s); for em zones, the expected controller (optional). */
      player: player.optional(),
      /** null: the zone must be empty. */
      card: cardName().nullable().optional(),
      position: position.optional(),
      faceUp: z.boolean().optional(),
      /** The Xyz Materials under the monster there, first stacked first. */
      materials: z.array(cardName()).optional(),
      /** Current ATK / DEF of the monster there, with every modifier. */
      atk: count.optional(),
      def: count.optional(),
    })
    .superRefine((c, ctx) => {
      if (!c.zone.startsWith('em') && c.player === undefined) {
        ctx.addIssue({ code: 'custom', path: ['player'], message: `say whose zone ${c.zone} is (0 or 1)` });
      }
    });
}

function expectationSchema(cardName: CardName) {
  return z.strictObject({
    lp: z.tuple([count, count]).optional(),
    /** shadow-games only: Magic Points, rolls and the end of combat. */
    shadow: shadowExpectationSchema.optional(),
    phase: z.enum(PHASES).optional(),
    step: z.enum(STEPS).nullable().optional(),
    /** The response window open after the step (its kind; null: none). */
    window: z.enum(WINDOWS).nullable().optional(),
    turn: int.optional(),
    turnPlayer: player.optional(),
    /** null: the duel is still going; 'draw': it ended with no winner. */
    winner: z.literal([0, 1, 'draw', null]).optional(),
    reason: z.enum(RESULT_REASONS).optional(),
    normalSummonUsed: z.boolean().optional(),
    /** Card names per Main Monster Zone (m1 first); missing trailing zones are expected empty. */
    monsters: perPlayer(z.array(cardName().nullable()).max(5)).optional(),
    spellTraps: perPlayer(z.array(cardName().nullable()).max(5)).optional(),
    extraMonsterZones: z.array(cardName().nullable()).max(2).optional(),
    /** The card in each player's Field Zone (null: empty). */
    fieldZone: perPlayer(cardName().nullable()).optional(),
    /** The chain being built, Chain Link 1 first, by card name ([] : no chain). */
    chain: z.array(cardName()).optional(),
    zones: z.array(zoneCheckSchema(cardName)).optional(),
    hand: perPlayer(z.array(cardName())).optional(),
    graveyard: perPlayer(z.array(cardName())).optional(),
    banished: perPlayer(z.array(cardName())).optional(),
    /** The face-up cards of each Extra Deck (Pendulum Monsters), in pile order. */
    extraFaceUp: perPlayer(z.array(cardName())).optional(),
    handCount: perPlayer(count).optional(),
    /** Monsters the player controls (Main and Extra Monster Zones), Tokens included. */
    monsterCount: perPlayer(count).optional(),
    deckCount: perPlayer(count).optional(),
    graveyardCount: perPlayer(count).optional(),
    /** null: nobody has to decide (the duel is over). */
    pending: z
      .strictObject({ kind: z.enum(DECISIONS), player: player.optional(), count: count.optional() })
      .nullable()
      .optional(),
    /** Each entry is an option id, or words of a label (case-insensitive; matches a label containing them). */
    options: z
      .strictObject({ includes: z.array(z.string().min(1)).default([]), excludes: z.array(z.string().min(1)).default([]) })
      .optional(),
    /** Events the step must have caused, in this order (others may come in between): a type, or a type with details. */
    events: z.array(eventMatcherSchema(cardName())).optional(),
    /** Events the step must not have caused (a type, or a type with details). */
    absent: z.strictObject({ events: z.array(eventMatcherSchema(cardName())).min(1) }).optional(),
    /** The top cards of each Deck, top first, in exact order. */
    deckTop: perPlayer(z.array(cardName()).min(1)).optional(),
    /** What each player's view shows. */
    views: perPlayer(viewCheckSchema(cardName())).optional(),
    /** The refusal's message must contain each of these (case-insensitive); only with expectRejection. */
    messageIncludes: z.array(z.string().min(1)).optional(),
  });
}

function stepSchema(cardName: CardName) {
  return z
    .strictObject({
      /** Who gives the command. Required with command or option. */
      player: player.optional(),
      /** Text for the command grammar, e.g. "attack Dark Magician with Summoned Skull". */
      command: z.string().min(1).optional(),
      /** An option id (or exact label) from the engine's list; brittle, prefer commands. */
      option: z.string().min(1).optional(),
      /** The command must not be understood by the command grammar (unknown or ambiguous); the run goes on. */
      expectNotUnderstood: z.boolean().optional(),
      /** The command must be refused with this code; the state stays as it was. */
      expectRejection: z.enum(REJECTION_CODES).optional(),
      expect: expectationSchema(cardName).optional(),
      note: z.string().optional(),
    })
    .superRefine(checkStep);
}

type StepShape = { command?: string; option?: string; player?: PlayerId; expectNotUnderstood?: boolean; expectRejection?: RejectionCode; expect?: { messageIncludes?: string[] } };

/** What one step gives must fit together: who acts, what is refused, what is checked. */
function checkStep(s: StepShape, ctx: z.RefinementCtx): void {
  if (s.command !== undefined && s.option !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['option'], message: 'give either command or option, not both' });
  }
  const acts = s.command !== undefined || s.option !== undefined;
  if (acts && s.player === undefined) ctx.addIssue({ code: 'custom', path: ['player'], message: 'say who gives the command (0 or 1)' });
  if (s.expectNotUnderstood && s.command === undefined) {
    ctx.addIssue({ code: 'custom', path: ['expectNotUnderstood'], message: 'needs a command that should not be understood' });
  }
  if (s.expectNotUnderstood && s.expectRejection !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['expectRejection'], message: 'a command that is not understood is not refused: give one of expectNotUnderstood or expectRejection' });
  }
  if (!acts && s.expectRejection !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['expectRejection'], message: 'needs a command or option to refuse' });
  }
  if (!acts && s.expect === undefined) ctx.addIssue({ code: 'custom', message: 'a step needs a command, an option or an expect' });
  if (s.expect?.messageIncludes && s.expectRejection === undefined) {
    ctx.addIssue({ code: 'custom', path: ['expect', 'messageIncludes'], message: 'only meaningful with expectRejection' });
  }
}

/** The whole schema depends on the card lookup, so it is built per lookup. */
export function scenarioSchema(lookup: ScenarioLookup) {
  const cards = toScenarioCards(lookup);
  const cardName = cardNameSchemas(cards);
  const side = playerSchema(cardName, cards);
  return z
    .strictObject({
      $schema: z.string().optional(),
      name: z.string().min(1),
      /** What the scenario shows and which rule (rulebook section / rule id) it rests on. */
      description: z.string().min(1),
      format: z.enum(FORMAT_IDS),
      /** PRNG seed; defaults to the name. */
      seed: z.union([z.string(), z.number()]).optional(),
      turn: z.number().int().min(1),
      turnPlayer: player,
      /** Defaults to whoever owns odd turns given turnPlayer. */
      firstPlayer: player.optional(),
      /** 'draw': the turn begins from its Draw Phase (the draw happens, or is skipped, during setup). */
      phase: z.enum(SCENARIO_PHASES),
      /** The Battle Phase step to start in (default: the Battle Step); 'damage' needs `battle`. */
      step: z.enum(STEPS).optional(),
      /** The attack in progress when starting in the Damage Step: attacker m1..m5 / em1..em2, target om1..om5 / oem1..oem2 or null (direct). */
      battle: z
        .strictObject({ attacker: z.string().regex(/^(?:m[1-5]|em[12])$/), target: z.string().regex(/^o(?:m[1-5]|em[12])$/).nullable() })
        .optional(),
      /** A chain already open at the start; the other player of the last link responds first. */
      chain: z.array(chainEntry).min(1).optional(),
      normalSummonUsed: z.boolean().default(false),
      players: z.tuple([side, side]),
      /** shadow-games only: the mage of each side (defaults: two Mind 4 mages of Star Level 12 with 5 MP). */
      mages: z.tuple([scenarioMageSchema, scenarioMageSchema]).optional(),
      /** shadow-games tag duels: the further mages of each side, out of the seat at the start (shadow.teams). */
      partners: z.array(scenarioPartnerSchema).optional(),
      /** Modern only: the two shared Extra Monster Zones, left (em1) then right (em2). */
      extraMonsterZones: z.array(extraZoneEntrySchema(cardName).nullable()).max(2).optional(),
      /** After the run, the accepted actions are replayed from the board and must give the same state hash at every step. */
      replayCheck: z.boolean().default(false),
      /** The engine does not take decisions that have a single option by itself: each must be a step. */
      askSingleOptions: z.boolean().default(false),
      steps: z.array(stepSchema(cardName)).min(1),
    })
    .superRefine((sc, ctx) => {
      checkTurnAndPhase(sc, ctx);
      checkZonesAndTurns(sc, ctx);
      if (!sc.steps.some((s) => s.expect !== undefined || s.expectRejection !== undefined || s.expectNotUnderstood)) {
        ctx.addIssue({ code: 'custom', path: ['steps'], message: 'no step checks anything: add an expect or an expectRejection' });
      }
    });
}

/** The parts of a parsed scenario the cross-field checks read. */
interface ScenarioShape {
  format: FormatId;
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer?: PlayerId | undefined;
  phase: (typeof SCENARIO_PHASES)[number];
  step?: (typeof STEPS)[number] | undefined;
  battle?: unknown;
  chain?: unknown;
  players: readonly { monsters: readonly ({ zone?: number | undefined; setTurn?: number | undefined } | null)[]; spellTraps: readonly ({ zone?: number | undefined; setTurn?: number | undefined } | null)[] }[];
  extraMonsterZones?: readonly ({ setTurn?: number | undefined } | null)[] | undefined;
}

/** The turn, the turn player, the phase, the step, the attack and the chain must fit together. */
function checkTurnAndPhase(sc: ScenarioShape, ctx: z.RefinementCtx): void {
  const first = sc.firstPlayer ?? derivedFirstPlayer(sc.turn, sc.turnPlayer);
  if (derivedFirstPlayer(sc.turn, sc.turnPlayer) !== first) {
    ctx.addIssue({
      code: 'custom',
      path: ['turnPlayer'],
      message: `turn ${sc.turn} belongs to player ${sc.turn % 2 === 1 ? first : 1 - first} when player ${first} goes first`,
    });
  }
  if (sc.turn === 1 && sc.phase === 'battle') {
    ctx.addIssue({ code: 'custom', path: ['phase'], message: 'the player going first cannot be in the Battle Phase on turn 1' });
  }
  if (sc.phase === 'main2' && sc.turn === 1) {
    ctx.addIssue({ code: 'custom', path: ['phase'], message: 'Main Phase 2 follows a Battle Phase, which turn 1 cannot have' });
  }
  if (sc.step !== undefined && sc.phase !== 'battle') ctx.addIssue({ code: 'custom', path: ['step'], message: 'a step is only for the Battle Phase' });
  if (sc.step === 'damage' && !sc.battle) ctx.addIssue({ code: 'custom', path: ['battle'], message: 'starting in the Damage Step needs the attack in progress (battle)' });
  if (sc.battle && sc.step !== 'damage') ctx.addIssue({ code: 'custom', path: ['battle'], message: 'an attack in progress is only for a start in the Damage Step' });
  if (sc.chain && (sc.phase === 'draw' || sc.phase === 'end')) ctx.addIssue({ code: 'custom', path: ['chain'], message: `a chain cannot be open at the start of a scenario in the ${sc.phase} phase here` });
}

/** No zone used twice, no card arriving after the scenario's turn, Extra Monster Zones only in modern. */
function checkZonesAndTurns(sc: ScenarioShape, ctx: z.RefinementCtx): void {
  if (sc.extraMonsterZones && sc.format !== 'modern') {
    ctx.addIssue({ code: 'custom', path: ['extraMonsterZones'], message: `the ${sc.format} format has no Extra Monster Zones` });
  }
  sc.players.forEach((p, pi) => {
    for (const key of ['monsters', 'spellTraps'] as const) {
      const taken = new Map<number, number>();
      p[key].forEach((entry, i) => {
        if (!entry) return;
        const zone = entry.zone ?? i + 1;
        const before = taken.get(zone);
        if (before !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['players', pi, key, i, 'zone'],
            message: `zone ${zone} is already used by ${key}[${before}]`,
          });
        }
        taken.set(zone, i);
        if (entry.setTurn !== undefined && entry.setTurn > sc.turn) {
          ctx.addIssue({ code: 'custom', path: ['players', pi, key, i, 'setTurn'], message: `turn ${entry.setTurn} is after the scenario's turn ${sc.turn}` });
        }
      });
    }
  });
  sc.extraMonsterZones?.forEach((entry, i) => {
    if (entry?.setTurn !== undefined && entry.setTurn > sc.turn) {
      ctx.addIssue({ code: 'custom', path: ['extraMonsterZones', i, 'setTurn'], message: `turn ${entry.setTurn} is after the scenario's turn ${sc.turn}` });
    }
  });
}

export type Scenario = z.output<ReturnType<typeof scenarioSchema>>;
export type ScenarioStep = Scenario['steps'][number];
export type Expectation = NonNullable<ScenarioStep['expect']>;
export type ScenarioPlayer = Scenario['players'][number];
export type MonsterEntry = NonNullable<ScenarioPlayer['monsters'][number]>;

export function derivedFirstPlayer(turn: number, turnPlayer: PlayerId): PlayerId {
  return turn % 2 === 1 ? turnPlayer : ((1 - turnPlayer) as PlayerId);
}

export type ParseScenarioResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/** Validates a scenario (already JSON-parsed). Errors name the field path of each problem. */
export function parseScenario(raw: unknown, lookup: ScenarioLookup): ParseScenarioResult {
  const result = scenarioSchema(lookup).safeParse(raw);
  if (result.success) return { ok: true, scenario: result.data };
  return { ok: false, errors: flattenIssues(result.error.issues as unknown as IssueLike[]) };
}
