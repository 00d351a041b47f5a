/** Reaper on the Nightmare (85684223): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, battleDamageTrigger, opponentDiscardsAtRandom } from '../facade.js';

export const reaperOnTheNightmare: CardScript = {
  // Not destroyed by battle; destroyed as soon as an effect targets it; it may attack directly even while the
  // opponent controls monsters, and a successful direct attack makes the opponent discard 1 card at random.
  passcode: 85684223,
  fusionMaterials: ['Spirit Reaper', 'Nightmare Horse'],
  effects: [{ id: 'discard', kind: 'trigger', label: 'your opponent discards 1 random card', triggersOn: battleDamageTrigger(true), resolve: opponentDiscardsAtRandom }],
  continuous: [
    { code: 'cannot-be-destroyed-by-battle' },
    { code: 'can-attack-directly' },
    // Not a chain link: the rules destroy it the moment a card or effect targets it while it is face-up.
    { code: 'destroyed-by-event', onEvent: (_state, source, e) => e.type === 'activate' && e.targets.includes(source) },
  ],
};
