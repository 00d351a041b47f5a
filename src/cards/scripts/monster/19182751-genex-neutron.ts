/** Genex Neutron (19182751): in the End Phase of the turn it was Normal Summoned, it searches a Machine Tuner. */
import { type CardScript, type CardStatic, facts, isTunerMonster } from '../facade.js';

const fits = (f: CardStatic): boolean => isTunerMonster(f) && f.race === 'Machine';

export const genexNeutron: CardScript = {
  passcode: 19182751,
  effects: [
    {
      // During the End Phase of the turn this card was Normal Summoned: you can add 1 Machine Tuner from your Deck to your hand.
      id: 'search',
      kind: 'trigger',
      label: 'add a Machine Tuner from your Deck to your hand',
      categories: ['search'],
      optional: true,
      triggersOn: (q, e) => {
        if (e.type !== 'phase' || e.phase !== 'end') return false;
        const card = q.state.cards[q.self]!;
        return card.arrival === 'normal' && card.arrivedTurn === q.state.turn;
      },
      condition: (q) => q.state.players[q.player].deck.some((id) => fits(facts(q.state, id))),
      resolve: (r) => void r.search(r.player, fits, 'Add 1 Machine Tuner from your Deck to your hand'),
    },
  ],
};
