/** Gate Guardian (25833572): Special Summoned from the hand only by Tributing "Sanga of the Thunder", "Kazejin" and "Suijin" from its controller's field. */
import { type CardScript, tributeNamed, tributeSummonMonster } from '../facade.js';

export const gateGuardian: CardScript = tributeSummonMonster(25833572, [tributeNamed('Sanga of the Thunder'), tributeNamed('Kazejin'), tributeNamed('Suijin')]);
