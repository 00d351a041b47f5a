/** D.D. Assailant (70074904): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { battleOpponent, type CardScript, isMonsterZone } from '../facade.js';

export const dDAssailant: CardScript = {
  passcode: 70074904,
  effects: [
    {
      id: 'banish',
      kind: 'trigger',
      label: 'banish the monster it battled, and itself',
      categories: ['banish'],
      triggersFrom: ['graveyard'],
      // Destroyed by battle with a monster of the opponent (the other battler is theirs).
      triggersOn: (q, e) => {
        if (e.type !== 'destroyed' || e.card !== q.self || e.by !== 'battle') return false;
        const other = battleOpponent(q.state, q.self);
        return other !== null && q.state.cards[other]!.controller !== q.player;
      },
      resolve: (r) => {
        const other = battleOpponent(r.state, r.self);
        // The other monster is banished only while it is still on the field (still part of the battle).
        if (other !== null && isMonsterZone(r.state.cards[other]!.location)) r.banish([other]);
        if (r.state.cards[r.self]!.location === 'graveyard') r.banish([r.self]);
      },
    },
  ],
};
