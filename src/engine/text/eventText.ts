/**
 * One short line of plain English per engine event, written for one viewer. Cards are
 * named only when the viewer may know them in the state after the events (a monster
 * flipped by an attack is known from then on; a Set monster never is, by its Set event).
 * These lines are the offline narration and the facts a narrator is checked against.
 */
import { canSee, zoneRef } from './describe.js';
import { cardName, isOnField } from '../zones.js';
import type { DuelEvent, DuelState, Phase, PlayerId, Position } from '../types.js';
import { phaseName } from './phaseNames.js';
import { isPendulumScaleEffect } from '../summon/pendulum.js';
import { describeShadowEvent } from './shadowText.js';


const REASONS = {
  lp: 'Life Points reached 0',
  'deck-out': 'could not draw a card',
  surrender: 'surrendered',
  'both-lp': "both players' Life Points reached 0 at the same time",
  'card-effect': "both players completed a card's winning condition at once",
} as const;

function pos(p: Position): string {
  return p === 'attack' ? 'Attack Position' : 'Defense Position';
}

/** "You" / "Your opponent", as the subject of a sentence. */
function who(player: PlayerId, viewer: PlayerId): string {
  return player === viewer ? 'You' : 'Your opponent';
}

/** "your" / "your opponent's", before a noun. */
function whose(player: PlayerId, viewer: PlayerId): string {
  return player === viewer ? 'your' : "your opponent's";
}

function known(state: DuelState, id: number, viewer: PlayerId): boolean {
  return id >= 0 && canSee(state, id, viewer);
}

/** Where a card sits now, as a zone reference for the viewer, or null off the field. */
function zoneNow(state: DuelState, id: number, viewer: PlayerId): string | null {
  const card = state.cards[id];
  if (!card || !isOnField(card.location)) return null;
  return zoneRef(state, id, viewer);
}

/** A monster as the viewer may call it: its name, or "a face-down monster". */
function monster(state: DuelState, id: number, viewer: PlayerId): string {
  if (known(state, id, viewer)) return cardName(state, id);
  const zone = zoneNow(state, id, viewer);
  return zone ? `the face-down monster in ${zone}` : 'a face-down monster';
}

/** "your Celtic Guardian", "your opponent's face-down monster in om3". */
function owned(state: DuelState, id: number, owner: PlayerId, viewer: PlayerId): string {
  if (known(state, id, viewer)) return `${whose(owner, viewer)} ${cardName(state, id)}`;
  const zone = zoneNow(state, id, viewer);
  return `${whose(owner, viewer)} face-down monster${zone ? ` in ${zone}` : ''}`;
}

/** A target as the viewer may call it: "your opponent's Celtic Guardian in om2", "your face-down card in s1", "Dark Magician in your Graveyard". */
function targetRef(state: DuelState, id: number, viewer: PlayerId, movedSince = false): string {
  const card = state.cards[id];
  if (!card) return 'a card';
  // Where it went in the same batch is not where it was targeted (a monster destroyed after Reinforcements): name it without a place.
  if (movedSince) return known(state, id, viewer) ? `${whose(card.owner, viewer)} ${cardName(state, id)}` : 'a card';
  const zone = zoneNow(state, id, viewer);
  if (!zone) return known(state, id, viewer) ? `${cardName(state, id)} in ${whose(card.owner, viewer)} ${PILE_NAMES[card.location] ?? 'hand'}` : 'a card';
  const shown = known(state, id, viewer) ? cardName(state, id) : `face-down ${card.location === 'monster' || card.location === 'extraMonster' ? 'monster' : 'card'}`;
  return `${whose(card.controller, viewer)} ${shown} in ${zone}`;
}

const PILE_NAMES: Partial<Record<string, string>> = { graveyard: 'Graveyard', banished: 'banished cards', deck: 'Deck', extra: 'Extra Deck' };

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * What the other events of its batch say about one event: the engine's events carry no
 * cause, so who did what is read from where the event stands in its batch.
 */
