/** The Agent of Creation - Venus (64734921): pay 500 Life Points to Special Summon 1 "Mystical Shine Ball" from the hand or Deck. */
import { type CardScript, freeMainZones, namedInHandOrDeck, summonNamedFromHandOrDeck } from '../facade.js';

const SHINE_BALL = ['Mystical Shine Ball'];

export const theAgentOfCreationVenus: CardScript = {
  passcode: 64734921,
  effects: [
    {
      id: 'summon',
      kind: 'ignition',
      label: 'pay 500 Life Points to Special Summon 1 "Mystical Shine Ball" from your hand or Deck',
      categories: ['special-summon'],
      cost: { lp: 500 },
      condition: (q) => freeMainZones(q.state, q.player) > 0 && namedInHandOrDeck(q.state, q.ctx, q.player, SHINE_BALL).length > 0,
      resolve: (r) => void summonNamedFromHandOrDeck(r, SHINE_BALL),
    },
  ],
};
