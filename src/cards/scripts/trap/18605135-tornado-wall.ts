/** Tornado Wall (18605135): while "Umi" is on the field its controller takes no battle damage; destroyed when "Umi" leaves the field. */
import { type CardScript, type DuelEvent, type DuelState, facts, trapActivation, umiOnField } from '../facade.js';

/** A card that was "Umi" (or is treated as it) just left the field, and none is left. */
function umiLeft(state: DuelState, e: DuelEvent): boolean {
  const leaving = e.type === 'destroyed' || e.type === 'sent-to-graveyard' || e.type === 'banished' || e.type === 'returned-to-hand' || e.type === 'returned-to-deck';
  if (!leaving) return false;
  return UMI_NAMES.includes(facts(state, e.card).name) && !umiOnField(state);
}

// "Umi" and A Legendary Ocean (treated as "Umi"): the same pair umiOnField reads.
const UMI_NAMES = ['Umi', 'A Legendary Ocean'];

// Activating it with no "Umi" on the field is legal (it then does nothing until "Umi" is there); only
// "Umi" leaving the field destroys it, as a rule of the card (no Chain Link).
export const tornadoWall: CardScript = {
  passcode: 18605135,
  effects: [trapActivation({ resolve: () => {} })],
  continuous: [
    {
      code: 'no-battle-damage',
      affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller && umiOnField(state),
    },
    { code: 'destroyed-by-event', onEvent: (state, _source, e) => umiLeft(state, e) },
  ],
};
