/** Light of Judgment (44595286): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type DuelState, type EngineContext, facts, isNamed, lookAtHandAndPick, monstersOn, spellTrapsOn, trapActivation } from '../facade.js';

const SANCTUARY = 'The Sanctuary in the Sky';

/** Is "The Sanctuary in the Sky" face-up in either Field Zone? */
function sanctuaryOnField(state: DuelState, ctx: EngineContext | undefined): boolean {
  return [state.players[0].fieldZone, state.players[1].fieldZone].some((id) => id !== null && state.cards[id]!.faceUp && isNamed(state, ctx, id, SANCTUARY));
}

export const lightOfJudgment: CardScript = {
  // Light of Judgment: activate only while "The Sanctuary in the Sky" is on the field, by discarding 1 LIGHT monster (a
  // cost). Then pick 1 card your opponent controls, or look at their hand and pick 1 card there, and send it to the
  // Graveyard (nothing is targeted).
  passcode: 44595286,
  effects: [
    trapActivation({
      categories: [],
      condition: (q) => {
        const opp = q.player === 0 ? 1 : 0;
        return sanctuaryOnField(q.state, q.ctx) && (q.state.players[opp].hand.length > 0 || monstersOn(q.state, opp).length + spellTrapsOn(q.state, opp).length > 0);
      },
      cost: { discard: 1, discardOnly: { what: 'a LIGHT monster', filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).attribute === 'LIGHT' } },
      resolve: (r) => {
        const field = [...monstersOn(r.state, r.opponent), ...spellTrapsOn(r.state, r.opponent)];
        const hand = r.state.players[r.opponent].hand;
        if (field.length === 0 && hand.length === 0) return;
        const fromHand =
          field.length === 0 ||
          (hand.length > 0 && r.choose({ player: r.player, prompt: 'Light of Judgment: send a card from', candidates: [0, 1], labels: ["your opponent's field", "your opponent's hand"], min: 1, max: 1 })[0] === 1);
        const picked = fromHand
          ? lookAtHandAndPick(r, r.player, r.opponent, "Light of Judgment: send 1 card from your opponent's hand to the Graveyard")
          : r.choose({ player: r.player, prompt: 'Light of Judgment: send 1 card your opponent controls to the Graveyard', candidates: field, min: 1, max: 1 });
        r.sendToGraveyard(picked);
      },
    }),
  ],
};
