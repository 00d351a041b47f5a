/** Jam Breeding Machine (21770260): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type CardStatic, continuousActivation, freeMainZones, phaseTrigger } from '../facade.js';

/** The Slime Token: Aqua-Type, WATER, Level 1, 500 ATK / 500 DEF (its token card's passcode). */
const SLIME_TOKEN: CardStatic = {
  passcode: 21770261,
  name: 'Slime Token',
  kind: 'monster',
  frame: 'token',
  subtypes: ['Token'],
  attribute: 'WATER',
  race: 'Aqua',
  level: 1,
  atk: 500,
  def: 500,
  extraDeck: false,
  normalSummonable: false,
};

export const jamBreedingMachine: CardScript = {
  // Jam Breeding Machine (Continuous): during each of your Standby Phases, Special Summon 1 Slime Token (Aqua, WATER,
  // Level 1, 500 ATK/500 DEF) in Attack Position. While this card is face-up you cannot Summon any monster other than
  // by this card's effect (you may still Set).
  passcode: 21770260,
  effects: [
    continuousActivation('spell'),
    phaseTrigger({
      id: 'breed',
      label: 'Special Summon 1 Slime Token (Jam Breeding Machine)',
      phase: 'standby',
      whose: 'yours',
      categories: ['special-summon'],
      also: (q) => freeMainZones(q.state, q.player) > 0,
      resolve: (r) => void r.createToken(r.player, SLIME_TOKEN, 'attack'),
    }),
  ],
  // The Token is created by this card's own effect, which the player lock does not stop.
  continuous: [{ code: 'cannot-summon', affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller }],
};
