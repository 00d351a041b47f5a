/** Anti-Spell (53112492): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, type DuelState, monstersOn, negateActivationCounter, type PlayerId, SPELL_COUNTER, spellActivationOf, spellTrapsOn } from '../facade.js';

/** The cards `player` controls that hold Spell Counters. */
const withCounters = (state: DuelState, player: PlayerId): number[] =>
  [...monstersOn(state, player), ...spellTrapsOn(state, player)].filter((id) => (state.cards[id]!.counters[SPELL_COUNTER] ?? 0) > 0);

const countersOn = (state: DuelState, player: PlayerId): number => withCounters(state, player).reduce((n, id) => n + state.cards[id]!.counters[SPELL_COUNTER]!, 0);

export const antiSpell: CardScript = {
  // Anti-Spell: remove 2 Spell Counters from cards you control; negate the activation of a Spell Card and destroy it.
  passcode: 53112492,
  effects: [
    negateActivationCounter({
      answers: spellActivationOf(),
      cost: {
        custom: {
          what: '2 Spell Counters on cards you control',
          can: (q) => countersOn(q.state, q.player) >= 2,
          pay: (r) => {
            for (let i = 0; i < 2; i++) {
              const [from] = r.choose({ player: r.player, prompt: 'Remove a Spell Counter from', candidates: withCounters(r.state, r.player), min: 1, max: 1 });
              if (from !== undefined) r.removeCounters(from, SPELL_COUNTER, 1);
            }
          },
        },
      },
    }),
  ],
};
