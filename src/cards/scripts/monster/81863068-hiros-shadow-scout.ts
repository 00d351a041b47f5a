/** Hiro's Shadow Scout (81863068): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts } from '../facade.js';

export const hirosShadowScout: CardScript = {
  passcode: 81863068,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'your opponent draws 3 cards and discards the Spells among them',
      categories: ['draw'],
      resolve: (r) => {
        const drawn = r.draw(r.opponent, 3);
        r.reveal(r.opponent, drawn);
        r.discard(r.opponent, drawn.filter((id) => r.facts(id).kind === 'spell'));
      },
    },
  ],
};
