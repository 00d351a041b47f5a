/** Contract with Exodia (33244944): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, type DuelState, facts, freeMainZones, maySpecialSummon, type PlayerId, spellActivation } from '../facade.js';

const PIECES = ['Exodia the Forbidden One', 'Right Arm of the Forbidden One', 'Left Arm of the Forbidden One', 'Right Leg of the Forbidden One', 'Left Leg of the Forbidden One'];
const NECROSS = 'Exodia Necross';

const necrossInHand = (state: DuelState, player: PlayerId): number[] => state.players[player].hand.filter((id) => facts(state, id).name === NECROSS);

export const contractWithExodia: CardScript = {
  // Activate only while all 5 pieces of Exodia are in your Graveyard: Special Summon 1 "Exodia Necross" from your
  // hand (its own way out, so it counts as properly Summoned).
  passcode: 33244944,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => {
        const grave = q.state.players[q.player].graveyard.map((id) => facts(q.state, id).name);
        return PIECES.every((name) => grave.includes(name)) && maySpecialSummon(q.state, q.player) && freeMainZones(q.state, q.player) > 0 && necrossInHand(q.state, q.player).length > 0;
      },
      resolve: (r) => {
        const [pick] = r.choose({ player: r.player, prompt: `Special Summon 1 "${NECROSS}" from your hand`, candidates: necrossInHand(r.state, r.player), min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(NECROSS), 'contract-with-exodia');
      },
    }),
  ],
};
