/** Thestalos the Firestorm Monarch (26205777): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, tributeSummoned } from '../facade.js';

// Mandatory: when Tribute Summoned, the opponent discards 1 card at random; a monster costs them 100 LP per Level.
export const thestalosTheFirestormMonarch: CardScript = {
  passcode: 26205777,
  effects: [
    {
      id: 'tribute-summoned',
      kind: 'trigger',
      label: "discard 1 random card from your opponent's hand",
      categories: ['damage'],
      triggersOn: tributeSummoned,
      resolve: (r) => {
        const card = r.randomPick(r.state.players[r.opponent].hand);
        if (card === undefined) return;
        r.discard(r.opponent, [card]);
        const f = r.facts(card);
        if (f.kind === 'monster') r.damage(r.opponent, f.level * 100);
      },
    },
  ],
};
