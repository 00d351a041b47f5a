/** Possessed Dark Soul (52860176): Tribute it to take control of every face-up Level 3 or lower monster the opponent controls. */
import { type CardScript, currentLevel, faceUpMonsters } from '../facade.js';

export const possessedDarkSoul: CardScript = {
  passcode: 52860176,
  effects: [
    {
      id: 'control',
      kind: 'ignition',
      label: 'Tribute this card to take control of all face-up Level 3 or lower monsters your opponent controls',
      categories: ['control'],
      cost: { self: 'tribute' },
      condition: (q) => q.state.cards[q.self]!.faceUp,
      resolve: (r) => {
        const taken = faceUpMonsters(r.state, r.opponent).filter((id) => currentLevel(r.state, r.ctx, id) <= 3);
        for (const id of taken) r.takeControl(id, r.player, false);
      },
    },
  ],
};
