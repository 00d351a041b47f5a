/**
 * Flip effects: "FLIP: ..." activates when the monster is turned face-up (Flip Summon, an
 * attack, an effect). `flipEffect` fills in the id and kind; the shapes several Flip
 * monsters share follow.
 */
import type { CardScript, EffectDef, TargetSlot } from './engine.js';

/** A Flip effect; the rest of its definition is the card's own. */
export const flipEffect = (def: Omit<EffectDef, 'id' | 'kind'>): EffectDef => ({ id: 'flip', kind: 'flip', ...def });

/** A monster whose only effect is a Flip effect. */
export const flipMonster = (passcode: number, def: Omit<EffectDef, 'id' | 'kind'>): CardScript => ({ passcode, effects: [flipEffect(def)] });

/** "FLIP: Target N cards (as `slot` says); return them to the hand" (Hane-Hane, Penguin Soldier, Tornado Bird). */
export function flipReturnToHand(slot: TargetSlot, label: string): Omit<EffectDef, 'id' | 'kind'> {
  return {
    label,
    categories: ['to-hand'],
    targets: [slot],
    resolve: (r) => {
      // Every target must still be there for a "return these" effect to apply to the rest.
      r.returnToHand(r.targets(0));
    },
  };
}

/** "FLIP: Target 1 monster on the field; destroy it" (Man-Eater Bug, Night Assailant). */
export function flipDestroyMonster(): Omit<EffectDef, 'id' | 'kind'> {
  return {
    label: 'destroy 1 monster',
    categories: ['destroy-monster'],
    targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', includeSelf: true }],
    resolve: (r) => void r.destroy(r.targets(0)),
  };
}
