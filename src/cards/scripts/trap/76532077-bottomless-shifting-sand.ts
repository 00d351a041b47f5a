/** Bottomless Shifting Sand (76532077): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, continuousActivation, currentAtk, faceUpMonsters, phaseTrigger } from '../facade.js';

export const bottomlessShiftingSand: CardScript = {
  // Bottomless Shifting Sand (Continuous Trap): at the end of each of your opponent's turns (their End Phase), the
  // face-up monster(s) with the highest ATK on the field are destroyed, all of them on a tie. During your Standby Phase,
  // if you hold 4 or fewer cards in your hand, this card is destroyed. Both are mandatory.
  passcode: 76532077,
  effects: [
    continuousActivation('trap'),
    phaseTrigger({
      id: 'sand',
      label: 'destroy the face-up monster(s) with the highest ATK (Bottomless Shifting Sand)',
      phase: 'end',
      whose: 'opponents',
      categories: ['destroy-monster'],
      also: (q) => faceUpMonsters(q.state).length > 0,
      resolve: (r) => {
        const ids = faceUpMonsters(r.state);
        if (ids.length === 0) return;
        const top = Math.max(...ids.map((id) => currentAtk(r.state, r.ctx, id)));
        r.destroy(ids.filter((id) => currentAtk(r.state, r.ctx, id) === top));
      },
    }),
    phaseTrigger({
      id: 'sink',
      label: 'destroy this card: 4 or fewer cards in your hand (Bottomless Shifting Sand)',
      phase: 'standby',
      whose: 'yours',
      categories: ['destroy-spell-trap'],
      also: (q) => q.state.players[q.player].hand.length <= 4,
      resolve: (r) => {
        if (r.state.players[r.player].hand.length <= 4) r.destroy([r.self]);
      },
    }),
  ],
};
