/**
 * Names a card is treated as having ("This card's name is treated as 'Umi'": A Legendary
 * Ocean), for every card that looks for a card by name on the field.
 */
import { facts, spellTrapsOn } from './queries.js';
import type { DuelState, EngineContext, PlayerId } from './engine.js';

/** Is card `id` named `name`, by its printed name or the name its script says it is treated as? */
export function isNamed(state: DuelState, ctx: EngineContext | undefined, id: number, name: string): boolean {
  const card = state.cards[id]!;
  if (facts(state, id).name === name) return true;
  return ctx?.scripts?.(card.passcode, state.format.id)?.treatedAsName === name;
}

/** Face-up Spell/Trap cards (Field Zone included) `player` controls that count as `name` and whose activation resolved. */
export function faceUpSpellTrapsNamed(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, name: string): number[] {
  return spellTrapsOn(state, player).filter((id) => state.cards[id]!.faceUp && isNamed(state, ctx, id, name) && !state.chain.some((l) => l.card === id && l.cardActivation));
}
