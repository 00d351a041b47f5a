/**
 * Names for cards as a given player may know them: a face-down card of the opponent, or
 * a card in the opponent's hand, is never named. Labels and messages go through here so
 * no option list or refusal leaks hidden information.
 */
import { cardName, isOnField } from '../zones.js';
import type { DuelState, PlayerId } from '../types.js';

export function canSee(state: DuelState, id: number, viewer: PlayerId): boolean {
  const card = state.cards[id];
  if (!card) return false;
  switch (card.location) {
    case 'graveyard':
    case 'material':
      return true;
    case 'banished':
      return card.faceUp || card.controller === viewer;
    case 'extra':
      // A face-up Pendulum Monster in the Extra Deck is public (rulebook, Pendulum Monsters).
      return card.owner === viewer || card.faceUp;
    case 'hand':
      return card.owner === viewer;
    case 'deck':
      return false;
    default:
      return isOnField(card.location) && (card.faceUp || card.controller === viewer);
  }
}

/** Zone reference as the command grammar writes it: m1..m5, s1..s5, em1/em2, prefixed with o for the opponent's side. */
export function zoneRef(state: DuelState, id: number, viewer: PlayerId): string {
  const card = state.cards[id]!;
  const side = card.controller === viewer ? '' : 'o';
  switch (card.location) {
    case 'monster':
      return `${side}m${card.zone + 1}`;
    case 'extraMonster':
      return `em${card.zone + 1}`;
    case 'spellTrap':
      return `${side}s${card.zone + 1}`;
    case 'field':
      return `${side}fz`;
    case 'hand':
      return card.owner === viewer ? `h${state.players[viewer].hand.indexOf(id) + 1}` : 'a card in hand';
    default:
      return card.location;
  }
}

/** "Celtic Guardian" when visible, "the face-down monster in om3" otherwise. */
export function nameFor(state: DuelState, id: number, viewer: PlayerId): string {
  if (canSee(state, id, viewer)) return cardName(state, id);
  const card = state.cards[id]!;
  if (isOnField(card.location)) return `the face-down card in ${zoneRef(state, id, viewer)}`;
  return 'a hidden card';
}
