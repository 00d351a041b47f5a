/** Dust Tornado (60082869): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const dustTornado: CardScript = {
  // Dust Tornado: target 1 Spell or Trap your opponent controls; destroy it. Then you may Set 1 Spell or Trap from your hand.
  passcode: 60082869,
  effects: [
    trapActivation({
      categories: ['destroy-spell-trap'],
      targets: [{ what: 'Spell or Trap card your opponent controls', min: 1, max: 1, from: ['spellTraps'], side: 'opponent' }],
      resolve: (r) => {
        if (r.destroy(r.targets(0)).length === 0) return;
        const settable = r.state.players[r.player].hand.filter((id) => facts(r.state, id).kind !== 'monster');
        if (settable.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Set 1 Spell or Trap card from your hand (or none)', candidates: settable, min: 0, max: 1 });
        if (pick !== undefined) r.setSpellTrap(pick, r.player);
      },
    }),
  ],
};
