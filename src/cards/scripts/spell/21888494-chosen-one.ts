/** Chosen One (21888494): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type EffectQuery, facts, freeMainZones, summonableByEffect, spellActivation } from '../facade.js';

// Chosen One: choose 1 monster and 2 Spell or Trap Cards from your hand and show them to your opponent, who picks 1 of the
// 3 at random. If it is the monster, Special Summon it and send the other 2 to the Graveyard; if not, send all 3 to the Graveyard.
const monstersInHand = (q: Pick<EffectQuery, 'state' | 'ctx' | 'player'>): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).kind === 'monster' && summonableByEffect(q.state, q.ctx, q.player, id));
const spellTrapsInHand = (q: Pick<EffectQuery, 'state' | 'player'>, self?: number): number[] =>
  q.state.players[q.player].hand.filter((id) => id !== self && facts(q.state, id).kind !== 'monster');

export const chosenOne: CardScript = {
  passcode: 21888494,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && monstersInHand(q).length > 0 && spellTrapsInHand(q, q.self).length >= 2,
      resolve: (r) => {
        const monsters = monstersInHand(r);
        const others = spellTrapsInHand(r);
        if (freeMainZones(r.state, r.player) === 0 || monsters.length === 0 || others.length < 2) return;
        const [monster] = r.choose({ player: r.player, prompt: 'Chosen One: choose 1 monster from your hand', candidates: monsters, min: 1, max: 1 });
        const spells = r.choose({ player: r.player, prompt: 'Chosen One: choose 2 Spell or Trap Cards from your hand', candidates: others, min: 2, max: 2 });
        if (monster === undefined || spells.length < 2) return;
        const three = [monster, ...spells];
        r.reveal(r.player, three);
        const picked = r.randomPick(three);
        if (picked === monster && r.specialSummon(monster, r.player, r.choosePosition(r.name(monster)))) r.sendToGraveyard(spells);
        else r.sendToGraveyard(three);
      },
    }),
  ],
};
