/**
 * Oafdragon Magician (14920218): as a Scale beside a "Magician", it adds a face-up "Magician" or
 * "Odd-Eyes" Pendulum Monster from the Extra Deck to the hand; Summoned, it returns a "Magician"
 * Pendulum Monster or an "Odd-Eyes" monster from the Graveyard to the hand.
 */
import { type CardScript, type CardStatic, type EffectQuery, facts, isArchetype, isMagicianPendulum, isPendulumMonster, pendulumIgnition, scalesOf } from '../facade.js';

const NAME = 'Oafdragon Magician';
const isOddEyes = isArchetype('Odd-Eyes');

/** Does the other Pendulum Zone of the activator hold a "Magician" card? */
function magicianPartner(q: EffectQuery): boolean {
  return scalesOf(q.state, q.player).some((id) => id !== null && id !== q.self && isArchetype('Magician')(facts(q.state, id)));
}

/** Face-up "Magician" or "Odd-Eyes" Pendulum Monsters in the activator's Extra Deck, other than Oafdragon Magician. */
function extraDeckPicks(q: EffectQuery): number[] {
  return q.state.players[q.player].extra.filter((id) => {
    const f = facts(q.state, id);
    return q.state.cards[id]!.faceUp && isPendulumMonster(f) && (isArchetype('Magician')(f) || isOddEyes(f)) && f.name !== NAME;
  });
}

const graveyardPick = (f: CardStatic): boolean => f.name !== NAME && (isMagicianPendulum(f) || (f.kind === 'monster' && isOddEyes(f)));

export const oafdragonMagician: CardScript = {
  passcode: 14920218,
  effects: [
    // Pendulum Effect, once per turn (name), with a "Magician" card in your other Pendulum Zone: add 1 face-up "Magician" or "Odd-Eyes" Pendulum Monster (not Oafdragon) from your Extra Deck to your hand.
    pendulumIgnition({
      id: 'pendulum-recover',
      label: 'add a face-up "Magician" or "Odd-Eyes" Pendulum Monster from your Extra Deck to your hand',
      categories: ['to-hand'],
      oncePerTurn: 'name',
      condition: (q) => magicianPartner(q) && extraDeckPicks(q).length > 0,
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        if (!r.sourceStillThere()) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Add 1 face-up "Magician" or "Odd-Eyes" Pendulum Monster from your Extra Deck to your hand', candidates: extraDeckPicks(q), min: 1, max: 1 });
        if (pick !== undefined) r.addToHand(pick, 'extra');
      },
    }),
    {
      // If this card is Normal or Special Summoned: you can target 1 "Magician" Pendulum Monster or "Odd-Eyes" monster (not Oafdragon) in your GY; add it to your hand. Once per turn (name).
      id: 'recover',
      kind: 'trigger',
      label: 'add a "Magician" Pendulum Monster or "Odd-Eyes" monster from your Graveyard to your hand',
      categories: ['to-hand'],
      optional: true,
      oncePerTurn: 'name',
      triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'special-summon') && e.card === q.self,
      targets: [{ what: '"Magician" Pendulum Monster or "Odd-Eyes" monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => graveyardPick(facts(q.state, id)) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.addToHand(target, 'graveyard');
      },
    },
  ],
};
