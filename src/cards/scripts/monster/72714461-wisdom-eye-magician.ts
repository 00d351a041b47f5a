/**
 * Wisdom-Eye Magician (72714461): as a Scale beside a "Magician" or "Performapal" card, it
 * destroys itself to place another "Magician" Pendulum Monster from the Deck in a Pendulum Zone;
 * discarded from the hand, it gives a Scale that was changed its printed Scale back for the turn.
 */
import { type CardScript, type CardStatic, type EffectQuery, facts, isArchetype, isMagicianPendulum, pendulumIgnition, printedScaleOf, scaleOf, scalesOf } from '../facade.js';

const NAME = 'Wisdom-Eye Magician';
const placeable = (f: CardStatic): boolean => isMagicianPendulum(f) && f.name !== NAME;

/** Does the activator's other Pendulum Zone hold a "Magician" or "Performapal" card? */
function partner(q: EffectQuery): boolean {
  return scalesOf(q.state, q.player).some((id) => id !== null && id !== q.self && (isArchetype('Magician')(facts(q.state, id)) || isArchetype('Performapal')(facts(q.state, id))));
}

export const wisdomEyeMagician: CardScript = {
  passcode: 72714461,
  effects: [
    // Pendulum Effect, with a "Magician" or "Performapal" card in your other Pendulum Zone: destroy this card, and if you do, place 1 "Magician" Pendulum Monster (not Wisdom-Eye) from your Deck in your Pendulum Zone.
    pendulumIgnition({
      id: 'pendulum-swap',
      label: 'destroy this card to place a "Magician" Pendulum Monster from your Deck in your Pendulum Zone',
      categories: ['search'],
      condition: (q) => partner(q) && q.state.players[q.player].deck.some((id) => placeable(facts(q.state, id))),
      resolve: (r) => {
        if (!r.sourceStillThere() || r.destroy([r.self]).length === 0) return;
        const zones = r.state.players[r.player].spellTraps;
        const free = (['left', 'right'] as const).filter((side) => zones[side === 'left' ? 0 : zones.length - 1] === null);
        const candidates = r.state.players[r.player].deck.filter((id) => placeable(r.facts(id))).sort((a, b) => a - b);
        if (free.length === 0 || candidates.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Place 1 "Magician" Pendulum Monster from your Deck in your Pendulum Zone', candidates, min: 1, max: 1 });
        if (pick === undefined) return;
        const [side] = free.length === 1 ? [0] : r.choose({ player: r.player, prompt: 'Place the card from your Deck in which Pendulum Zone', candidates: [0, 1], labels: ['left', 'right'], min: 1, max: 1 });
        r.placeInPendulumZone(pick, r.player, free[side ?? 0]!);
        r.shuffleDeck(r.player);
      },
    }),
    {
      // Discard this card, then target 1 card in your Pendulum Zone whose Scale is not its printed Scale; it becomes its printed Scale until the end of this turn.
      id: 'restore-scale',
      kind: 'ignition',
      activateFrom: 'hand',
      label: 'discard this card to give a card in your Pendulum Zone its original Scale back',
      cost: { self: 'discard' },
      targets: [
        {
          what: 'card in your Pendulum Zone whose Pendulum Scale was changed',
          min: 1,
          max: 1,
          from: ['spellTraps'],
          side: 'own',
          filter: (q, id) => scalesOf(q.state, q.player).includes(id) && scaleOf(q.state, id, q.ctx) !== printedScaleOf(q.state, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.addEffect('set-scale', r.cardAffected(target), printedScaleOf(r.state, target), 'end-of-turn');
      },
    },
  ],
};
