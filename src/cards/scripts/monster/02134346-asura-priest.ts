/** Asura Priest (2134346): a Spirit monster that may attack every monster the opponent controls, once each. */
import { type CardScript, spiritMonster } from '../facade.js';

export const asuraPriest: CardScript = spiritMonster(2134346, [], [{ code: 'attack-every-monster' }]);
