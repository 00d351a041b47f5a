/** White Magical Hat (15150365): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const whiteMagicalHat: CardScript = {
  passcode: 15150365,
  effects: [
    {
      id: 'discard',
      kind: 'trigger',
      label: 'your opponent discards 1 random card',
      triggersOn: (q, e) => e.type === 'battle-damage' && e.by === q.self && e.player !== q.player,
      resolve: (r) => {
        const pick = r.randomPick(r.state.players[r.opponent].hand);
        if (pick !== undefined) r.discard(r.opponent, [pick]);
      },
    },
  ],
};
