/** Millennium Scorpion (82482194): each time it destroys an opponent's monster by battle and sends it to the Graveyard, it gains 500 ATK while it stays face-up. */
import { type CardScript, onBattleVictim, stillFaceUpHere } from '../facade.js';

export const millenniumScorpion: CardScript = {
  passcode: 82482194,
  effects: [
    onBattleVictim('it gains 500 ATK', ['stat-change'], (r) => {
      if (stillFaceUpHere(r)) r.changeStats(r.self, 500, 0, 'permanent');
    }),
  ],
};
