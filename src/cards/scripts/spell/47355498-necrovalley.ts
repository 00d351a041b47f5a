/** Necrovalley (47355498): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, fieldSpell } from '../facade.js';

const GRAVEKEEPERS = { atk: 500, def: 500 };
const base = fieldSpell(47355498, (f) => (f.name.startsWith("Gravekeeper's") ? GRAVEKEEPERS : null));

// Necrovalley: every "Gravekeeper's" monster gains 500 ATK and DEF; cards in either Graveyard cannot be removed from
// play (effects and costs: Chaos Sorcerer cannot be Special Summoned), and card effects that would move a card out of
// a Graveyard are negated (the move does not happen). The engine's Graveyard locks: graveyardLocks.ts.
export const necrovalley: CardScript = {
  ...base,
  continuous: [
    ...(base.continuous ?? []),
    { code: 'graveyard-banish-locked', affects: (_s, _source, t) => 'player' in t, value: () => 'both' },
    { code: 'negate-graveyard-moves', affects: (_s, _source, t) => 'player' in t },
  ],
};
