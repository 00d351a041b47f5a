/** Dark Flare Knight (13722870): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, destroyedByBattleToGraveyard, noBattleDamageFromItsBattles } from '../facade.js';

export const darkFlareKnight: CardScript = {
  // Its controller takes no battle damage from its battles. When it is destroyed by battle and sent to the
  // Graveyard, its controller Special Summons 1 "Mirage Knight" from the hand or Deck (Mirage Knight's own way out).
  passcode: 13722870,
  fusionMaterials: ['Dark Magician', 'Flame Swordsman'],
  continuous: [noBattleDamageFromItsBattles],
  effects: [
    {
      id: 'mirage-knight',
      kind: 'trigger',
      label: 'Special Summon 1 "Mirage Knight" from your hand or Deck',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => {
        const { hand, deck } = r.state.players[r.player];
        const knights = [...hand, ...deck].filter((id) => r.facts(id).name === 'Mirage Knight');
        if (knights.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 "Mirage Knight"', candidates: knights, min: 1, max: 1 });
        if (pick === undefined) return;
        const fromDeck = deck.includes(pick);
        if (r.specialSummon(pick, r.player, r.choosePosition('Mirage Knight'), 'dark-flare-knight') && fromDeck) r.shuffleDeck(r.player);
      },
    },
  ],
};
