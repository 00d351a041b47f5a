/** The Stern Mystic (87557188): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, isFaceUp, monstersOn, spellTrapsOn } from '../facade.js';

export const theSternMystic: CardScript = {
  passcode: 87557188,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'reveal every face-down card on the field',
      resolve: (r) => {
        const hidden = [...monstersOn(r.state), ...spellTrapsOn(r.state)].filter((id) => !isFaceUp(r.state, id));
        r.reveal(r.player, hidden);
      },
    },
  ],
};
