/** Coach Goblin (42541548): once per turn, in its controller's End Phase, they may show 1 Normal Monster from the hand and put it on the bottom of the Deck to draw 1 card. */
import { type CardScript, type DuelState, facts, ownEndPhase, type PlayerId, stillFaceUpHere } from '../facade.js';

const normalMonstersInHand = (state: DuelState, player: PlayerId): number[] => state.players[player].hand.filter((id) => facts(state, id).frame === 'normal').sort((a, b) => a - b);

export const coachGoblin: CardScript = {
  passcode: 42541548,
  effects: [
    {
      id: 'cycle',
      kind: 'trigger',
      label: 'put 1 Normal Monster from your hand on the bottom of your Deck to draw 1 card',
      categories: ['draw'],
      optional: true,
      oncePerTurn: 'card',
      triggersOn: ownEndPhase,
      condition: (q) => normalMonstersInHand(q.state, q.player).length > 0,
      resolve: (r) => {
        const candidates = normalMonstersInHand(r.state, r.player);
        if (!stillFaceUpHere(r) || candidates.length === 0) return;
        const picked = r.choose({ player: r.player, prompt: 'Show 1 Normal Monster from your hand and put it on the bottom of your Deck', candidates, min: 1, max: 1 });
        r.reveal(r.player, picked);
        // leaveField puts a card going to the Deck at its bottom unless told 'top'.
        for (const id of picked) r.leaveField(id, 'deck');
        r.draw(r.player, 1);
      },
    },
  ],
};
