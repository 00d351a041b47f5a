/** Bazoo the Soul-Eater (40133511): once per turn, banish 1 to 3 monsters from your Graveyard; it gains 300 ATK for each until the end of the turn. */
import { banishFromGraveyardCost, type CardScript, stillFaceUpHere } from '../facade.js';

export const bazooTheSoulEater: CardScript = {
  passcode: 40133511,
  effects: [
    {
      id: 'eat',
      kind: 'ignition',
      label: 'banish up to 3 monsters from your Graveyard: +300 ATK for each until the end of the turn',
      categories: ['stat-change'],
      oncePerTurn: 'card',
      cost: banishFromGraveyardCost('monsters', () => true, 1, 3),
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 300 * r.costCards().length, 0);
      },
    },
  ],
};
