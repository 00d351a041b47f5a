/**
 * A bot picks one of the engine's options from its own view of the duel. It never sees
 * the state itself, so it cannot know the opponent's hand, Deck order or face-down cards.
 */
import type { DuelView } from '../engine/view.js';
import type { Option } from '../engine/types.js';

export interface BotPolicy {
  readonly name: string;
  /** `options` is never empty; the answer must be one of them. */
  choose(view: DuelView, options: readonly Option[]): Option;
}
