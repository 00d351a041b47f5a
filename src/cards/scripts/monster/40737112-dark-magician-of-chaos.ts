/** Dark Magician of Chaos (40737112): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, type DuelEvent, type EffectQuery, graveyardToHand } from '../facade.js';

const normalOrSpecialSummoned = (q: EffectQuery, e: DuelEvent): boolean => (e.type === 'normal-summon' || e.type === 'special-summon') && e.card === q.self;

// Dark Magician of Chaos (April 2005 wording, before the End Phase errata): when it is Normal
// or Special Summoned its controller may target 1 Spell Card in their Graveyard and add it to
// their hand (an optional "when" trigger). A monster it destroys by battle is removed from
// play instead of going to the Graveyard, and if it would leave the field it is removed from
// play instead (replacement codes, no Chain Link: the engine's banishInstead.ts).
export const darkMagicianOfChaos: CardScript = {
  passcode: 40737112,
  effects: [{ ...graveyardToHand('spell'), id: 'recover', kind: 'trigger', optional: true, when: true, triggersOn: normalOrSpecialSummoned }],
  continuous: [{ code: 'banish-when-leaving-field' }, { code: 'banish-battle-victims' }],
};
