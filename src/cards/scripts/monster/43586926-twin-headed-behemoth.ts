/** Twin-Headed Behemoth (43586926): sent to the Graveyard, it may come back in that End Phase as a 1000/1000 monster, once per Duel. */
import { type CardScript, type DuelState, maySpecialSummon, type PlayerId } from '../facade.js';

const PASSCODE = 43586926;
const ONCE = 'Twin-Headed Behemoth';

/** The player used it already this Duel, or a copy's revival is already on the chain. */
function usedUp(state: DuelState, player: PlayerId): boolean {
  if (state.lingering.some((l) => l.code === 'used-once-per-duel' && l.value === ONCE && 'player' in l.affects && l.affects.player === player)) return true;
  return state.chain.some((l) => l.player === player && l.effect === 'revive' && state.cards[l.card]!.passcode === PASSCODE);
}

export const twinHeadedBehemoth: CardScript = {
  passcode: PASSCODE,
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard (its ATK and DEF become 1000)',
      categories: ['special-summon'],
      optional: true,
      triggersFrom: ['graveyard'],
      // Sent to the Graveyard this turn and still there as the End Phase begins.
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.cards[q.self]!.arrivedTurn === q.state.turn,
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player) && !usedUp(q.state, q.player),
      resolve: (r) => {
        if (r.state.lingering.some((l) => l.code === 'used-once-per-duel' && l.value === ONCE && 'player' in l.affects && l.affects.player === r.player)) return;
        r.addEffect('used-once-per-duel', { player: r.player }, ONCE, 'permanent');
        if (!r.sourceStillThere() || !r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)))) return;
        r.addEffect('set-base-stats', r.cardAffected(r.self), { atk: 1000, def: 1000 }, 'permanent');
      },
    },
  ],
};
