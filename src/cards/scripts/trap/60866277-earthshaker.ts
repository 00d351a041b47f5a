/** Earthshaker (60866277): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type DuelState, faceUpMonsters, facts, trapActivation } from '../facade.js';

/** The Attributes of the face-up monsters on the field, in a fixed order. */
const attributesOnField = (state: DuelState): string[] =>
  [...new Set(faceUpMonsters(state).map((id) => facts(state, id).attribute))].filter((a): a is string => a !== null).sort();

export const earthshaker: CardScript = {
  // Earthshaker: activate only while the face-up monsters on the field have 2 or more Attributes. You declare 2 of
  // those Attributes, your opponent picks 1 of the 2, and every face-up monster of that Attribute is destroyed.
  passcode: 60866277,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => attributesOnField(q.state).length >= 2,
      resolve: (r) => {
        const present = attributesOnField(r.state);
        if (present.length < 2) return;
        const two = r.choose({ player: r.player, prompt: 'Earthshaker: declare 2 Attributes', candidates: present.map((_, i) => i), labels: present, min: 2, max: 2 }).map((i) => present[i]!);
        if (two.length < 2) return;
        const [pick] = r.choose({ player: r.opponent, prompt: 'Earthshaker: pick the Attribute to destroy', candidates: [0, 1], labels: two, min: 1, max: 1 });
        const attribute = two[pick ?? 0];
        const doomed = faceUpMonsters(r.state).filter((id) => facts(r.state, id).attribute === attribute);
        if (doomed.length > 0) r.destroy(doomed);
      },
    }),
  ],
};
