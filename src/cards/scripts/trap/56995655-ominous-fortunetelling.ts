/** Ominous Fortunetelling (56995655): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, trapActivation } from '../facade.js';

const KINDS = ['monster', 'spell', 'trap'] as const;

export const ominousFortunetelling: CardScript = {
  // Ominous Fortunetelling (Continuous Trap): during each of your Standby Phases, you pick 1 card from your opponent's
  // hand at random and call Monster, Spell or Trap, then look at it; if you called right, your opponent takes 700 damage.
  passcode: 56995655,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'fortune',
      kind: 'trigger',
      label: "call the kind of a random card from your opponent's hand (Ominous Fortunetelling)",
      categories: ['damage'],
      oncePerTurn: 'card',
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const picked = r.randomPick(r.state.players[r.opponent].hand);
        if (picked === undefined) return;
        const [call] = r.choose({ player: r.player, prompt: 'Ominous Fortunetelling: call the kind of the picked card', candidates: [0, 1, 2], labels: ['Monster', 'Spell', 'Trap'], min: 1, max: 1 });
        r.look(r.player, [picked], 'hand');
        if (call !== undefined && r.facts(picked).kind === KINDS[call]) r.damage(r.opponent, 700);
      },
    },
  ],
};
