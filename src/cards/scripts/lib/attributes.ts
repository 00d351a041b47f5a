/**
 * "While this card is face-up, monsters of these Attributes on the field gain (or lose)
 * ATK" (Milus Radiant, Star Boy): a Continuous effect on both sides of the field.
 */
import type { CardScript } from './engine.js';
import { facts, targetCard } from './queries.js';

/** A monster whose only effect changes the ATK of monsters on the field by Attribute (e.g. `{ WATER: 500, FIRE: -400 }`). */
export function attributeAtkChanges(passcode: number, changes: Readonly<Record<string, number>>): CardScript {
  const change = (attribute: string | null): number | undefined => (attribute === null ? undefined : changes[attribute]);
  return {
    passcode,
    continuous: [
      {
        code: 'change-stats',
        affects: (state, _source, t) => targetCard(t) !== null && change(facts(state, targetCard(t)!).attribute) !== undefined,
        value: (state, _source, t) => ({ atk: change(facts(state, targetCard(t)!).attribute) ?? 0, def: 0 }),
      },
    ],
  };
}
