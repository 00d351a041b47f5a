/** Horn of Heaven (98069388): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, type DuelState, type PlayerId, monstersOn, negateSummonTrap, summonToNegate } from '../facade.js';

// Tribute 1 monster you control (not the one being Summoned: it is not on the field yet)
// to negate the Summon of a monster and destroy it.
const tributable = (state: DuelState, player: PlayerId): number[] => {
  const summoning = summonToNegate(state)?.card;
  return monstersOn(state, player).filter((id) => id !== summoning);
};

export const hornOfHeaven: CardScript = {
  passcode: 98069388,
  effects: [
    negateSummonTrap('Activate Horn of Heaven to negate the Summon', {
      custom: {
        what: 'Tribute 1 monster you control',
        can: (q) => tributable(q.state, q.player).length > 0,
        pay: (r) => {
          const picked = r.choose({ player: r.player, prompt: 'Tribute 1 monster to activate Horn of Heaven', candidates: tributable(r.state, r.player), min: 1, max: 1 });
          r.tribute(picked);
          return picked;
        },
      },
    }),
  ],
};
