/** Fake Trap (3027001): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type ChainLink, type DuelState, type EngineContext, facts, type PlayerId, spellTrapsOn, topLink } from '../facade.js';

export const fakeTrap: CardScript = {
  // Fake Trap: answers an opponent's activation that would destroy other Traps you control;
  // Fake Trap is destroyed instead and that activation does not destroy your other Traps.
  passcode: 3027001,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      condition: (q) => {
        const top = topLink(q.state);
        return top !== undefined && top.player !== q.player && top.negated === null && trapsThreatened(q.state, q.ctx, top, q.player, q.self).length > 0;
      },
      resolve: (r) => {
        const answered = r.state.chain[r.previousLink()];
        if (answered) {
          for (const id of spellTrapsOn(r.state, r.player)) {
            const card = r.state.cards[id]!;
            if (id === r.self || card.location !== 'spellTrap' || facts(r.state, id).kind !== 'trap') continue;
            r.addEffect('cannot-be-destroyed-by', r.cardAffected(id), { card: answered.card, moves: answered.sourceMoves });
          }
        }
        if (r.sourceStillThere()) r.destroy([r.self]);
      },
    },
  ],
};

/**
 * The Traps `player` controls (other than `self`) that the activation of `link` would
 * destroy as it stands: its targets, or every Spell and Trap on the field for an effect
 * that destroys them without targeting (Heavy Storm).
 */
export function trapsThreatened(state: DuelState, ctx: EngineContext | undefined, link: ChainLink, player: PlayerId, self: number): number[] {
  const def = ctx?.scripts?.(state.cards[link.card]!.passcode)?.effects?.find((e) => e.id === link.effect);
  const categories = def?.categories ?? [];
  if (!categories.includes('destroy-spell-trap') && !categories.includes('destroy-trap')) return [];
  const hit = def?.targets?.length
    ? link.targets.flat().filter((t) => state.cards[t.id]!.moves === t.moves).map((t) => t.id)
    : spellTrapsOn(state).filter((id) => id !== link.card);
  return hit.filter((id) => {
    const card = state.cards[id]!;
    return id !== self && card.controller === player && card.location === 'spellTrap' && facts(state, id).kind === 'trap';
  });
}
