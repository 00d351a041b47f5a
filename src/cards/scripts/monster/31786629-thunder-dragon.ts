/** Thunder Dragon (31786629): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, type DuelState, type PlayerId } from '../facade.js';

const NAME = 'Thunder Dragon';
const inDeck = (state: DuelState, player: PlayerId): boolean => state.players[player].deck.some((id) => state.cards[id]!.passcode === 31786629);

export const thunderDragon: CardScript = {
  // In your Main Phase, discard this card from your hand: add up to 2 "Thunder Dragon" from your Deck to your hand.
  passcode: 31786629,
  effects: [
    {
      id: 'search',
      kind: 'ignition',
      activateFrom: 'hand',
      label: 'Discard Thunder Dragon to add up to 2 Thunder Dragon from your Deck',
      categories: ['search'],
      cost: { self: 'discard' },
      condition: (q) => inDeck(q.state, q.player),
      resolve: (r) => void r.search(r.player, (f) => f.name === NAME, `Add up to 2 ${NAME} from your Deck to your hand`, 2),
    },
  ],
};
