/** Reshef the Dark Being (62420419): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, facts, freeMainZones } from '../facade.js';

export const reshefTheDarkBeing: CardScript = {
  // Once per turn, discard 1 Spell Card to take control of 1 monster the opponent controls until the End Phase.
  passcode: 62420419,
  effects: [
    {
      id: 'control',
      kind: 'ignition',
      label: 'Discard 1 Spell Card with Reshef to take control of an opponent\'s monster',
      categories: ['control'],
      oncePerTurn: 'card',
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      cost: { discard: 1, discardOnly: { what: 'a Spell Card', filter: (q, id) => facts(q.state, id).kind === 'spell' } },
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.takeControl(target, r.player, true);
      },
    },
  ],
};
