/** Relinquished (64631466): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, type EffectTarget, facts, stillFaceUpHere, targetCard } from '../facade.js';

export const relinquished: CardScript = {
  passcode: 64631466,
  effects: [
    {
      id: 'equip',
      kind: 'ignition',
      label: "Equip 1 of your opponent's monsters to Relinquished",
      categories: ['control'],
      oncePerTurn: 'card',
      condition: (q) => heldByRelinquished(q.state, q.self) === null && q.state.players[q.player].spellTraps.includes(null),
      targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !stillFaceUpHere(r) || heldByRelinquished(r.state, r.self) !== null) return;
        r.equipMonster(target, r.self, r.player);
      },
    },
  ],
  continuous: [
    {
      // Its ATK and DEF become those of the monster it holds.
      code: 'set-base-stats',
      affects: holdsAMonster,
      value: (state, source) => {
        const f = facts(state, heldByRelinquished(state, source)!);
        return { atk: f.atk, def: f.def };
      },
    },
    // If it would be destroyed by battle, the monster it holds is destroyed instead.
    { code: 'battle-substitute', affects: holdsAMonster, value: (state, source) => heldByRelinquished(state, source)! },
    {
      // Battle damage its controller takes from its battles, the opponent takes too.
      code: 'mirror-battle-damage',
      affects: (state, source, t) => {
        const battle = state.battle;
        if (!battle || !('player' in t) || state.cards[source]!.controller !== t.player || heldByRelinquished(state, source) === null) return false;
        return battle.attacker === source || battle.target === source;
      },
    },
  ],
};

/** Relinquished itself, while it holds a monster as an Equip Card. */
function holdsAMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  return targetCard(t) === source && heldByRelinquished(state, source) !== null;
}

/** The opponent's monster Relinquished holds as an Equip Card, if any. */
export function heldByRelinquished(state: DuelState, relinquished: number): number | null {
  for (const p of [0, 1] as const) {
    for (const id of state.players[p].spellTraps) {
      if (id === null) continue;
      const card = state.cards[id]!;
      if (card.equippedTo === relinquished && card.faceUp && facts(state, id).kind === 'monster') return id;
    }
  }
  return null;
}