export interface EventContext {
  /** The card whose effect was resolving when the event happened (after its 'resolve' event), or null. */
  cause: number | null;
  /** The event opens its batch: the action itself (a position change the player made), not what followed from it. */
  first: boolean;
  /** For a coin toss: the call a choice just before it made ('heads' or 'tails'), or null when nobody called. */
  call: 'heads' | 'tails' | null;
  /** For an activation: its targets that a later event of the batch moved (their place now is not where they were targeted). */
  movedLater?: ReadonlySet<number>;
}

const NO_CONTEXT: EventContext = { cause: null, first: true, call: null };

/** The context of `events[i]` in its batch (see EventContext). */
export function eventContext(events: readonly DuelEvent[], i: number): EventContext {
  let cause: number | null = null;
  let call: 'heads' | 'tails' | null = null;
  for (let j = 0; j < i; j++) {
    const e = events[j]!;
    if (e.type === 'resolve') cause = e.negated === null ? e.card : null;
    else if (e.type === 'chain-end') cause = null;
    else if (e.type === 'choice') call = e.picked.length === 1 && (e.picked[0] === 0 || e.picked[0] === 1) ? (e.picked[0] === 0 ? 'heads' : 'tails') : null;
    else if (e.type !== 'coin') call = null;
  }
  const e = events[i];
  return { cause, first: i === 0, call: e?.type === 'coin' && i > 0 && events[i - 1]!.type === 'choice' ? call : null, ...(e?.type === 'activate' && e.targets.length > 0 ? { movedLater: movedAfter(events, i, e.targets) } : {}) };
}

/** Events that take a card from where it was. */
const MOVES = new Set<DuelEvent['type']>(['destroyed', 'sent-to-graveyard', 'banished', 'returned-to-hand', 'returned-to-deck', 'returned-to-field', 'added-to-hand', 'discard', 'control']);

/** Which of `cards` an event after `events[i]` moves. */
function movedAfter(events: readonly DuelEvent[], i: number, cards: readonly number[]): ReadonlySet<number> {
  const moved = new Set<number>();
  for (let j = i + 1; j < events.length; j++) {
    const later = events[j]!;
    if (MOVES.has(later.type) && 'card' in later && cards.includes(later.card)) moved.add(later.card);
  }
  return moved;
}

/**
 * One line for one event, or null for events not worth a line (passes, sub-steps,
 * shuffles). `flippedLater`: the attack target of this event is turned face-up by a later
 * event of the same batch, so at this point of the story it is still "a face-down monster".
 * `context`: what the rest of its batch says (eventContext): who caused a position change,
 * what a coin toss was called.
 */
export function describeEvent(state: DuelState, event: DuelEvent, viewer: PlayerId, flippedLater = false, context: EventContext = NO_CONTEXT): string | null {
  switch (event.type) {
    case 'duel-start':
    case 'shuffle':
    case 'turn':
    case 'phase':
    case 'draw':
    case 'surrender':
    case 'duel-end':
      return describeFlowEvent(state, event, viewer);
    case 'damage-step-start':
      return 'The Damage Step begins.';
    case 'battle-phase-ended':
      return `A card's effect ends ${event.player === viewer ? 'your' : "your opponent's"} Battle Phase.`;
    case 'normal-summon':
    case 'set-monster':
    case 'flip-summon':
    case 'special-summon':
    case 'tribute':
      return describeSummonEvent(state, event, viewer);
    case 'position':
      return describePosition(state, event, viewer, context);
    case 'attack':
    case 'replay':
    case 'attack-cancelled':
    case 'flip':
    case 'damage-calculation':
    case 'battle-damage':
    case 'destroyed':
      return describeBattleEvent(state, event, viewer, flippedLater);
    case 'sent-to-graveyard':
    case 'discard':
    case 'pass':
    case 'chain-end':
    case 'choice':
    case 'die':
    case 'set-spell-trap':
    case 'activate':
    case 'resolve':
    case 'negated':
    case 'banished':
    case 'returned-to-hand':
    case 'returned-to-deck':
    case 'returned-to-field':
    case 'added-to-hand':
    case 'look':
    case 'reveal':
    case 'control':
    case 'effect-damage':
    case 'lp-gain':
    case 'lp-cost':
    case 'counter':
    case 'stat-change':
    case 'equipped':
    case 'trigger-missed':
      return describeCardEvent(state, event, viewer, context.movedLater);
    case 'coin':
      return describeCoin(event, viewer, context);
    case 'magic-points':
    case 'shadow-roll':
    case 'exodia-unleashed':
    case 'mage-seat':
      return describeShadowEvent(state, event, viewer);
  }
}

