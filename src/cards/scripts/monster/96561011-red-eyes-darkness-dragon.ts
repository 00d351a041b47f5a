/** Red-Eyes Darkness Dragon (96561011): scripted from our own wording in data/cards/text/lead-cards.json. */
import { type CardScript, type DuelState, facts, targetCard, tributeNamed, tributeSummonMonster } from '../facade.js';

/** Dragon-Type monsters in the Graveyard of Red-Eyes Darkness Dragon's controller. */
function dragonsInGraveyard(state: DuelState, source: number): number {
  const grave = state.players[state.cards[source]!.controller].graveyard;
  return grave.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon').length;
}

export const redEyesDarknessDragon: CardScript = {
  ...tributeSummonMonster(96561011, [tributeNamed('Red-Eyes Black Dragon')]),
  continuous: [{ code: 'change-stats', affects: (_s, source, t) => targetCard(t) === source, value: (state, source) => ({ atk: 300 * dragonsInGraveyard(state, source), def: 0 }) }],
};
