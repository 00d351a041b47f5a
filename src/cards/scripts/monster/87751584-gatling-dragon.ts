/** Gatling Dragon (87751584): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, monstersOn, stillFaceUpHere } from '../facade.js';

export const gatlingDragon: CardScript = {
  // Gatling Dragon: once per turn in your Main Phase, toss a coin 3 times; destroy as many
  // monsters on the field (chosen as it resolves, this card included) as there were heads.
  passcode: 87751584,
  fusionMaterials: ['Barrel Dragon', 'Blowback Dragon'],
  effects: [
    {
      id: 'coins',
      kind: 'ignition',
      label: 'Toss a coin 3 times with Gatling Dragon',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        let heads = 0;
        for (let i = 0; i < 3; i++) if (r.coin() === 'heads') heads++;
        const field = monstersOn(r.state);
        const count = Math.min(heads, field.length);
        if (count === 0) return;
        const picked = r.choose({ player: r.player, prompt: `Destroy ${count} monster${count === 1 ? '' : 's'} (Gatling Dragon: ${heads} heads)`, candidates: field, min: count, max: count, hint: 'harm' });
        r.destroy(picked);
      },
    },
  ],
};
