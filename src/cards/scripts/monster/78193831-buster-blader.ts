/** Buster Blader (78193831): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, opponentOf, targetCard } from '../facade.js';

/** Dragons the opponent of Buster Blader's controller has face-up on the field and in the Graveyard. */
function opposingDragons(state: DuelState, source: number): number {
  const opp = opponentOf(state.cards[source]!.controller);
  const isDragon = (id: number): boolean => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon';
  return faceUpMonsters(state, opp).filter(isDragon).length + state.players[opp].graveyard.filter(isDragon).length;
}

export const busterBlader: CardScript = {
  passcode: 78193831,
  continuous: [{ code: 'change-stats', affects: (_s, source, t) => targetCard(t) === source, value: (state, source) => ({ atk: 500 * opposingDragons(state, source), def: 0 }) }],
};
