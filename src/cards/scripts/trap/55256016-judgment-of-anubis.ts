/** Judgment of Anubis (55256016): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, currentAtk, faceUpMonsters, linkEffect, negateActivationCounter, opponentOf } from '../facade.js';

// Judgment of Anubis (Counter Trap): discard 1 card; negate the activation of an opponent's Spell Card whose effect destroys
// Spell or Trap Cards on the field, and destroy it; then you may destroy 1 face-up monster your opponent controls and inflict
// damage to them equal to its ATK.
export const judgmentOfAnubis: CardScript = {
  passcode: 55256016,
  effects: [
    negateActivationCounter({
      answers: (q, link) => {
        if (link.player !== opponentOf(q.player)) return false;
        const def = linkEffect(q, link);
        const categories = def?.categories ?? [];
        return def?.kind === 'spell' && (categories.includes('destroy-spell-trap') || categories.includes('destroy-trap'));
      },
      cost: { discard: 1 },
      then: (r) => {
        const candidates = faceUpMonsters(r.state, r.opponent);
        if (candidates.length === 0 || !r.yesNo(r.player, 'Judgment of Anubis: destroy 1 face-up monster your opponent controls and inflict damage equal to its ATK?')) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Judgment of Anubis: destroy 1 face-up monster your opponent controls', candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        const atk = currentAtk(r.state, r.ctx, pick);
        if (r.destroy([pick]).length > 0) r.damage(r.opponent, atk);
      },
    }),
  ],
};
