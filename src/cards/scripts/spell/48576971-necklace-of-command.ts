/** Necklace of Command (48576971): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

export const necklaceOfCommand: CardScript = equipSpell({
  // Necklace of Command (Equip Spell, no change of its own): when it goes from the field to the Graveyard its owner
  // picks 1 as it resolves: draw 1 card, or the opponent discards 1 card at random.
  passcode: 48576971,
  atk: 0,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'graveyard',
      kind: 'trigger',
      label: 'draw 1 card, or your opponent discards 1 card at random (Necklace of Command)',
      categories: ['draw'],
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      resolve: (r) => {
        const canDraw = r.state.players[r.player].deck.length > 0;
        const theirHand = r.state.players[r.opponent].hand;
        const labels = ['Draw 1 card', 'Your opponent discards 1 card at random'];
        const candidates = [...(canDraw ? [0] : []), ...(theirHand.length > 0 ? [1] : [])];
        if (candidates.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Necklace of Command', candidates, labels: candidates.map((c) => labels[c]!), min: 1, max: 1 });
        if (pick === 0) r.draw(r.player, 1);
        else {
          const random = r.randomPick(theirHand);
          if (random !== undefined) r.discard(r.opponent, [random]);
        }
      },
    },
  ],
});
