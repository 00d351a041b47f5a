/** Delta Attacker (39719977): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, type PlayerId, spellActivation } from '../facade.js';

/** Face-up Normal Monsters (no Tokens) `player` controls, grouped by name, keeping the names with 3 or more. */
function trios(state: DuelState, player: PlayerId): number[][] {
  const byName = new Map<string, number[]>();
  for (const id of faceUpMonsters(state, player)) {
    const f = facts(state, id);
    if (f.frame !== 'normal') continue;
    byName.set(f.name, [...(byName.get(f.name) ?? []), id]);
  }
  return [...byName.values()].filter((ids) => ids.length >= 3);
}

export const deltaAttacker: CardScript = {
  // Delta Attacker: only while you control 3 face-up Normal Monsters (not Tokens) with the same name. This turn those
  // monsters may attack the opponent directly.
  passcode: 39719977,
  effects: [
    spellActivation({
      condition: (q) => trios(q.state, q.player).length > 0,
      resolve: (r) => {
        for (const id of trios(r.state, r.player).flat()) r.addEffect('can-attack-directly', r.cardAffected(id), null);
      },
    }),
  ],
};
