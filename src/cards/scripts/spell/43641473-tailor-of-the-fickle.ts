/** Tailor of the Fickle (43641473): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type EffectQuery, equippedTo, facts, faceUpMonsters, spellActivation } from '../facade.js';

/** Face-up monsters, other than the one it is on now, that the Equip Spell `equip` could be equipped to by its own text. */
function newHomes(q: EffectQuery, equip: number): number[] {
  const script = q.ctx?.scripts?.(q.state.cards[equip]!.passcode, q.state.format.id);
  const owner: EffectQuery = { ...q, self: equip, player: q.state.cards[equip]!.controller };
  const now = equippedTo(q.state, equip);
  return faceUpMonsters(q.state).filter((id) => id !== now && (script?.equipTo ? script.equipTo(owner, id) : true));
}

const isEquipSpell = (q: EffectQuery, id: number): boolean => {
  const f = facts(q.state, id);
  return f.kind === 'spell' && f.subtypes.includes('Equip') && equippedTo(q.state, id) !== null;
};

export const tailorOfTheFickle: CardScript = {
  // Tailor of the Fickle (Quick-Play): select 1 Equip Spell Card equipped to a monster and equip it to another
  // monster it could correctly be equipped to.
  passcode: 43641473,
  effects: [
    spellActivation({
      targets: [{ what: 'Equip Spell Card equipped to a monster', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => isEquipSpell(q, id) && newHomes(q, id).length > 0 }],
      resolve: (r) => {
        const [equip] = r.targets(0);
        if (equip === undefined || equippedTo(r.state, equip) === null) return;
        const candidates = newHomes({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, equip);
        if (candidates.length === 0) return;
        const [to] = r.choose({ player: r.player, prompt: `Equip ${r.name(equip)} to which monster`, candidates, min: 1, max: 1 });
        if (to !== undefined) r.equip(equip, to);
      },
    }),
  ],
};
