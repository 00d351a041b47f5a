/** Fuh-Rin-Ka-Zan (1781310): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type DuelState, type PlayerId, type Resolution, faceUpMonsters, facts, monstersOn, opponentOf, spellTrapsOn, trapActivation } from '../facade.js';

// Fuh-Rin-Ka-Zan: activate only while face-up WIND, WATER, FIRE and EARTH monsters are on the field; apply 1 of these,
// chosen as it resolves: destroy every monster your opponent controls; destroy every Spell and Trap Card your opponent
// controls; your opponent discards 2 random cards; or you draw 2 cards.
const ATTRIBUTES = ['WIND', 'WATER', 'FIRE', 'EARTH'];

interface Option {
  words: string;
  possible(state: DuelState, player: PlayerId): boolean;
  apply(r: Resolution): void;
}

const OPTIONS: readonly Option[] = [
  { words: 'destroy every monster your opponent controls', possible: (s, p) => monstersOn(s, opponentOf(p)).length > 0, apply: (r) => void r.destroy(monstersOn(r.state, r.opponent)) },
  { words: 'destroy every Spell and Trap Card your opponent controls', possible: (s, p) => spellTrapsOn(s, opponentOf(p)).length > 0, apply: (r) => void r.destroy(spellTrapsOn(r.state, r.opponent)) },
  {
    words: 'your opponent discards 2 random cards',
    possible: (s, p) => s.players[opponentOf(p)].hand.length >= 2,
    apply: (r) => {
      const hand = [...r.state.players[r.opponent].hand];
      const first = r.randomPick(hand);
      const second = r.randomPick(hand.filter((id) => id !== first));
      r.discard(r.opponent, [first, second].filter((id): id is number => id !== undefined));
    },
  },
  { words: 'draw 2 cards', possible: (s, p) => s.players[p].deck.length >= 2, apply: (r) => void r.draw(r.player, 2) },
];

const allFourAttributes = (state: DuelState): boolean => ATTRIBUTES.every((a) => faceUpMonsters(state).some((id) => facts(state, id).attribute === a));

export const fuhRinKaZan: CardScript = {
  passcode: 1781310,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'destroy-spell-trap', 'draw'],
      condition: (q) => allFourAttributes(q.state) && OPTIONS.some((o) => o.possible(q.state, q.player)),
      resolve: (r) => {
        const open = OPTIONS.filter((o) => o.possible(r.state, r.player));
        // The effect is chosen as the card resolves: each possible one is offered in turn, the last without a question.
        for (const [i, option] of open.entries()) {
          if (i === open.length - 1 || r.yesNo(r.player, `Fuh-Rin-Ka-Zan: ${option.words}?`)) return option.apply(r);
        }
      },
    }),
  ],
};
