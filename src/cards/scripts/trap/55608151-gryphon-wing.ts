/** Gryphon Wing (55608151): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, spellTrapsOn, topLink } from '../facade.js';

export const gryphonWing: CardScript = {
  // Gryphon Wing: only against the opponent's "Harpie's Feather Duster" (not in our card pool).
  passcode: 55608151,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      categories: ['negate', 'destroy-spell-trap'],
      condition: (q) => {
        const top = topLink(q.state);
        return top !== undefined && top.cardActivation && top.player !== q.player && top.negated === null && facts(q.state, top.card).name === HARPIES_FEATHER_DUSTER;
      },
      resolve: (r) => {
        const at = r.previousLink();
        if (!r.state.chain[at]) return;
        r.negateEffect(at);
        r.destroy(spellTrapsOn(r.state, r.opponent));
      },
    },
  ],
};

/** The only card Gryphon Wing answers; it is not in our card pool, so the Wing never has its moment. */
const HARPIES_FEATHER_DUSTER = "Harpie's Feather Duster";
