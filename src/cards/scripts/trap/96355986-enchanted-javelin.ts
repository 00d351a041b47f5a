/** Enchanted Javelin (96355986): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, currentAtk, type DuelState, isFaceUp, isMonsterZone, opponentOf, type PlayerId } from '../facade.js';

export const enchantedJavelin: CardScript = {
  // Enchanted Javelin: when an opponent's monster declares an attack, target it; gain LP equal to its ATK.
  passcode: 96355986,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      condition: (q) => declaredAttacker(q.state, q.player) !== null,
      targets: [
        {
          what: 'attacking monster',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'opponent',
          filter: (q, id) => declaredAttacker(q.state, q.player) === id,
        },
      ],
      resolve: (r) => {
        const [attacker] = r.targets(0);
        if (attacker !== undefined && isFaceUp(r.state, attacker)) r.gainLp(r.player, currentAtk(r.state, r.ctx, attacker));
      },
    },
  ],
};

/** The opponent's monster whose attack declaration is the last thing that happened (Enchanted Javelin's moment). */
function declaredAttacker(state: DuelState, player: PlayerId): number | null {
  const w = state.window;
  if (w?.kind !== 'attack-declared' || w.event?.type !== 'attack' || !state.battle) return null;
  const card = state.cards[state.battle.attacker]!;
  if (!isMonsterZone(card.location) || card.controller !== opponentOf(player)) return null;
  return card.id;
}
