/** Insect Imitation (96965364): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, deckSummonable, type EffectQuery, freeMainZones, levelOf, spellActivation, tributeCost } from '../facade.js';

const insectOfLevel = (level: number) => (f: { kind: string; race: string | null; level: number }) => f.kind === 'monster' && f.race === 'Insect' && f.level === level;
const hasFollower = (q: EffectQuery, id: number): boolean => levelOf(q.state, id) > 0 && deckSummonable(q.state, q.ctx, q.player, insectOfLevel(levelOf(q.state, id) + 1)).length > 0;

// Insect Imitation: Tribute 1 monster (cost); Special Summon from your Deck 1 Insect-Type monster whose Level is 1 higher than the Tributed monster's.
export const insectImitation: CardScript = {
  passcode: 96965364,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: tributeCost('1 monster for Insect Imitation', hasFollower),
      resolve: (r) => {
        const [tributed] = r.costCards();
        if (tributed === undefined || freeMainZones(r.state, r.player) === 0) return;
        const level = r.facts(tributed).level + 1;
        const candidates = deckSummonable(r.state, r.ctx, r.player, insectOfLevel(level));
        const [pick] = r.choose({ player: r.player, prompt: `Special Summon a Level ${level} Insect-Type monster from your Deck`, candidates, min: 1, max: 1 });
        // The position prompt does not name the card: until it is Summoned the other player has not seen it.
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition('the Insect picked from your Deck'));
        r.shuffleDeck(r.player);
      },
    }),
  ],
};
