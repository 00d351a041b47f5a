/**
 * Which cards of a duel have which kinds of effects, worked out once per duel catalog.
 * The rules ask "could anything trigger / apply / be activated here?" at every step;
 * for a duel of Normal Monsters the answer is always no, and it must cost nothing.
 */
import type { EngineContext } from './context.js';
import type { DuelState } from './types.js';
import type { EffectCode } from './effects/codes.js';

export interface ScriptIndex {
  /** Passcodes with trigger or flip effects. */
  triggers: ReadonlySet<number>;
  /** Passcodes with Continuous effects. */
  continuous: ReadonlySet<number>;
  /** Effect codes some Continuous effect of the duel's cards carries (a question about any other code skips the field). */
  continuousCodes: ReadonlySet<EffectCode>;
  /** Passcodes with effects a player activates (cards, ignition, quick). */
  activatable: ReadonlySet<number>;
  /** Passcodes with an effect activated while the card is in the Graveyard (Re-Cover): only their Graveyard cards are looked at for options. */
  fromGraveyard: ReadonlySet<number>;
  /** Passcodes whose script `remembersFlips` (Spirit monsters). */
  remembersFlips: ReadonlySet<number>;
  /** Passcodes with an effect that negates a Summon (Solemn Judgment): only they open the Summon-negation window. */
  summonNegators: ReadonlySet<number>;
  /** Passcodes whose script has a winning condition of its own (Exodia the Forbidden One: winConditions.ts). */
  winConditions: ReadonlySet<number>;
}

const EMPTY: ScriptIndex = { triggers: new Set(), continuous: new Set(), continuousCodes: new Set(), activatable: new Set(), fromGraveyard: new Set(), remembersFlips: new Set(), summonNegators: new Set(), winConditions: new Set() };

export function scriptIndex(state: DuelState, ctx: EngineContext): ScriptIndex {
  const scripts = ctx.scripts;
  if (!scripts) return EMPTY;
  // The catalog object is shared by every state of a duel, so one entry serves a whole duel.
  const cached = ctx.caches.scriptIndex.get(state.catalog);
  if (cached) return cached;
  const triggers = new Set<number>();
  const continuous = new Set<number>();
  const continuousCodes = new Set<EffectCode>();
  const activatable = new Set<number>();
  const fromGraveyard = new Set<number>();
  const remembersFlips = new Set<number>();
  const summonNegators = new Set<number>();
  const winConditions = new Set<number>();
  for (const key of Object.keys(state.catalog)) {
    const passcode = Number(key);
    const script = scripts(passcode, state.format.id);
    if (!script) continue;
    if (script.continuous?.length) continuous.add(passcode);
    if (script.remembersFlips) remembersFlips.add(passcode);
    if (script.winsDuel) winConditions.add(passcode);
    for (const c of script.continuous ?? []) continuousCodes.add(c.code);
    for (const e of script.effects ?? []) {
      if (e.kind === 'trigger' || e.kind === 'flip') triggers.add(passcode);
      else activatable.add(passcode);
      if (e.activateFrom === 'graveyard') fromGraveyard.add(passcode);
      if (e.negatesSummon) summonNegators.add(passcode);
    }
  }
  const index = { triggers, continuous, continuousCodes, activatable, fromGraveyard, remembersFlips, summonNegators, winConditions };
  ctx.caches.scriptIndex.set(state.catalog, index);
  return index;
}
