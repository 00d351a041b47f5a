/** Vampiric Orchis (46571052): when Normal Summoned, its controller may Special Summon 1 "Des Dendle" from the hand. */
import { type CardScript, normalSummoned, summonNamedFromHandOn } from '../facade.js';

export const vampiricOrchis: CardScript = { passcode: 46571052, effects: [summonNamedFromHandOn('Des Dendle', normalSummoned)] };
