/** Curse of Royal (2926176): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, linkEffect, linkTargets, negateActivationCounter } from '../facade.js';

export const curseOfRoyal: CardScript = {
  // Curse of Royal: negate the activation of a Spell or Trap Card that destroys 1 Spell or Trap Card on the field
  // (it targets that one card: Mystical Space Typhoon, Dust Tornado), and destroy it.
  passcode: 2926176,
  effects: [
    negateActivationCounter({
      answers: (q, link) => {
        if (facts(q.state, link.card).kind === 'monster') return false;
        if (!linkEffect(q, link)?.categories?.includes('destroy-spell-trap')) return false;
        const t = linkTargets(link);
        const where = t.length === 1 ? q.state.cards[t[0]!]!.location : null;
        return where === 'spellTrap' || where === 'field';
      },
    }),
  ],
};
