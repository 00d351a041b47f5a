/** Dark Dust Spirit (89111398): a Spirit monster that destroys every other face-up monster when it is Normal Summoned or flipped face-up. */
import { type CardScript, faceUpMonsters, spiritMonster, summonedOrFlipped } from '../facade.js';

export const darkDustSpirit: CardScript = spiritMonster(89111398, [
  {
    id: 'destroy',
    kind: 'trigger',
    label: 'destroy all other face-up monsters on the field',
    categories: ['destroy-monster'],
    triggersOn: summonedOrFlipped,
    resolve: (r) => void r.destroy(faceUpMonsters(r.state).filter((id) => id !== r.self)),
  },
]);
