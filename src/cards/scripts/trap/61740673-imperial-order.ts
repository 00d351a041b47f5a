/** Imperial Order (61740673): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, trapActivation } from '../facade.js';

// Imperial Order (April 2005 wording): while it is face-up, every Spell Card's effect on the
// field is negated (the 'negate-spell-effects' code). As each of its controller's Standby
// Phases begins they must pay 700 LP ("this is not optional"); only when they cannot is it
// destroyed (a mandatory 'standby-maintenance' cost, no Chain Link).
export const imperialOrder: CardScript = {
  passcode: 61740673,
  effects: [trapActivation({ categories: ['negate'], resolve: () => {} })],
  continuous: [
    { code: 'negate-spell-effects', affects: () => false },
    { code: 'standby-maintenance', value: () => ({ lp: 700, mandatory: true }) },
  ],
};
