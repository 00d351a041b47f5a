/** Trap Hole (4206964): scripted from our own wording of the card in data/cards/cards.json. */
import { atkNow, type CardScript, type DuelState, type EngineContext, facts, isFaceUp, opponentOf, type PlayerId } from '../facade.js';

export const trapHole: CardScript = {
  passcode: 4206964,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['destroy-monster'],
      condition: (q) => summonedForTrapHole(q.state, q.player, q.ctx) !== null,
      targets: [
        {
          what: 'monster your opponent just Normal or Flip Summoned with 1000 or more ATK',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'opponent',
          filter: (q, id) => summonedForTrapHole(q.state, q.player, q.ctx) === id,
        },
      ],
      resolve: (r) => {
        r.destroy(r.targets(0).filter((id) => isFaceUp(r.state, id)));
      },
    },
  ],
};

/** The monster a Trap Hole could answer now: just Normal or Flip Summoned by the opponent, 1000+ ATK. */
function summonedForTrapHole(state: DuelState, player: PlayerId, ctx?: EngineContext): number | null {
  const w = state.window;
  const e = w?.kind === 'summoned' ? w.event : null;
  if (!e || (e.type !== 'normal-summon' && e.type !== 'flip-summon') || e.player !== opponentOf(player)) return null;
  const card = state.cards[e.card]!;
  if (card.location !== 'monster' && card.location !== 'extraMonster') return null;
  // Its ATK as it is on the field (Field Spells and the like count).
  if (!card.faceUp || (ctx ? atkNow(state, ctx, e.card) : facts(state, e.card).atk) < 1000) return null;
  return e.card;
}
