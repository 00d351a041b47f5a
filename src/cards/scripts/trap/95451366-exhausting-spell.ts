/** Exhausting Spell (95451366): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type DuelState, SPELL_COUNTER, monstersOn, spellCountersOn, spellTrapsOn, trapActivation } from '../facade.js';

// Exhausting Spell: remove every Spell Counter from every card on the field.
const holders = (state: DuelState): number[] => [...monstersOn(state), ...spellTrapsOn(state)].filter((id) => spellCountersOn(state, id) > 0);

export const exhaustingSpell: CardScript = {
  passcode: 95451366,
  effects: [
    trapActivation({
      categories: [],
      condition: (q) => holders(q.state).length > 0,
      resolve: (r) => {
        for (const id of holders(r.state)) r.removeCounters(id, SPELL_COUNTER, spellCountersOn(r.state, id));
      },
    }),
  ],
};
