/** Don Zaloog (76922029): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, inflictsBattleDamage } from '../facade.js';

const DISCARD = "discard 1 random card from your opponent's hand";
const MILL = "send the top 2 cards of your opponent's Deck to the Graveyard";

export const donZaloog: CardScript = {
  passcode: 76922029,
  effects: [
    {
      id: 'battle-damage',
      kind: 'trigger',
      label: `${DISCARD}, or ${MILL}`,
      optional: true,
      when: true,
      triggersOn: inflictsBattleDamage,
      declare: { prompt: 'Which effect of Don Zaloog', labels: () => [DISCARD, MILL] },
      resolve: (r) => {
        if (r.declared() === DISCARD) {
          const card = r.randomPick(r.state.players[r.opponent].hand);
          if (card !== undefined) r.discard(r.opponent, [card]);
          return;
        }
        r.sendToGraveyard(r.state.players[r.opponent].deck.slice(0, 2));
      },
    },
  ],
};
