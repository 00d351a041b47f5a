/** Pitch-Black Power Stone (34029630): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, SPELL_COUNTER, canTakeSpellCounter, spellCountersOn, trapActivation } from '../facade.js';

export const pitchBlackPowerStone: CardScript = {
  // Pitch-Black Power Stone (Continuous Trap): when it is activated, 3 Spell Counters are placed on it. Once per turn,
  // during your Main Phase, you can move 1 Spell Counter from this card to another face-up card that can hold Spell
  // Counters. When its last Spell Counter is removed, this card is destroyed.
  passcode: 34029630,
  effects: [
    trapActivation({
      resolve: (r) => {
        if (r.sourceStillThere()) r.addCounters(r.self, SPELL_COUNTER, 3);
      },
    }),
    {
      id: 'move',
      kind: 'ignition',
      label: 'move 1 Spell Counter from this card to another card (Pitch-Black Power Stone)',
      categories: [],
      oncePerTurn: 'card',
      condition: (q) => spellCountersOn(q.state, q.self) > 0,
      targets: [
        {
          what: 'other face-up card that can hold a Spell Counter',
          min: 1,
          max: 1,
          from: ['monsters', 'spellTraps'],
          side: 'both',
          filter: (q, id) => id !== q.self && canTakeSpellCounter(q, id),
        },
      ],
      resolve: (r) => {
        const [to] = r.targets(0);
        if (to === undefined || !r.sourceStillThere() || spellCountersOn(r.state, r.self) === 0) return;
        r.removeCounters(r.self, SPELL_COUNTER, 1);
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        if (canTakeSpellCounter(q, to)) r.addCounters(to, SPELL_COUNTER, 1);
      },
    },
  ],
  // Whatever removes its last counter, the rules then destroy it (it keeps no counters once empty).
  continuous: [{ code: 'destroyed-by-event', onEvent: (_state, source, e) => e.type === 'counter' && e.card === source && e.counter === SPELL_COUNTER && e.count === 0 }],
};
