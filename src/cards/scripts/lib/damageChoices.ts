/**
 * "When this card inflicts battle damage to your opponent, you can activate 1 of these
 * effects" (the Dark Scorpions): one optional trigger whose choice is declared on
 * activation, before the targets of the chosen effect (TargetSlot.forChoice), so only the
 * chosen effect targets and only choices that can be made now are offered.
 */
import type { EffectDef, EffectQuery, Resolution, TargetSlot } from './engine.js';
import { inflictsBattleDamage } from './summonTriggers.js';

export interface DamageChoice {
  label: string;
  /** The chosen effect's target, if it has one (read back with `r.targets(slot)`, the index among the choices that target). */
  target?: Omit<TargetSlot, 'forChoice'>;
  /** Can it be chosen now, beyond its target (a Deck with enough cards to send)? */
  possible?(q: EffectQuery): boolean;
  resolve(r: Resolution, targets: readonly number[]): void;
}

export function battleDamageChoices(choices: readonly DamageChoice[]): EffectDef {
  const slots: TargetSlot[] = [];
  const slotOf = new Map<number, number>();
  choices.forEach((c, i) => {
    if (!c.target) return;
    slotOf.set(i, slots.length);
    slots.push({ ...c.target, forChoice: i });
  });
  const labels = choices.map((c) => c.label);
  return {
    id: 'battle-damage',
    kind: 'trigger',
    label: labels.join(', or '),
    optional: true,
    when: true,
    triggersOn: inflictsBattleDamage,
    declare: { prompt: 'Which effect', labels: () => labels, possible: (q, i) => choices[i]?.possible?.(q) ?? true },
    ...(slots.length > 0 ? { targets: slots } : {}),
    resolve: (r) => {
      const at = labels.indexOf(r.declared() ?? '');
      const choice = choices[at];
      if (!choice) return;
      const slot = slotOf.get(at);
      choice.resolve(r, slot === undefined ? [] : r.targets(slot));
    },
  };
}

/** "Send the top `n` cards of your opponent's Deck to the Graveyard" as one choice (only with `n` cards there). */
export function millOpponent(n: number): DamageChoice {
  return {
    label: `send the top ${n === 1 ? 'card' : `${n} cards`} of your opponent's Deck to the Graveyard`,
    possible: (q) => q.state.players[q.player === 0 ? 1 : 0].deck.length >= n,
    resolve: (r) => r.sendToGraveyard(r.state.players[r.opponent].deck.slice(0, n)),
  };
}
