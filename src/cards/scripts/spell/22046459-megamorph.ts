/** Megamorph (22046459): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, type DuelState, equippedMonster, faceUpMonster, facts, opponentOf, spellActivation, targetCard, equipToTarget } from '../facade.js';

/** Original ATK doubled while the equipper has fewer LP than the opponent, halved (rounded up) while more; unchanged when equal. */
function megamorphAtk(state: DuelState, equip: number, monster: number): number | null {
  const me = state.cards[equip]!.controller;
  const mine = state.players[me].lp;
  const theirs = state.players[opponentOf(me)].lp;
  const original = facts(state, monster).atk;
  if (mine < theirs) return original * 2;
  if (mine > theirs) return Math.ceil(original / 2);
  return null;
}

export const megamorph: CardScript = {
  passcode: 22046459,
  equipTo: (q, monster) => faceUpMonster(q.state, monster),
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [{ what: 'face-up monster to equip', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => void equipToTarget(r),
    }),
  ],
  continuous: [
    {
      // It changes the ORIGINAL ATK: every other increase or decrease still counts on top.
      code: 'set-base-stats',
      activeWhen: 'equipped',
      affects: (state, source, t) => equippedMonster(state, source, t) && megamorphAtk(state, source, targetCard(t)!) !== null,
      value: (state, source, t) => ({ atk: megamorphAtk(state, source, targetCard(t)!)!, def: facts(state, targetCard(t)!).def }),
    },
  ],
};
