/** Jigen Bakudan (90020065): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, currentAtk, type DuelState, isFaceUp, monstersOn, type PlayerId, stillFaceUpHere } from '../facade.js';

export const jigenBakudan: CardScript = {
  passcode: 90020065,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'set up its explosion for your next Standby Phase',
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        r.addEffect('delayed-trigger', r.cardAffected(r.self), { effect: 'standby', turn: nextStandbyTurn(r.state, r.player), phase: 'standby' }, 'permanent');
      },
    },
    {
      // Set off by the delayed effect above, never by an event.
      id: 'standby',
      kind: 'trigger',
      label: 'Tribute it, destroy all your monsters and inflict half their ATK to your opponent',
      categories: ['destroy-monster', 'damage'],
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        r.tribute([r.self]);
        if (r.state.cards[r.self]!.location !== 'graveyard') return;
        const mine = monstersOn(r.state, r.player);
        const atk = new Map(mine.map((id) => [id, isFaceUp(r.state, id) ? currentAtk(r.state, r.ctx, id) : 0]));
        const destroyed = r.destroy(mine);
        const total = destroyed.reduce((sum, id) => sum + (atk.get(id) ?? 0), 0);
        r.damage(r.opponent, Math.floor(total / 2));
      },
    },
  ],
};

/** The turn of `player`'s next Standby Phase, seen from now. */
export function nextStandbyTurn(state: DuelState, player: PlayerId): number {
  if (state.turnPlayer !== player) return state.turn + 1;
  return state.phase === 'draw' ? state.turn : state.turn + 2;
}
