/** Dark Bribe (77538567): negates the opponent's Spell or Trap Card activation and destroys it; the opponent draws 1 card. */
import { type CardScript, type ChainLink, type EffectQuery, facts, negateActivationCounter } from '../facade.js';

const opponentsSpellOrTrap = (q: EffectQuery, link: ChainLink): boolean => link.player !== q.player && (facts(q.state, link.card).kind === 'spell' || facts(q.state, link.card).kind === 'trap');

export const darkBribe: CardScript = {
  passcode: 77538567,
  effects: [
    negateActivationCounter({
      answers: opponentsSpellOrTrap,
      // "They draw 1 card, also negate": the draw is part of the same resolution.
      then: (r) => void r.draw(r.opponent, 1),
    }),
  ],
};
