/**
 * Cards that let their activator see what the opponent hides (Seal of the Ancients, Mind
 * Haxorz, Spell Vanishing) or put the top of a Deck back in a chosen order (Spellbook
 * Organization), and Traps that answer the activation of one named card (White Hole for
 * "Dark Hole", Anti Raigeki for "Raigeki").
 */
import type { ChainLink, DuelState, EffectQuery, PlayerId, Resolution } from './engine.js';
import { opponentOf } from './engine.js';
import { facts, spellTrapsOn, topLink } from './queries.js';

/** The face-down cards `player` has on the field: Set monsters and Set Spell and Trap Cards. */
export function faceDownCardsOf(state: DuelState, player: PlayerId): number[] {
  const monsters = state.players[player].monsters.filter((id): id is number => id !== null);
  return [...monsters, ...spellTrapsOn(state, player)].filter((id) => !state.cards[id]!.faceUp);
}

/**
 * The activator sees the opponent's face-down cards on the field (and, with `hand`, their
 * hand). The field cards are shown as a reveal by their owner, who knows them already, so
 * nobody learns more than the activator does.
 */
export function seeOpponentsHiddenCards(r: Resolution, hand: boolean): void {
  if (hand) r.look(r.player, [...r.state.players[r.opponent].hand], 'hand');
  r.reveal(r.opponent, faceDownCardsOf(r.state, r.opponent));
}

/** "Look at the top `n` cards of your Deck and put them back in any order" (Spellbook Organization; Big Eye's shape). */
export function reorderDeckTop(r: Resolution, n: number, cardName: string): void {
  const top = r.state.players[r.player].deck.slice(0, n);
  const order: number[] = [];
  const left = [...top];
  while (left.length > 0) {
    const where = order.length === 0 ? 'on top of your Deck' : `in place ${order.length + 1} from the top`;
    const [pick] = r.choose({ player: r.player, prompt: `${cardName}: which card goes ${where}`, candidates: left, min: 1, max: 1 });
    if (pick === undefined || !left.includes(pick)) return;
    order.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  r.arrangeDeckTop(r.player, order);
}

/** The top Chain Link if it is the activation of a card named `name` (not negated), by the opponent unless `by` is 'any'; else null. */
export function opponentActivatedNamed(q: EffectQuery, name: string, by: 'opponent' | 'any' = 'opponent'): ChainLink | null {
  const top = topLink(q.state);
  if (!top || !top.cardActivation || top.negated !== null) return null;
  if (by === 'opponent' && top.player !== opponentOf(q.player)) return null;
  return facts(q.state, top.card).name === name ? top : null;
}
