/** Kuribandit (16404809): in the End Phase of the turn it was Normal Summoned, Tribute it to excavate 5, keep a Spell/Trap, mill the rest. */
import { type CardScript, type EffectQuery, facts } from '../facade.js';

/** Face-up on the field since its Normal Summon this turn. */
const normalSummonedThisTurn = (q: EffectQuery): boolean => {
  const card = q.state.cards[q.self]!;
  return card.arrival === 'normal' && card.arrivedTurn === q.state.turn;
};

export const kuribandit: CardScript = {
  passcode: 16404809,
  effects: [
    {
      id: 'excavate',
      kind: 'trigger',
      label: 'Tribute Kuribandit: excavate 5, add a Spell/Trap among them to your hand, send the rest to the Graveyard',
      categories: ['to-hand'],
      optional: true,
      cost: { self: 'tribute' },
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && normalSummonedThisTurn(q),
      resolve: (r) => {
        const top = r.state.players[r.player].deck.slice(0, 5);
        if (top.length === 0) return;
        r.reveal(r.player, top);
        const spellTraps = top.filter((id) => facts(r.state, id).kind !== 'monster');
        // "You can add 1": the player may keep none.
        const kept = spellTraps.length > 0 ? r.choose({ player: r.player, prompt: 'Add 1 excavated Spell/Trap to your hand (or none)', candidates: spellTraps, min: 0, max: 1 }) : [];
        for (const id of kept) r.addToHand(id, 'deck');
        r.sendToGraveyard(top.filter((id) => !kept.includes(id)));
      },
    },
  ],
};
