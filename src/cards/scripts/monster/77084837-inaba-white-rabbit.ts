/** Inaba White Rabbit (77084837): a Spirit that may attack the opponent directly. */
import { type CardScript, spiritMonster } from '../facade.js';

export const inabaWhiteRabbit: CardScript = spiritMonster(77084837, [], [{ code: 'can-attack-directly' }]);
