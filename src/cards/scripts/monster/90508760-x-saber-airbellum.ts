/** X-Saber Airbellum (90508760): its direct-attack damage makes the opponent discard 1 card at random. */
import { type CardScript, battleDamageTrigger, opponentDiscardsAtRandom } from '../facade.js';

export const xSaberAirbellum: CardScript = {
  passcode: 90508760,
  effects: [
    {
      // If this card inflicts battle damage to your opponent by a direct attack: discard 1 random card from their hand.
      id: 'discard',
      kind: 'trigger',
      label: 'your opponent discards 1 card at random',
      triggersOn: battleDamageTrigger(true),
      resolve: opponentDiscardsAtRandom,
    },
  ],
};
