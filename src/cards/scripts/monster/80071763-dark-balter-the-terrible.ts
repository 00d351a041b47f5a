/** Dark Balter the Terrible (80071763): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { cardActivationOnTop, type CardScript, targetCard } from '../facade.js';

export const darkBalterTheTerrible: CardScript = {
  // Only its own materials make it (no Fusion substitute). When a Normal Spell Card is activated, its controller
  // may pay 1000 LP to negate that Spell's effect. An Effect Monster it destroys by battle has its effects negated.
  passcode: 80071763,
  fusionMaterials: ['Possessed Dark Soul', 'Frontier Wiseman'],
  fusionMaterialsOnly: true,
  effects: [
    {
      id: 'negate-spell',
      kind: 'quick',
      label: 'Pay 1000 LP with Dark Balter to negate a Normal Spell Card',
      categories: ['negate'],
      cost: { lp: 1000 },
      condition: (q) => cardActivationOnTop(q, 'spell', 'Normal'),
      resolve: (r) => {
        // "This card must be face-up on the field to activate and to resolve this effect."
        if (r.sourceStillThere()) r.negateEffect(r.previousLink());
      },
    },
  ],
  continuous: [{ code: 'negate-battle-victims', affects: (_s, source, t) => targetCard(t) === source }],
};
