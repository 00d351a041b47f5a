/** Soul-Absorbing Bone Tower (63012333): it cannot be attacked while you control another Zombie; each Special Summon of a Zombie mills the opponent's top 2 cards. */
import { type CardScript, cannotBeAttackedWhileAnother } from '../facade.js';

export const soulAbsorbingBoneTower: CardScript = {
  passcode: 63012333,
  effects: [
    {
      id: 'mill',
      kind: 'trigger',
      label: 'your opponent sends the top 2 cards of their Deck to the Graveyard',
      triggersOn: (q, e) => e.type === 'special-summon' && q.state.catalog[q.state.cards[e.card]!.passcode]?.race === 'Zombie',
      resolve: (r) => r.sendToGraveyard(r.state.players[r.opponent].deck.slice(0, 2)),
    },
  ],
  continuous: [cannotBeAttackedWhileAnother('Zombie')],
};
