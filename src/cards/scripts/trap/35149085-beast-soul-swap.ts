/** Beast Soul Swap (35149085): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type DuelState, currentLevel, faceUpMonster, facts, freeMainZones, summonableByEffect, trapActivation } from '../facade.js';

// Beast Soul Swap: target 1 face-up Beast-Type monster you control; return it to your hand, then Special Summon 1 Beast-Type
// monster with the same Level from your hand.
const faceUpBeast = (state: DuelState, id: number): boolean => faceUpMonster(state, id) && facts(state, id).race === 'Beast';

export const beastSoulSwap: CardScript = {
  passcode: 35149085,
  effects: [
    trapActivation({
      categories: ['to-hand', 'special-summon'],
      targets: [{ what: 'face-up Beast-Type monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpBeast(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpBeast(r.state, target)) return;
        const level = currentLevel(r.state, r.ctx, target);
        r.returnToHand([target]);
        if (r.state.cards[target]!.location !== 'hand' || freeMainZones(r.state, r.player) === 0) return;
        const candidates = r.state.players[r.player].hand.filter((id) => {
          const f = r.facts(id);
          return f.kind === 'monster' && f.race === 'Beast' && currentLevel(r.state, r.ctx, id) === level && summonableByEffect(r.state, r.ctx, r.player, id);
        });
        const [pick] = r.choose({ player: r.player, prompt: `Beast Soul Swap: Special Summon 1 Level ${level} Beast-Type monster from your hand`, candidates, min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)));
      },
    }),
  ],
};
