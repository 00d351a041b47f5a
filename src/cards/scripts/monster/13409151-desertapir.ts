/** Desertapir (13409151): FLIP: turn 1 face-up monster on the field, other than a "Desertapir", face-down in Defense Position. */
import { type CardScript, FACE_UP_MONSTER_TARGET, facts, flipMonster } from '../facade.js';

export const desertapir: CardScript = flipMonster(13409151, {
  label: 'turn 1 face-up monster face-down',
  categories: ['position'],
  targets: [{ ...FACE_UP_MONSTER_TARGET, filter: (q, id) => FACE_UP_MONSTER_TARGET.filter!(q, id) && facts(q.state, id).name !== 'Desertapir' }],
  resolve: (r) => {
    for (const id of r.targets(0)) if (r.state.cards[id]!.faceUp) r.changeToFaceDownDefense(id);
  },
});
