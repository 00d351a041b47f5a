/** Big Burn (95472621): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type DuelState, facts, linkTargets, opponentOf, type PlayerId, topLink, trapActivation } from '../facade.js';

/** The last Chain Link is the opponent's activation that targets a monster in a Graveyard (Monster Reborn, Premature Burial). */
function opponentTargetsGraveyardMonster(state: DuelState, player: PlayerId): boolean {
  const top = topLink(state);
  if (!top || top.player !== opponentOf(player)) return false;
  return linkTargets(top).some((id) => state.cards[id]!.location === 'graveyard' && facts(state, id).kind === 'monster');
}

export const bigBurn: CardScript = {
  // Big Burn: only when the opponent activates a card that targets a monster in a Graveyard. Remove from play every
  // monster in both Graveyards (so that card loses its target).
  passcode: 95472621,
  effects: [
    trapActivation({
      categories: ['banish'],
      condition: (q) => opponentTargetsGraveyardMonster(q.state, q.player),
      resolve: (r) => {
        const monsters = [0, 1].flatMap((p) => r.state.players[p as PlayerId].graveyard).filter((id) => r.facts(id).kind === 'monster');
        r.banish(monsters);
      },
    }),
  ],
};
