/** Dark Paladin (98502113): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { cardActivationOnTop, type CardScript, type DuelState, facts, faceUpMonsters, targetCard } from '../facade.js';

/** Dragon-Type monsters face-up on the field and in both Graveyards. */
function dragons(state: DuelState): number {
  const isDragon = (id: number): boolean => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon';
  return faceUpMonsters(state).filter(isDragon).length + state.players.reduce((n, p) => n + p.graveyard.filter(isDragon).length, 0);
}

export const darkPaladin: CardScript = {
  // Only a Fusion Summon brings it out. When a Spell Card is activated, its controller may discard 1 card to
  // negate that activation and destroy the Spell. It gains 500 ATK for each Dragon face-up on the field and in
  // both Graveyards.
  passcode: 98502113,
  fusionMaterials: ['Dark Magician', 'Buster Blader'],
  mustBeFusionSummoned: true,
  effects: [
    {
      id: 'negate-spell',
      kind: 'quick',
      label: 'Discard 1 card with Dark Paladin to negate a Spell Card',
      categories: ['negate'],
      cost: { discard: 1 },
      condition: (q) => cardActivationOnTop(q, 'spell'),
      resolve: (r) => r.negateActivation(r.previousLink()),
    },
  ],
  continuous: [{ code: 'change-stats', affects: (_s, source, t) => targetCard(t) === source, value: (state) => ({ atk: 500 * dragons(state), def: 0 }) }],
};
