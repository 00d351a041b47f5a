/** Dark Magician Girl (38033121): 300 more ATK for each "Dark Magician" or "Magician of Black Chaos" in either Graveyard. */
import { type CardScript, inGraveyard, statsPerCount } from '../facade.js';

const MAGICIANS = ['Dark Magician', 'Magician of Black Chaos'];
const isMagician = (f: { name: string }): boolean => MAGICIANS.includes(f.name);

export const darkMagicianGirl: CardScript = {
  passcode: 38033121,
  continuous: [statsPerCount((state) => inGraveyard(state, 0, isMagician) + inGraveyard(state, 1, isMagician), 300)],
};
