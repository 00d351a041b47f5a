/** Rescue Cat (14878871): sent from the field, it brings 2 Level 3 or lower Beasts from the Deck, destroyed in the End Phase. */
import { type CardScript, type CardStatic, deckSummonable, freeMainZones, maySpecialSummon, stillFaceUpHere } from '../facade.js';

const smallBeast = (f: CardStatic): boolean => f.kind === 'monster' && f.race === 'Beast' && f.level <= 3;

export const rescueCat: CardScript = {
  passcode: 14878871,
  effects: [
    {
      id: 'rescue',
      kind: 'ignition',
      label: 'send it to the Graveyard: Special Summon 2 Level 3 or lower Beasts from your Deck',
      categories: ['special-summon'],
      cost: {
        custom: {
          what: 'send this face-up card to the Graveyard',
          // Its own zone frees up, so one more free zone is enough for the two Beasts.
          can: (q) => freeMainZones(q.state, q.player) >= 1 && maySpecialSummon(q.state, q.player),
          pay: (r) => {
            if (stillFaceUpHere(r)) r.sendToGraveyard([r.self], 'cost');
          },
        },
      },
      condition: (q) => deckSummonable(q.state, q.ctx, q.player, smallBeast).length >= 2,
      resolve: (r) => {
        const candidates = deckSummonable(r.state, r.ctx, r.player, smallBeast);
        const count = Math.min(2, candidates.length, freeMainZones(r.state, r.player));
        const picked = count > 0 ? r.choose({ player: r.player, prompt: `Special Summon ${count} Level 3 or lower Beast-Type monster${count === 1 ? '' : 's'} from your Deck`, candidates, min: count, max: count }) : [];
        // The prompt names the Beasts by order: a Deck card's name must not reach the opponent's view before it is summoned.
        picked.forEach((id, i) => {
          if (r.specialSummon(id, r.player, r.choosePosition(`the ${i === 0 ? 'first' : 'second'} Beast you picked`))) r.addEffect('destroy-at-end-phase', r.cardAffected(id), null);
        });
        r.shuffleDeck(r.player);
      },
    },
  ],
};
