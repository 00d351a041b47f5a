/** Gora Turtle (80233946): monsters with 1900 or more ATK cannot declare an attack. */
import { atkNow, type CardScript, targetCard } from '../facade.js';

export const goraTurtle: CardScript = {
  passcode: 80233946,
  continuous: [{ code: 'cannot-attack', affects: (state, _source, t, ctx) => targetCard(t) !== null && atkNow(state, ctx, targetCard(t)!) >= 1900 }],
};
