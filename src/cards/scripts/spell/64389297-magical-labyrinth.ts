/** Magical Labyrinth (64389297): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, equippedTo, equipSpell, freeMainZones, nameOf } from '../facade.js';

const WALL = 'Labyrinth Wall';
const SHADOW = 'Wall Shadow';

const base = equipSpell({ passcode: 64389297, atk: 0, def: 0, only: (f) => f.name === WALL, what: 'face-up "Labyrinth Wall"' });

export const magicalLabyrinth: CardScript = {
  // Magical Labyrinth (Equip): equip only to "Labyrinth Wall". You can Tribute the equipped monster to Special Summon
  // 1 "Wall Shadow" from your Deck (this card then goes to the Graveyard, as it has nothing to equip).
  ...base,
  effects: [
    ...base.effects!,
    {
      id: 'shadow',
      kind: 'ignition',
      label: 'Tribute the equipped "Labyrinth Wall": Special Summon "Wall Shadow" from your Deck (Magical Labyrinth)',
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].deck.some((id) => nameOf(q.state, id) === SHADOW),
      cost: {
        custom: {
          what: 'Tribute the equipped "Labyrinth Wall"',
          can: (q) => {
            const wall = equippedTo(q.state, q.self);
            return wall !== null && q.state.cards[wall]!.controller === q.player;
          },
          pay: (r) => {
            const wall = equippedTo(r.state, r.self);
            if (wall === null) return [];
            r.tribute([wall]);
            return [wall];
          },
        },
      },
      resolve: (r) => {
        const [shadow] = r.state.players[r.player].deck.filter((id) => nameOf(r.state, id) === SHADOW);
        if (shadow !== undefined && freeMainZones(r.state, r.player) > 0) r.specialSummon(shadow, r.player, r.choosePosition(SHADOW), 'magical-labyrinth');
      },
    },
  ],
};
