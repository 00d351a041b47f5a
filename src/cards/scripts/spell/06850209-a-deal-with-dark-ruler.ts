/** A Deal with Dark Ruler (06850209): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, type PlayerId, facts, freeMainZones, levelOf, maySpecialSummon, spellActivation } from '../facade.js';

const BERSERK = 'Berserk Dragon';

/** Did a Level 8 or higher monster `player` controlled go from the field to the Graveyard this turn? */
const bigOneSent = (state: DuelState, player: PlayerId): boolean => state.usedThisTurn.sentFromField.some((u) => u.owner === player && levelOf(state, u.card) >= 8);

const dragons = (state: DuelState, player: PlayerId): number[] => {
  const p = state.players[player];
  return [...p.hand, ...p.deck].filter((id) => facts(state, id).name === BERSERK);
};

export const aDealWithDarkRuler: CardScript = {
  // A Deal with Dark Ruler (Quick-Play): activate only during a turn in which a Level 8 or higher monster on your side
  // of the field was sent to the Graveyard. Special Summon 1 "Berserk Dragon" from your hand or Deck (its own
  // Summon condition: only this card Special Summons it).
  passcode: 6850209,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => bigOneSent(q.state, q.player) && freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player) && dragons(q.state, q.player).length > 0,
      resolve: (r) => {
        const candidates = dragons(r.state, r.player);
        if (candidates.length === 0 || freeMainZones(r.state, r.player) === 0) return;
        const [id] = r.choose({ player: r.player, prompt: `Special Summon 1 "${BERSERK}" from your hand or Deck`, candidates, min: 1, max: 1 });
        if (id === undefined) return;
        const fromDeck = r.state.cards[id]!.location === 'deck';
        r.specialSummon(id, r.player, r.choosePosition(BERSERK), 'a-deal-with-dark-ruler');
        if (fromDeck) r.shuffleDeck(r.player);
      },
    }),
  ],
};
