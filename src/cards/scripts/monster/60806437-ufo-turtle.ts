/** UFO Turtle (60806437): destroyed by battle, it may bring a FIRE monster with 1500 or less ATK from the Deck. */
import { type CardScript, recruiter } from '../facade.js';

export const ufoTurtle: CardScript = recruiter({
  passcode: 60806437,
  fits: (f) => f.kind === 'monster' && f.attribute === 'FIRE' && f.atk <= 1500,
  what: '1 FIRE monster with 1500 or less ATK',
  position: 'attack',
});
