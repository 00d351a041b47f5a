/** Time Wizard (71625222): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, currentAtk, isFaceUp, monstersOn } from '../facade.js';

export const timeWizard: CardScript = {
  passcode: 71625222,
  effects: [
    {
      id: 'coin',
      kind: 'ignition',
      label: 'Toss a coin with Time Wizard',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      resolve: (r) => {
        const [call] = r.choose({ player: r.player, prompt: 'Time Wizard: call the coin toss', candidates: [0, 1], labels: ['Heads', 'Tails'], min: 1, max: 1 });
        const result = r.coin();
        if ((call === 0) === (result === 'heads')) {
          r.destroy(monstersOn(r.state, r.opponent));
          return;
        }
        const mine = monstersOn(r.state, r.player);
        const atk = new Map(mine.map((id) => [id, isFaceUp(r.state, id) ? currentAtk(r.state, r.ctx, id) : 0]));
        const destroyed = r.destroy(mine);
        r.damage(r.player, Math.floor(destroyed.reduce((sum, id) => sum + (atk.get(id) ?? 0), 0) / 2));
      },
    },
  ],
};