/**
 * A position change said with its true cause: the player's own change ("You changed…")
 * only when it is the action itself; an effect's change names the card that made it.
 */
function describePosition(state: DuelState, event: Extract<DuelEvent, { type: 'position' }>, viewer: PlayerId, context: EventContext): string {
  const zone = zoneNow(state, event.card, viewer);
  const name = `${monster(state, event.card, viewer)}${zone ? ` (${zone})` : ''}`;
  if (context.first && context.cause === null) return `${who(event.player, viewer)} changed ${name} to ${pos(event.position)}.`;
  const by = context.cause !== null && known(state, context.cause, viewer) ? ` by ${cardName(state, context.cause)}` : ' by an effect';
  return `${capitalize(owned(state, event.card, event.player, viewer))}${zone ? ` (${zone})` : ''} is changed to ${pos(event.position)}${by}.`;
}

/** A coin toss says what it means for whoever called it. */
function describeCoin(event: Extract<DuelEvent, { type: 'coin' }>, viewer: PlayerId, context: EventContext): string {
  if (context.call === null) return `Coin toss: ${event.result}.`;
  const caller = event.player === viewer ? 'You' : 'Your opponent';
  const verdict = context.call === event.result ? (event.player === viewer ? 'you win the call' : 'your opponent wins the call') : event.player === viewer ? 'you lose the call' : 'your opponent loses the call';
  return `Coin toss: ${caller} called ${context.call}, it landed ${event.result}: ${verdict}.`;
}

/** The duel, turns, phases and draws. */
function describeFlowEvent(state: DuelState, event: Extract<DuelEvent, { type: 'duel-start' | 'shuffle' | 'turn' | 'phase' | 'draw' | 'surrender' | 'duel-end' }>, viewer: PlayerId): string | null {
  switch (event.type) {
    case 'duel-start':
      return `The duel begins (${event.format} rules). ${event.firstPlayer === viewer ? 'You go' : 'Your opponent goes'} first.`;
    case 'shuffle':
      return null;
    case 'turn':
      return `Turn ${event.turn}: ${event.player === viewer ? 'your turn' : "your opponent's turn"}.`;
    case 'phase':
      if (event.phase === 'battle') return event.step === 'start' ? 'Battle Phase.' : null;
      if (event.phase === 'main2' || event.phase === 'end') return `${phaseName(state.format, event.phase)}.`;
      // 001 names the Gain Phase and Start of Turn too; the draw and standby share the Gain Phase.
      if (state.format.phaseNames && (event.phase === 'draw' || event.phase === 'main1')) return `${phaseName(state.format, event.phase)}.`;
      return null;
    case 'draw':
      if (event.player !== viewer || event.card < 0 || !known(state, event.card, viewer)) {
        return `${who(event.player, viewer)} ${event.player === viewer ? 'draw' : 'draws'} a card.`;
      }
      return `You draw ${cardName(state, event.card)}.`;
    case 'surrender':
      return event.player === viewer ? 'You surrender.' : 'Your opponent surrenders.';
    case 'duel-end': {
      if (event.winner === null) return `The duel is a draw: ${REASONS[event.reason]}.`;
      const loser: PlayerId = event.winner === 0 ? 1 : 0;
      const why =
        event.reason === 'surrender'
          ? `${who(loser, viewer).toLowerCase()} surrendered`
          : event.reason === 'card-effect'
            ? `${who(event.winner, viewer).toLowerCase()} met a card's winning condition`
            : `${whose(loser, viewer)} ${event.reason === 'lp' ? 'Life Points reached 0' : 'Deck ran out (no card to draw)'}`;
      return event.winner === viewer ? `You win: ${why}.` : `You lose: ${why}.`;
    }
  }
}

