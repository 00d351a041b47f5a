/** Robbin' Goblin (88279736): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, isMonsterZone, opponentOf, type PlayerId } from '../facade.js';

export const robbinGoblin: CardScript = {
  // Robbin' Goblin: each time a monster you control inflicts battle damage to your opponent,
  // they discard 1 random card.
  passcode: 88279736,
  effects: [
    { id: 'activate', kind: 'trap', resolve: () => {} },
    {
      id: 'discard',
      kind: 'trigger',
      speed: 2,
      label: 'your opponent discards 1 random card',
      triggersOn: (q, e) => e.type === 'battle-damage' && e.player === opponentOf(q.player) && inflictedByOwnMonster(q.state, q.player, e.by),
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const pick = r.randomPick(r.state.players[r.opponent].hand);
        if (pick !== undefined) r.discard(r.opponent, [pick]);
      },
    },
  ],
};

/** Battle damage to the opponent inflicted by a monster `player` controls (the attacker or the attack target). */
function inflictedByOwnMonster(state: DuelState, player: PlayerId, by: number | undefined): boolean {
  if (by !== undefined) {
    const card = state.cards[by];
    if (card && isMonsterZone(card.location)) return card.controller === player;
  }
  // Battle damage to the opponent always comes from one of this player's monsters.
  return true;
}
