/** Burst Breath (80163754): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { atkNow, type CardScript, currentDef, type DuelState, facts, faceUpMonsters, monstersOn, type PlayerId, trapActivation } from '../facade.js';

const dragons = (state: DuelState, player: PlayerId): number[] => monstersOn(state, player).filter((id) => facts(state, id).race === 'Dragon');

/** The Tributed monster's ATK as it was on the field, kept on this card until it resolves. */
const TRIBUTED_ATK = 'Tributed ATK';

export const burstBreath: CardScript = {
  // Burst Breath: Tribute 1 Dragon-Type monster; destroy every face-up monster whose DEF is less than or equal to the Tributed monster's ATK.
  passcode: 80163754,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      cost: {
        custom: {
          what: 'a Dragon-Type monster to Tribute',
          can: (q) => dragons(q.state, q.player).length > 0,
          pay: (r) => {
            const [picked] = r.choose({ player: r.player, prompt: 'Tribute a Dragon-Type monster', candidates: dragons(r.state, r.player), min: 1, max: 1 });
            if (picked === undefined) return [];
            r.addCounters(r.self, TRIBUTED_ATK, atkNow(r.state, r.ctx, picked));
            r.tribute([picked]);
            return [picked];
          },
        },
      },
      resolve: (r) => {
        const atk = r.state.cards[r.self]!.counters[TRIBUTED_ATK] ?? 0;
        r.destroy(faceUpMonsters(r.state).filter((id) => currentDef(r.state, r.ctx, id) <= atk));
      },
    }),
  ],
};