/** Summons, Sets, Tributes and position changes. */
function describeSummonEvent(state: DuelState, event: Extract<DuelEvent, { type: 'normal-summon' | 'set-monster' | 'flip-summon' | 'special-summon' | 'tribute' }>, viewer: PlayerId): string | null {
  switch (event.type) {
    case 'normal-summon': {
      const zone = zoneNow(state, event.card, viewer);
      const how = event.tribute ? 'Tribute Summoned' : 'Normal Summoned';
      return `${who(event.player, viewer)} ${how} ${monster(state, event.card, viewer)}${zone ? ` to ${zone}` : ''}.`;
    }
    case 'set-monster': {
      const zone = zoneNow(state, event.card, viewer);
      const where = zone ? ` in ${zone}` : '';
      // A Set card is named only for its own controller, whatever happened to it later.
      if (event.player === viewer) return `You Set ${cardName(state, event.card)}${where}.`;
      return `Your opponent Set a monster${where}.`;
    }
    case 'flip-summon': {
      const zone = zoneNow(state, event.card, viewer);
      return `${who(event.player, viewer)} Flip Summoned ${monster(state, event.card, viewer)}${zone ? ` (${zone})` : ''}.`;
    }
    case 'special-summon': {
      const zone = zoneNow(state, event.card, viewer);
      return `${who(event.player, viewer)} Special Summoned ${monster(state, event.card, viewer)}${zone ? ` to ${zone}` : ''} in ${pos(event.position)}.`;
    }
    case 'tribute':
      return `${who(event.player, viewer)} ${event.player === viewer ? 'Tribute' : 'Tributes'} ${monster(state, event.card, viewer)}.`;
  }
}

/** Attacks, replays, battle flips, damage calculation and destruction. */
function describeBattleEvent(state: DuelState, event: Extract<DuelEvent, { type: 'attack' | 'replay' | 'attack-cancelled' | 'flip' | 'damage-calculation' | 'battle-damage' | 'destroyed' }>, viewer: PlayerId, flippedLater: boolean): string | null {
  switch (event.type) {
    case 'attack': {
      // A monster attacks face-up, seen by both players: it keeps its name even if it has since gone where it cannot be seen.
      const attacker = capitalize(event.attacker >= 0 && state.cards[event.attacker] ? `${whose(event.player, viewer)} ${cardName(state, event.attacker)}` : owned(state, event.attacker, event.player, viewer));
      const defender: PlayerId = event.player === 0 ? 1 : 0;
      if (event.target === null) return `${attacker} attacks ${defender === viewer ? 'you' : 'your opponent'} directly.`;
      // The defender always knew their own face-down monster; only the attacker learns it later.
      const target = flippedLater && defender !== viewer
        ? `${whose(defender, viewer)} face-down monster${(() => {
            const zone = zoneNow(state, event.target, viewer);
            return zone ? ` in ${zone}` : '';
          })()}`
        : owned(state, event.target, defender, viewer);
      return `${attacker} attacks ${target}.`;
    }
    case 'replay':
      return `The attack target changed: ${monster(state, event.attacker, viewer)} may attack again, another monster may attack instead, or there is no attack (a replay).`;
    case 'attack-cancelled':
      return `${capitalize(owned(state, event.attacker, event.player, viewer))} does not attack after all.`;
    case 'flip': {
      const owner = state.cards[event.card]?.owner;
      if (event.reason === 'effect') {
        return known(state, event.card, viewer) ? `${capitalize(owned(state, event.card, owner ?? viewer, viewer))} is turned face-up.` : 'A face-down card is turned face-up.';
      }
      if (owner === viewer) return `Your ${cardName(state, event.card)} is flipped face-up by the attack.`;
      return known(state, event.card, viewer)
        ? `The attacked face-down monster is flipped face-up: it is ${cardName(state, event.card)}.`
        : 'The attacked face-down monster is flipped face-up.';
    }
    case 'damage-calculation':
      if (event.target === null || event.defendValue === null) return `Damage calculation: ${event.attackValue} ATK, direct attack.`;
      return `Damage calculation: ${event.attackValue} ATK against ${event.defendValue} ${event.targetPosition === 'defense' ? 'DEF' : 'ATK'}.`;
    case 'battle-damage':
      return event.player === viewer
        ? `You take ${event.amount} battle damage (${event.lp} LP left).`
        : `Your opponent takes ${event.amount} battle damage (${event.lp} LP left).`;
    case 'destroyed':
      return `${capitalize(owned(state, event.card, event.owner, viewer))} is destroyed${event.by === 'battle' ? ' by battle' : ''}.`;
  }
}

