/** Pyramid Turtle (77044671): destroyed by battle, it may bring a Zombie with 2000 or less DEF from the Deck. */
import { type CardScript, recruiter } from '../facade.js';

export const pyramidTurtle: CardScript = recruiter({
  passcode: 77044671,
  fits: (f) => f.kind === 'monster' && f.race === 'Zombie' && f.def <= 2000,
  what: '1 Zombie-Type monster with 2000 or less DEF',
  position: 'attack',
});
