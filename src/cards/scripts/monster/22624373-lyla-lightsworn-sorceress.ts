/**
 * Lyla, Lightsworn Sorceress (22624373): turns itself from Attack to Defense Position (and stays
 * so until the end of its controller's next turn) to destroy an opponent's Spell/Trap; sends the
 * top 3 cards of the Deck to the Graveyard in each of its controller's End Phases.
 */
import { type CardScript, faceUpMonster, ownEndPhase } from '../facade.js';

export const lylaLightswornSorceress: CardScript = {
  passcode: 22624373,
  effects: [
    {
      // Target 1 Spell/Trap your opponent controls; this card's position cannot be changed until the end of your next turn, also change it from face-up Attack to face-up Defense Position, and if you do, destroy the target.
      id: 'destroy',
      kind: 'ignition',
      label: "change this card to Defense Position to destroy a Spell/Trap your opponent controls",
      categories: ['destroy-spell-trap', 'position'],
      condition: (q) => faceUpMonster(q.state, q.self) && q.state.cards[q.self]!.position === 'attack',
      targets: [{ what: 'Spell/Trap your opponent controls', min: 1, max: 1, from: ['spellTraps'], side: 'opponent' }],
      resolve: (r) => {
        if (!r.sourceStillThere() || !faceUpMonster(r.state, r.self)) return;
        // Its own next turn is two turns on: this Ignition effect is used only in its controller's turn.
        r.addEffect('cannot-change-position', r.cardAffected(r.self), null, { endOfTurn: r.state.turn + 2 });
        if (r.state.cards[r.self]!.position !== 'attack') return;
        r.changePosition(r.self, 'defense');
        const [target] = r.targets(0);
        if (target !== undefined && r.state.cards[r.self]!.position === 'defense') r.destroy([target]);
      },
    },
    {
      // Once per turn, during your End Phase: send the top 3 cards of your Deck to the GY (mandatory; done even if this card has left the field by then).
      id: 'mill',
      kind: 'trigger',
      label: 'send the top 3 cards of your Deck to the Graveyard',
      oncePerTurn: 'card',
      triggersOn: ownEndPhase,
      resolve: (r) => r.sendToGraveyard(r.state.players[r.player].deck.slice(0, 3)),
    },
  ],
};