/** Chains, cards moving between places, LP changes and other effects. */
function describeCardEvent(state: DuelState, event: Extract<DuelEvent, { type: 'sent-to-graveyard' | 'discard' | 'pass' | 'chain-end' | 'choice' | 'die' | 'set-spell-trap' | 'activate' | 'resolve' | 'negated' | 'banished' | 'returned-to-hand' | 'returned-to-deck' | 'returned-to-field' | 'added-to-hand' | 'look' | 'reveal' | 'control' | 'effect-damage' | 'lp-gain' | 'lp-cost' | 'counter' | 'stat-change' | 'equipped' | 'trigger-missed' }>, viewer: PlayerId, movedLater?: ReadonlySet<number>): string | null {
  switch (event.type) {
    case 'sent-to-graveyard':
      // Tributes, discards and destruction already have their own line.
      if (event.reason === 'material') return `${monster(state, event.card, viewer)} is sent to the Graveyard as material.`;
      return event.reason === 'cost' ? `${monster(state, event.card, viewer)} is sent to the Graveyard.` : null;
    case 'discard':
      return `${who(event.player, viewer)} ${event.player === viewer ? 'discard' : 'discards'} ${known(state, event.card, viewer) ? cardName(state, event.card) : 'a card'}${event.reason === undefined ? ' for the hand size limit' : event.reason === 'cost' ? ' as a cost' : ''}.`;
    case 'pass':
    case 'chain-end':
    case 'choice':
    case 'die':
      if (event.type === 'die') return `Die roll: ${event.value}.`;
      return null;
    case 'set-spell-trap': {
      const zone = zoneNow(state, event.card, viewer);
      if (event.player === viewer) return `You Set ${cardName(state, event.card)}${zone ? ` in ${zone}` : ''}.`;
      return `Your opponent Set a card in the Spell & Trap Zone${zone ? ` (${zone})` : ''}.`;
    }
    case 'activate': {
      // A Pendulum Scale: a Spell Card's activation that opens a Chain (summon/pendulum.ts).
      if (isPendulumScaleEffect(event.effect)) return `${who(event.player, viewer)} ${event.player === viewer ? 'activate' : 'activates'} ${cardName(state, event.card)} as a Pendulum Scale (Chain Link ${event.link}).`;
      // Targets are public as the card is activated: a player deciding whether to respond needs them.
      const aimed = event.targets.length > 0 ? `, targeting ${event.targets.map((t) => targetRef(state, t, viewer, movedLater?.has(t))).join(' and ')}` : '';
      return `${who(event.player, viewer)} ${event.player === viewer ? 'activate' : 'activates'} ${known(state, event.card, viewer) ? cardName(state, event.card) : 'a card'} (Chain Link ${event.link})${aimed}.`;
    }
    case 'resolve':
      return event.negated === 'activation' ? `Chain Link ${event.link} is negated and does not resolve.` : null;
    case 'negated':
      return `${known(state, event.card, viewer) ? cardName(state, event.card) : 'A card'}: its ${event.what} is negated.`;
    case 'banished':
      return `${capitalize(monster(state, event.card, viewer))} is banished.`;
    case 'returned-to-hand': {
      // A Spell or Trap comes from a Spell & Trap Zone (Giant Trunade): "a Set card", not "a face-down monster".
      const card = state.cards[event.card];
      const spellTrap = card !== undefined && state.catalog[card.passcode]?.kind !== 'monster';
      const what = spellTrap && !known(state, event.card, viewer) ? 'a Set card' : monster(state, event.card, viewer);
      return `${capitalize(what)} returns to its owner's hand.`;
    }
    case 'returned-to-deck':
      return `${capitalize(monster(state, event.card, viewer))} returns to the Deck.`;
    case 'returned-to-field':
      return `${capitalize(monster(state, event.card, viewer))} returns to the field.`;
    case 'added-to-hand':
      return event.player === viewer
        ? `You add ${cardName(state, event.card)} to your hand.`
        : `Your opponent adds ${event.from === 'graveyard' && known(state, event.card, viewer) ? cardName(state, event.card) : 'a card'} to their hand.`;
    case 'look':
      return describeLook(state, event, viewer);
    case 'reveal':
      return `${who(event.player, viewer)} ${event.player === viewer ? 'reveal' : 'reveals'} ${event.cards.map((c) => cardName(state, c)).join(', ')}.`;
    case 'control':
      return `${event.player === viewer ? 'You take' : 'Your opponent takes'} control of ${monster(state, event.card, viewer)}.`;
    case 'effect-damage':
      return `${who(event.player, viewer)} ${event.player === viewer ? 'take' : 'takes'} ${event.amount} damage (${event.lp} LP left).`;
    case 'lp-gain':
      return `${who(event.player, viewer)} ${event.player === viewer ? 'gain' : 'gains'} ${event.amount} LP (${event.lp} LP).`;
    case 'lp-cost':
      return `${who(event.player, viewer)} ${event.player === viewer ? (event.lost ? 'lose' : 'pay') : event.lost ? 'loses' : 'pays'} ${event.amount} LP (${event.lp} LP left).`;
    case 'counter':
      return `${capitalize(monster(state, event.card, viewer))} now has ${event.count} ${event.counter} counter${event.count === 1 ? '' : 's'}.`;
    case 'stat-change':
      return `${capitalize(monster(state, event.card, viewer))} gets ${signed(event.atk)} ATK and ${signed(event.def)} DEF.`;
    case 'equipped':
      return `${cardName(state, event.card)} is equipped to ${monster(state, event.card === event.to ? event.card : event.to, viewer)}.`;
    case 'trigger-missed':
      return `${known(state, event.card, viewer) ? cardName(state, event.card) : 'A card'} missed the timing for its effect.`;
  }
}

