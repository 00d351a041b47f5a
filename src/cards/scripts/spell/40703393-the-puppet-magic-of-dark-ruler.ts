/** The Puppet Magic of Dark Ruler (40703393): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { canBeSpecialSummonedByEffect, type CardScript, currentLevel, type EffectQuery, faceUpMonsters, facts, maySpecialSummon, spellActivation } from '../facade.js';

type Q = Pick<EffectQuery, 'state' | 'player' | 'ctx'>;

/** Every set of face-up monsters you control whose Levels add up to exactly `level` (at most 5 monsters, so 31 sets). */
function setsWithLevels(q: Q, level: number): number[][] {
  const mine = faceUpMonsters(q.state, q.player).filter((id) => currentLevel(q.state, q.ctx, id) > 0);
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << mine.length; mask++) {
    const set = mine.filter((_, i) => mask & (1 << i));
    if (set.reduce((n, id) => n + currentLevel(q.state, q.ctx, id), 0) === level) out.push(set);
  }
  return out;
}

const fiendToRevive = (q: Q, id: number): boolean => {
  const f = facts(q.state, id);
  return f.kind === 'monster' && f.race === 'Fiend' && f.level > 0 && canBeSpecialSummonedByEffect(q.state, q.ctx, id) && setsWithLevels(q, f.level).length > 0;
};

export const thePuppetMagicOfDarkRuler: CardScript = {
  // The Puppet Magic of Dark Ruler: target 1 Fiend-Type monster in your Graveyard; remove from play face-up monsters you
  // control whose Levels add up to exactly its Level, then Special Summon it.
  passcode: 40703393,
  effects: [
    spellActivation({
      categories: ['banish', 'special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player),
      targets: [{ what: 'Fiend-Type monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: fiendToRevive }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !maySpecialSummon(r.state, r.player)) return;
        const sets = setsWithLevels(r, r.facts(target).level);
        if (sets.length === 0) return;
        const labels = sets.map((set) => set.map((id) => r.name(id)).join(' + '));
        const [at] = sets.length === 1 ? [0] : r.choose({ player: r.player, prompt: `The Puppet Magic of Dark Ruler: remove from play Levels totalling ${r.facts(target).level}`, candidates: sets.map((_, i) => i), labels, min: 1, max: 1 });
        r.banish(sets[at ?? 0]!);
        r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
