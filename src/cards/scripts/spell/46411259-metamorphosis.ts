/** Metamorphosis (46411259): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { canBeSpecialSummonedBy, type CardScript, type DuelState, type EngineContext, facts, faceUpMonster, maySpecialSummon, type PlayerId, spellActivation, tributeCost } from '../facade.js';

/** Fusion Monsters in `player`'s Fusion Deck with this Level (not one that must be Fusion Summoned). */
const fusionsOfLevel = (state: DuelState, ctx: EngineContext | undefined, player: PlayerId, level: number): number[] =>
  state.players[player].extra.filter((id) => facts(state, id).frame === 'fusion' && facts(state, id).level === level && canBeSpecialSummonedBy(state, ctx, id, 'metamorphosis'));

export const metamorphosis: CardScript = {
  // Metamorphosis (April 2005 wording): Tribute 1 face-up monster you control (a cost); Special Summon 1 Fusion Monster
  // with the same Level from your Fusion Deck. Not a Fusion Summon, but the card's own way to bring it out, so it
  // counts as properly Summoned. The Tribute frees the zone it needs.
  passcode: 46411259,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player),
      cost: tributeCost('1 face-up monster for Metamorphosis', (q, id) => faceUpMonster(q.state, id) && fusionsOfLevel(q.state, q.ctx, q.player, facts(q.state, id).level).length > 0),
      resolve: (r) => {
        const [tributed] = r.costCards();
        if (tributed === undefined) return;
        const level = r.facts(tributed).level;
        const candidates = fusionsOfLevel(r.state, r.ctx, r.player, level);
        if (candidates.length === 0) return;
        const [id] = r.choose({ player: r.player, prompt: `Special Summon 1 Level ${level} Fusion Monster from your Fusion Deck`, candidates, min: 1, max: 1 });
        if (id !== undefined) r.specialSummon(id, r.player, r.choosePosition(r.name(id)), 'metamorphosis');
      },
    }),
  ],
};
