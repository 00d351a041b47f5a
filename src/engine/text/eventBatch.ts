/**
 * One batch of engine events (one `apply`) put into words three ways, against the state
 * right after it: as the human sees them (shown in the chat), as the bot sees them (the
 * move chooser's "recent events"), and "public": the human's view with the human's own
 * secrets taken out (their draws, their Set cards), which is all a narration prompt ever
 * gets. It lives beside the other renderers so that the language-model layer works from
 * these lines and views and never needs a DuelState.
 */
import { clientEvents, viewEvents } from '../view.js';
import { cardName, isOnField } from '../zones.js';
import type { DuelEvent, DuelState, PlayerId } from '../types.js';
import { canSee, zoneRef } from './describe.js';
import { describeEvent, eventContext, type EventContext } from './eventText.js';

export interface EventLine {
  /** The event as the human's client may see it (`clientEvents`: hidden cards by opaque id). */
  event: DuelEvent;
  /** Its line for the human, or null when it is not worth a line. */
  text: string | null;
  /** The human's line with the human's own secrets removed: what a narration prompt may hold. */
  publicText: string | null;
  /** Its line for the bot (the move chooser's recent events). */
  botText: string | null;
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/** Card instance ids an event refers to (also in event types added after this was written). */
function cardIds(e: DuelEvent): number[] {
  const out: number[] = [];
  const rec = e as unknown as Record<string, unknown>;
  for (const [key, v] of Object.entries(rec)) {
    if (!/^(?:card|cards|attacker|target|targets|materials|tributes|[a-z]+Card|[a-z]+Cards)$/.test(key)) continue;
    for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number' && id >= 0) out.push(id);
  }
  return out;
}

/** describeEvent that survives event types it does not know yet (the engine grows). */
function safeDescribe(state: DuelState, e: DuelEvent, viewer: PlayerId, flippedLater: boolean, context: EventContext): string | null {
  try {
    const line = describeEvent(state, e, viewer, flippedLater, context);
    return typeof line === 'string' && line.trim() !== '' ? line : null;
  } catch {
    return null;
  }
}

function flippedLater(events: readonly DuelEvent[], i: number): boolean {
  const e = events[i]!;
  if (e.type !== 'attack' || e.target === null) return false;
  const target = e.target;
  return events.slice(i + 1).some((later) => later.type === 'flip' && later.card === target);
}

function publicLine(state: DuelState, e: DuelEvent, human: PlayerId, text: string | null): string | null {
  const bot = other(human);
  if (e.type === 'draw' && e.player === human) return 'You draw a card.';
  if (e.type === 'set-monster' && e.player === human) {
    const card = state.cards[e.card];
    const zone = card && isOnField(card.location) ? zoneRef(state, e.card, human) : null;
    return `You Set a monster${zone ? ` in ${zone}` : ''}.`;
  }
  let line = text ?? null;
  if (line === null) return null;
  // Anything else naming a card of the human's that the bot cannot see: take the name out.
  for (const id of cardIds(e)) {
    if (!state.cards[id] || canSee(state, id, bot)) continue;
    const name = cardName(state, id);
    line = line.split(name).join('a hidden card');
  }
  return line;
}

/** One batch of events (one `apply`), described against the state right after it. */
export function describeBatch(state: DuelState, events: readonly DuelEvent[], human: PlayerId): EventLine[] {
  const bot = other(human);
  const forHuman = viewEvents(events, human);
  const forBot = viewEvents(events, bot);
  // What reaches the human's client: hidden cards by opaque id. The lines are written
  // from `viewEvents`, which keeps the instance ids the renderers look cards up by.
  const shown = clientEvents(state, events, human);
  return events.map((_, i) => {
    const flipped = flippedLater(events, i);
    const mine = forHuman[i]!;
    const context = eventContext(events, i);
    const text = safeDescribe(state, mine, human, flipped, context);
    return {
      event: shown[i]!,
      text,
      publicText: publicLine(state, mine, human, text),
      botText: safeDescribe(state, forBot[i]!, bot, flipped, context),
    };
  });
}
