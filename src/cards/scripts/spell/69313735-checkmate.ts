/** Checkmate (69313735): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type EffectQuery, faceUpMonstersNamed, monstersOn, nameOf, spellActivation } from '../facade.js';

const TERRORKING = 'Terrorking Archfiend';

/** Monsters of yours whose name says "Archfiend" and whose Tribute still leaves a face-up "Terrorking Archfiend". */
function tributable(q: Pick<EffectQuery, 'state' | 'player'>): number[] {
  const terrorkings = faceUpMonstersNamed(q.state, q.player, TERRORKING);
  return monstersOn(q.state, q.player).filter((id) => nameOf(q.state, id).includes('Archfiend') && terrorkings.some((t) => t !== id));
}

export const checkmate: CardScript = {
  // Checkmate: as a cost, Tribute 1 "Archfiend" monster you control; then target 1 face-up "Terrorking Archfiend" you
  // control: this turn it may attack your opponent directly. It needs a Battle Phase still to come this turn.
  passcode: 69313735,
  effects: [
    spellActivation({
      condition: (q) => q.state.phase === 'main1',
      cost: {
        custom: {
          what: 'Tribute 1 "Archfiend" monster (another "Terrorking Archfiend" must stay)',
          can: (q) => tributable(q).length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Checkmate: Tribute 1 "Archfiend" monster', candidates: tributable(r), min: 1, max: 1 });
            r.tribute(picked);
            return picked;
          },
        },
      },
      targets: [{ what: 'face-up "Terrorking Archfiend" you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonstersNamed(q.state, q.player, TERRORKING).includes(id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonstersNamed(r.state, r.player, TERRORKING).includes(target)) r.addEffect('can-attack-directly', r.cardAffected(target), null);
      },
    }),
  ],
};
