/** 4-Starred Ladybug of Doom (83994646): FLIP: destroy every face-up Level 4 monster the opponent controls. */
import { type CardScript, faceUpMonsters, facts, flipMonster } from '../facade.js';

export const fourStarredLadybugOfDoom: CardScript = flipMonster(83994646, {
  label: 'destroy every face-up Level 4 monster your opponent controls',
  categories: ['destroy-monster'],
  resolve: (r) => void r.destroy(faceUpMonsters(r.state, r.opponent).filter((id) => facts(r.state, id).level === 4)),
});
