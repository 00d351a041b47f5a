/** Performapal Trump Witch (91584698): as a Scale it Fusion Summons with monsters on its controller's field; as a monster it Tributes itself for a "Polymerization". */
import { type CardScript, type EffectQuery, facts, fusionCandidates, pendulumIgnition } from '../facade.js';

/** "Polymerization" cards in the Deck and Graveyard of the activator. */
function polymerizations(q: EffectQuery): number[] {
  const p = q.state.players[q.player];
  return [...p.deck, ...p.graveyard].filter((id) => facts(q.state, id).name === 'Polymerization');
}

export const performapalTrumpWitch: CardScript = {
  passcode: 91584698,
  effects: [
    // Pendulum Effect, once per turn: Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters you control as materials.
    pendulumIgnition({
      id: 'pendulum-fusion',
      label: 'Fusion Summon using monsters you control as Fusion Materials',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      condition: (q) => fusionCandidates(q.state, q.ctx, q.player, { from: 'field' }).length > 0,
      resolve: (r) => void r.fusionSummon({ from: 'field' }),
    }),
    {
      // Tribute this card: add 1 "Polymerization" from your Deck or Graveyard to your hand.
      id: 'polymerization',
      kind: 'ignition',
      // The label names no card: the opponent must not learn from it what the Deck holds.
      label: 'Tribute this card to add its Fusion Spell from your Deck or Graveyard to your hand',
      categories: ['search', 'to-hand'],
      cost: { self: 'tribute' },
      condition: (q) => polymerizations(q).length > 0,
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const fromDeck = new Set(r.state.players[r.player].deck);
        const [pick] = r.choose({ player: r.player, prompt: 'Add 1 card from your Deck or Graveyard to your hand', candidates: polymerizations(q).sort((a, b) => a - b), min: 1, max: 1 });
        if (pick === undefined) return;
        r.addToHand(pick, fromDeck.has(pick) ? 'deck' : 'graveyard');
        if (fromDeck.has(pick)) r.shuffleDeck(r.player);
      },
    },
  ],
};
