/** Toon Gemini Elf (42386471): a Toon whose battle damage to the opponent costs them a random card. */
import { type CardScript, battleDamageTrigger, opponentDiscardsAtRandom, toonMonster } from '../facade.js';

export const toonGeminiElf: CardScript = {
  ...toonMonster(42386471, 0),
  effects: [{ id: 'discard', kind: 'trigger', label: 'your opponent discards 1 random card', triggersOn: battleDamageTrigger(), resolve: opponentDiscardsAtRandom }],
};
