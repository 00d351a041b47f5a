/** The Last Warrior from Another Planet (86099788): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, monstersOn } from '../facade.js';

export const theLastWarriorFromAnotherPlanet: CardScript = {
  // When it is Special Summoned, every other monster its controller controls is destroyed. While it is face-up
  // on the field, neither player can Summon monsters (Normal, Tribute, Flip or Special); Sets are no Summons.
  passcode: 86099788,
  fusionMaterials: ['Zombyra the Dark', 'Maryokutai'],
  effects: [
    {
      id: 'destroy-own',
      kind: 'trigger',
      label: 'destroy all other monsters you control',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => e.type === 'special-summon' && e.card === q.self,
      resolve: (r) => {
        const others = monstersOn(r.state, r.player).filter((id) => id !== r.self);
        if (others.length > 0) r.destroy(others);
      },
    },
  ],
  continuous: [{ code: 'cannot-summon', affects: (_state, _source, t) => 'player' in t }],
};
