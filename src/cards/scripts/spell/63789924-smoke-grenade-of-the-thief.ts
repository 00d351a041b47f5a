/** Smoke Grenade of the Thief (63789924): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, equipSpell, lookAtHandAndPick } from '../facade.js';

export const smokeGrenadeOfTheThief: CardScript = equipSpell({
  // Smoke Grenade of the Thief (Equip): it changes nothing on the equipped monster. When this card is destroyed by a
  // card effect while equipped, you look at your opponent's hand and discard 1 card from it (a mandatory trigger).
  passcode: 63789924,
  atk: 0,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'discard',
      kind: 'trigger',
      label: "look at your opponent's hand and discard 1 card from it (Smoke Grenade of the Thief)",
      categories: [],
      triggersFrom: ['graveyard', 'banished'],
      // An Equip Card left without its monster is destroyed by the rules ('rule'), so 'effect' means it was still equipped.
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by === 'effect',
      resolve: (r) => {
        if (r.state.players[r.opponent].hand.length === 0) return;
        const picked = lookAtHandAndPick(r, r.player, r.opponent, 'Smoke Grenade of the Thief: discard 1 card from your opponent\'s hand');
        r.discard(r.opponent, picked);
      },
    },
  ],
});
