/** Elemental HERO Flame Wingman (35809262): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, destroysByBattleToGraveyard } from '../facade.js';

export const elementalHeroFlameWingman: CardScript = {
  // Only a Fusion Summon brings it out. When it destroys a monster by battle and sends it to the
  // Graveyard, the opponent takes damage equal to that monster's ATK as it is in the Graveyard (its printed ATK).
  passcode: 35809262,
  fusionMaterials: ['Elemental HERO Avian', 'Elemental HERO Burstinatrix'],
  mustBeFusionSummoned: true,
  effects: [
    {
      id: 'burn',
      kind: 'trigger',
      label: "inflict damage equal to the destroyed monster's ATK",
      categories: ['damage'],
      triggersOn: destroysByBattleToGraveyard,
      resolve: (r) => {
        const e = r.link.event;
        if (e?.type === 'destroyed' && r.state.cards[e.card]!.location === 'graveyard') r.damage(r.opponent, r.facts(e.card).atk);
      },
    },
  ],
};
