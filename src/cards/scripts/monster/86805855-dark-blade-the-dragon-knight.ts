/** Dark Blade the Dragon Knight (86805855): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, opponentOf } from '../facade.js';

export const darkBladeTheDragonKnight: CardScript = {
  // Dark Blade the Dragon Knight: each time it inflicts battle damage to the opponent, you may
  // target up to 3 monsters in their Graveyard and remove them from play.
  passcode: 86805855,
  fusionMaterials: ['Dark Blade', 'Pitch-Dark Dragon'],
  effects: [
    {
      id: 'banish',
      kind: 'trigger',
      label: "remove up to 3 monsters in your opponent's Graveyard from play",
      categories: ['banish'],
      optional: true,
      triggersOn: (q, e) => e.type === 'battle-damage' && e.by === q.self && e.player === opponentOf(q.player),
      targets: [{ what: "monsters in your opponent's Graveyard", min: 1, max: 3, from: ['graveyard'], side: 'opponent', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => r.banish(r.targets(0)),
    },
  ],
};
