/** Creature Swap (31036355): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, monstersOn, opponentOf, type PlayerId, type Resolution, spellActivation } from '../facade.js';

function pickOwn(r: Resolution, player: PlayerId): number | undefined {
  const [id] = r.choose({ player, prompt: 'Choose 1 monster you control to give to your opponent (Creature Swap)', candidates: monstersOn(r.state, player), min: 1, max: 1 });
  return id;
}

export const creatureSwap: CardScript = {
  // Creature Swap: each player chooses 1 monster they control (no target; chosen as it resolves, the activator first)
  // and the two change control for good. Neither may change its battle position for the rest of the turn.
  passcode: 31036355,
  effects: [
    spellActivation({
      categories: ['control'],
      condition: (q) => monstersOn(q.state, q.player).length > 0 && monstersOn(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        if (monstersOn(r.state, r.player).length === 0 || monstersOn(r.state, r.opponent).length === 0) return;
        const mine = pickOwn(r, r.player);
        const theirs = pickOwn(r, r.opponent);
        if (mine === undefined || theirs === undefined || !r.swapControl(mine, theirs)) return;
        r.addEffect('cannot-change-position', r.cardAffected(mine), null);
        r.addEffect('cannot-change-position', r.cardAffected(theirs), null);
      },
    }),
  ],
};
