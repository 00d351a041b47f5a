/** Pendulum Rising (74926274): send a monster you control to Special Summon a Pendulum Monster of its original Level from the Deck, destroyed in the End Phase. */
import { type CardScript, type EffectQuery, facts, freeMainZones, isPendulumMonster, monstersOn, spellActivation, summonableByEffect } from '../facade.js';

/** Pendulum Monsters in the activator's Deck of Level `level` an effect may Special Summon now. */
function pendulumsOfLevel(q: EffectQuery, level: number): number[] {
  return q.state.players[q.player].deck.filter((id) => isPendulumMonster(facts(q.state, id)) && facts(q.state, id).level === level && summonableByEffect(q.state, q.ctx, q.player, id));
}

/**
 * Monsters the activator controls whose original Level a Pendulum Monster in the Deck shares and
 * that would really reach the Graveyard (a face-up Pendulum Monster goes to the Extra Deck instead,
 * rule summon.pendulum, so it cannot pay a cost of sending to the Graveyard), leaving a Main
 * Monster Zone for the Summon.
 */
function sendable(q: EffectQuery): number[] {
  return monstersOn(q.state, q.player).filter((id) => {
    const card = q.state.cards[id]!;
    const f = facts(q.state, id);
    if (f.level <= 0 || (card.faceUp && isPendulumMonster(f))) return false;
    if (freeMainZones(q.state, q.player) === 0 && card.location !== 'monster') return false;
    return pendulumsOfLevel(q, f.level).length > 0;
  });
}

export const pendulumRising: CardScript = {
  passcode: 74926274,
  effects: [
    spellActivation({
      // Cost: send 1 monster you control to the GY. Special Summon from your Deck 1 Pendulum Monster with its original Level; destroy it in the End Phase. Only 1 activation per turn.
      categories: ['special-summon'],
      oncePerTurn: 'name',
      cost: {
        custom: {
          what: 'send 1 monster you control to the Graveyard whose original Level a Pendulum Monster in your Deck shares',
          can: (q) => sendable(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Send 1 monster you control to the Graveyard for Pendulum Rising', candidates: sendable(q), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => {
        const [sent] = r.costCards();
        if (sent === undefined || freeMainZones(r.state, r.player) === 0) return;
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const candidates = pendulumsOfLevel(q, r.facts(sent).level).sort((a, b) => a - b);
        const [pick] = r.choose({ player: r.player, prompt: `Special Summon 1 Level ${r.facts(sent).level} Pendulum Monster from your Deck`, candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        // A lone candidate is picked without being shown, so the position prompt does not name it.
        if (r.specialSummon(pick, r.player, r.choosePosition('the Pendulum Monster from your Deck'))) r.addEffect('destroy-at-end-phase', r.cardAffected(pick), null);
        r.shuffleDeck(r.player);
      },
    }),
  ],
};
