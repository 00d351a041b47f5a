/** Statue of the Wicked (65810489): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, destroyedWhileSet, freeMainZones, maySpecialSummon, tokenFacts } from '../facade.js';

const WICKED_TOKEN = tokenFacts({ passcode: 65810490, name: 'Wicked Token', attribute: 'DARK', race: 'Fiend', level: 4, atk: 1000, def: 1000 });

export const statueOfTheWicked: CardScript = {
  // Statue of the Wicked: it has no effect when activated. When this card is destroyed while Set and sent to the
  // Graveyard, its owner Special Summons 1 "Wicked Token" (Fiend-Type, DARK, Level 4, 1000 ATK / 1000 DEF).
  passcode: 65810489,
  effects: [
    {
      id: 'wicked-token',
      kind: 'trigger',
      // A Trap Card's effect is Spell Speed 2, even when it starts in the Graveyard.
      speed: 2,
      label: 'Special Summon a "Wicked Token"',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedWhileSet,
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) === 0 || !maySpecialSummon(r.state, r.player)) return;
        r.createToken(r.player, WICKED_TOKEN, r.choosePosition('Wicked Token'));
      },
    },
  ],
};
