/** Enchanting Fitting Room (30531525): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { canBeSpecialSummonedByEffect, type CardScript, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

export const enchantingFittingRoom: CardScript = {
  // Enchanting Fitting Room: pay 800 LP; reveal the top 4 cards of your Deck and Special Summon every Level 3 or lower
  // Normal Monster among them (the ones there is no room for go to the Graveyard); shuffle the rest back.
  passcode: 30531525,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { lp: 800 },
      condition: (q) => q.state.players[q.player].deck.length >= 4 && freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      resolve: (r) => {
        const top = r.state.players[r.player].deck.slice(0, 4);
        r.reveal(r.player, top);
        const normals = top.filter((id) => r.facts(id).frame === 'normal' && r.facts(id).level <= 3 && canBeSpecialSummonedByEffect(r.state, r.ctx, id));
        const room = freeMainZones(r.state, r.player);
        const summoned = normals.length <= room ? normals : r.choose({ player: r.player, prompt: `Special Summon ${room} of the revealed monsters`, candidates: normals, min: room, max: room });
        // The prompt names no card: the views do not list cards revealed from a Deck, so a name here would show a card the view hides.
        for (const id of summoned) r.specialSummon(id, r.player, r.choosePosition('a revealed Normal Monster'));
        r.sendToGraveyard(normals.filter((id) => !summoned.includes(id)));
        r.shuffleDeck(r.player);
      },
    }),
  ],
};
