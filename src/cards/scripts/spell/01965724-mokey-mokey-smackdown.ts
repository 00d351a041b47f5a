/** Mokey Mokey Smackdown (01965724): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, continuousActivation, facts, faceUpMonsters } from '../facade.js';

const MOKEY = 'Mokey Mokey';

const mokeys = (state: DuelState, player: 0 | 1): number[] => faceUpMonsters(state, player).filter((id) => facts(state, id).name === MOKEY);

export const mokeyMokeySmackdown: CardScript = {
  // Mokey Mokey Smackdown (Continuous): when a face-up Fairy-Type monster you control is destroyed while you control a
  // face-up "Mokey Mokey", the ATK of every "Mokey Mokey" you control becomes 3000 until the end of the turn (a
  // mandatory trigger; other changes to its ATK still apply on top of 3000).
  passcode: 1965724,
  effects: [
    continuousActivation('spell'),
    {
      id: 'smackdown',
      kind: 'trigger',
      label: 'every "Mokey Mokey" you control has 3000 ATK this turn (Mokey Mokey Smackdown)',
      categories: ['stat-change'],
      triggersOn: (q, e) =>
        e.type === 'destroyed' && e.wasFaceUp !== false && (e.controller ?? e.owner) === q.player && facts(q.state, e.card).race === 'Fairy' && mokeys(q.state, q.player).length > 0,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        for (const id of mokeys(r.state, r.player)) r.addEffect('set-base-stats', r.cardAffected(id), { atk: 3000, def: facts(r.state, id).def });
      },
    },
  ],
};
