/** Chaos Sorcerer (9596126): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { banishAttribute, banishOneMonster, banishSummonMonster, type CardScript } from '../facade.js';

export const chaosSorcerer: CardScript = {
  ...banishSummonMonster(9596126, [banishAttribute('LIGHT'), banishAttribute('DARK')]),
  effects: [banishOneMonster({ faceUpOnly: true })],
};
