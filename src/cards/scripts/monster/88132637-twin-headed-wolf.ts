/** Twin-Headed Wolf (88132637): while its controller controls another face-up Fiend, the effects of Flip Effect Monsters it destroys by battle are negated. */
import { type CardScript, facts, faceUpMonsters, targetCard } from '../facade.js';

export const twinHeadedWolf: CardScript = {
  passcode: 88132637,
  continuous: [
    {
      code: 'negate-flip-battle-victims',
      affects: (state, source, t) => targetCard(t) === source && faceUpMonsters(state, state.cards[source]!.controller).some((id) => id !== source && facts(state, id).race === 'Fiend'),
    },
  ],
};
