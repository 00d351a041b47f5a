/** Ninjitsu Art of Transformation (70861343): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { bindToCard, type CardScript, type DuelState, type EngineContext, facts, faceUpMonsters, type PlayerId, summonableByEffect, trapActivation } from '../facade.js';

const RACES = ['Beast', 'Winged Beast', 'Insect'];
/** The Tributed Ninja's Level plus 3, kept on this card until it resolves. */
const MAX_LEVEL = 'Level allowed';

const ninjas = (state: DuelState, player: PlayerId): number[] => faceUpMonsters(state, player).filter((id) => facts(state, id).name.includes('Ninja') && facts(state, id).level > 0);

/** Beast, Winged Beast or Insect monsters in the hand or Deck of at most `level` that may be Special Summoned. */
const candidates = (state: DuelState, player: PlayerId, level: number, ctx?: EngineContext): number[] => {
  const p = state.players[player];
  return [...p.hand, ...p.deck].filter((id) => {
    const f = facts(state, id);
    return f.kind === 'monster' && RACES.includes(f.race ?? '') && f.level <= level && summonableByEffect(state, ctx, player, id);
  });
};

export const ninjitsuArtOfTransformation: CardScript = {
  // Ninjitsu Art of Transformation: Tribute 1 face-up "Ninja" monster you control; Special Summon 1 Beast-, Winged Beast- or
  // Insect-Type monster from your hand or Deck whose Level is at most the Tributed monster's Level + 3. When this card
  // leaves the field, that monster is destroyed.
  passcode: 70861343,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      cost: {
        custom: {
          what: 'a face-up "Ninja" monster to Tribute',
          can: (q) => ninjas(q.state, q.player).some((id) => candidates(q.state, q.player, facts(q.state, id).level + 3, q.ctx).length > 0),
          pay: (r) => {
            const able = ninjas(r.state, r.player).filter((id) => candidates(r.state, r.player, r.facts(id).level + 3, r.ctx).length > 0);
            const [picked] = r.choose({ player: r.player, prompt: 'Tribute a face-up "Ninja" monster', candidates: able, min: 1, max: 1 });
            if (picked === undefined) return [];
            r.addCounters(r.self, MAX_LEVEL, r.facts(picked).level + 3);
            r.tribute([picked]);
            return [picked];
          },
        },
      },
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const list = candidates(r.state, r.player, r.state.cards[r.self]!.counters[MAX_LEVEL] ?? 0, r.ctx).sort((a, b) => a - b);
        const [picked] = r.choose({ player: r.player, prompt: 'Special Summon a Beast, Winged Beast or Insect monster', candidates: list, min: Math.min(1, list.length), max: 1 });
        if (picked === undefined) return;
        const fromDeck = r.state.cards[picked]!.location === 'deck';
        if (r.specialSummon(picked, r.player, r.choosePosition(r.name(picked)))) bindToCard(r, picked, { destroyWithCard: true, cardGoesWhen: 'never' });
        if (fromDeck) r.shuffleDeck(r.player);
      },
    }),
  ],
};
