/** Jowls of Dark Demise (5257687): FLIP: take control of 1 monster the opponent controls until the End Phase; this turn it can attack directly. */
import { type CardScript, flipMonster, OPPONENT_MONSTER } from '../facade.js';

export const jowlsOfDarkDemise: CardScript = flipMonster(5257687, {
  label: "take control of 1 of your opponent's monsters until the End Phase (it can attack directly)",
  categories: ['control'],
  targets: [OPPONENT_MONSTER],
  resolve: (r) => {
    const [target] = r.targets(0);
    if (target === undefined || !r.takeControl(target, r.player, true)) return;
    r.addEffect('can-attack-directly', r.cardAffected(target), null);
  },
});
