/** Mask of Dispel (20765952): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, bindToCard, facts, isFaceUp, phaseTrigger, selectedBy, spellActivation } from '../facade.js';

export const maskOfDispel: CardScript = {
  // Mask of Dispel (Continuous): select 1 face-up Spell Card on the field. During each of your Standby Phases, the
  // controller of that Spell Card takes 500 damage (a mandatory trigger). When the selected card leaves the field,
  // this card is destroyed.
  passcode: 20765952,
  effects: [
    spellActivation({
      targets: [{ what: 'face-up Spell Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) && facts(q.state, id).kind === 'spell' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere() || !isFaceUp(r.state, target)) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'leaves-field' });
      },
    }),
    phaseTrigger({
      id: 'dispel',
      label: "500 damage to the selected Spell Card's controller (Mask of Dispel)",
      phase: 'standby',
      whose: 'yours',
      categories: ['damage'],
      also: (q) => selectedBy(q.state, q.self) !== null,
      resolve: (r) => {
        const spell = selectedBy(r.state, r.self);
        if (spell !== null) r.damage(r.state.cards[spell]!.controller, 500);
      },
    }),
  ],
};
