/** Dragon Piper (55763552): FLIP: destroy every face-up "Dragon Capture Jar"; if one was destroyed, change every face-up Dragon on the field to Attack Position. */
import { type CardScript, facts, faceUpMonsters, flipMonster, spellTrapsOn } from '../facade.js';

export const dragonPiper: CardScript = flipMonster(55763552, {
  label: 'destroy all face-up "Dragon Capture Jar"; then Dragons go to Attack Position',
  categories: ['destroy-trap', 'position'],
  resolve: (r) => {
    const jars = spellTrapsOn(r.state).filter((id) => r.state.cards[id]!.faceUp && facts(r.state, id).name === 'Dragon Capture Jar');
    if (r.destroy(jars).length === 0) return;
    for (const id of faceUpMonsters(r.state)) {
      if (facts(r.state, id).race === 'Dragon' && r.state.cards[id]!.position === 'defense') r.changePosition(id, 'attack');
    }
  },
});