/**
 * A look at hidden cards: named for the looker only (by passcode, as `viewEvents` leaves
 * them), never for anyone else, even when given the raw event.
 */
function describeLook(state: DuelState, event: Extract<DuelEvent, { type: 'look' }>, viewer: PlayerId): string {
  const n = event.cards.length;
  const what = event.from === 'deck' ? `the top ${n === 1 ? 'card' : `${n} cards`} of ${event.owner === event.player ? 'their' : whose(event.owner, viewer)} Deck` : `a card in ${whose(event.owner, viewer)} hand`;
  if (event.player === viewer) {
    const names = event.passcodes.map((p) => state.catalog[p]?.name ?? 'a card');
    const place = event.from === 'deck' ? `the top ${n === 1 ? 'card' : `${n} cards`} of ${event.owner === viewer ? 'your' : "your opponent's"} Deck` : `a card in ${event.owner === viewer ? 'your' : "your opponent's"} hand`;
    return `You look at ${place}: ${names.join(', ')}.`;
  }
  const card = event.from === 'hand' ? event.cards[0] : undefined;
  if (card !== undefined && card >= 0 && known(state, card, viewer)) return `Your opponent looks at ${cardName(state, card)} in your hand.`;
  return `Your opponent looks at ${what}.`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/**
 * Lines for a batch of events, with runs of draws by one player merged ("You draw 5
 * cards: ..."; "Your opponent draws 5 cards.").
 */
export function describeEvents(state: DuelState, events: readonly DuelEvent[], viewer: PlayerId): string[] {
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'draw') {
      const run = [e];
      while (i + 1 < events.length) {
        const next = events[i + 1]!;
        if (next.type !== 'draw' || next.player !== e.player) break;
        run.push(next);
        i++;
      }
      if (run.length > 1) {
        if (e.player !== viewer) {
          lines.push(`Your opponent draws ${run.length} cards.`);
        } else {
          const names = run.map((d) => (known(state, d.card, viewer) ? cardName(state, d.card) : 'a card'));
          lines.push(`You draw ${run.length} cards: ${names.join('; ')}.`);
        }
        continue;
      }
    }
    const flippedLater =
      e.type === 'attack' && e.target !== null && events.slice(i + 1).some((later) => later.type === 'flip' && later.card === e.target);
    const line = describeEvent(state, e, viewer, flippedLater, eventContext(events, i));
    if (line) lines.push(line);
  }
  return lines;
}
