/** Kycoo the Ghost Destroyer (88240808): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, destroysByBattle, facts, opponentOf } from '../facade.js';

// Kycoo the Ghost Destroyer: when it destroys an opponent's monster by battle, its controller may target up to 2
// monsters in the opponent's Graveyard and remove them from play. The opponent cannot remove cards in its controller's
// Graveyard from play (effects or costs: the engine's 'graveyard-banish-locked', graveyardLocks.ts).
export const kycooTheGhostDestroyer: CardScript = {
  passcode: 88240808,
  effects: [
    {
      id: 'banish',
      kind: 'trigger',
      label: "remove from play up to 2 monsters in your opponent's Graveyard",
      categories: ['banish'],
      optional: true,
      triggersOn: (q, e) => destroysByBattle(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      targets: [{ what: "monster in your opponent's Graveyard", min: 1, max: 2, from: ['graveyard'], side: 'opponent', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => r.banish(r.targets().filter((id) => r.state.cards[id]!.location === 'graveyard')),
    },
  ],
  continuous: [
    {
      code: 'graveyard-banish-locked',
      affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller,
      value: (state, source) => opponentOf(state.cards[source]!.controller),
    },
  ],
};
