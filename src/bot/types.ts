/**
 * A bot picks one of the engine's options from its own view of the duel. It never sees
 * the state itself, so it cannot know the opponent's hand, Deck order or face-down cards.
 */
import { toViewOptions, type Engine } from '../engine/index.js';
import type { DuelView } from '../engine/view.js';
import type { DuelState, Option, PlayerId } from '../engine/types.js';

export interface BotPolicy {
  readonly name: string;
  /** `options` is never empty and names cards as `view` does (see botChoice); the answer must be one of them. */
  choose(view: DuelView, options: readonly Option[]): Option;
}

/**
 * Asks `bot` for `player`'s move in `state` the way it must be asked: with that player's
 * view and the options as that view names cards (hidden cards by opaque id). Returns the
 * engine's real option for the answer (the first option if the answer is not one of them).
 */
export function botChoice(bot: BotPolicy, engine: Engine, state: DuelState, player: PlayerId): Option {
  const real = engine.legalActions(state);
  const shown = toViewOptions(state, real, player);
  const picked = bot.choose(engine.view(state, player), shown);
  const at = shown.indexOf(picked);
  return real[at >= 0 ? at : shown.findIndex((o) => o.id === picked.id)] ?? real[0]!;
}
