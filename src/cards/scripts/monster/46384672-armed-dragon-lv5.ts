/** Armed Dragon LV5 (46384672): send a monster from the hand to destroy a face-up opponent's monster with ATK up to its ATK; levels up after a battle win. */
import { atkNow, type CardScript, type EffectQuery, facts, faceUpMonsters, levelUpAfterBattleDestruction, opponentOf } from '../facade.js';

/** The printed ATK of a monster card (a card in the hand or Graveyard has no other). */
const printedAtk = (q: EffectQuery, id: number): number => facts(q.state, id).atk ?? 0;

/** Face-up monsters of the opponent whose ATK is at most `atk`. */
const victims = (q: EffectQuery, atk: number): number[] => faceUpMonsters(q.state, opponentOf(q.player)).filter((id) => atkNow(q.state, q.ctx, id) <= atk);

const handMonsters = (q: EffectQuery): number[] => q.state.players[q.player].hand.filter((h) => facts(q.state, h).kind === 'monster');

// The sent monster is the cost, paid before the target is chosen: the target must have ATK equal to or
// lower than the sent monster's ATK (the cost card reaches the target filter as q.paidCostCards), and is
// checked again when the effect resolves.
export const armedDragonLv5: CardScript = {
  passcode: 46384672,
  remembersBattleDestruction: true,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'send 1 monster from your hand to the Graveyard: destroy 1 face-up monster of your opponent with ATK up to its ATK',
      categories: ['destroy-monster'],
      cost: {
        custom: {
          what: 'send from your hand to the Graveyard 1 monster whose ATK is at least that of a face-up monster your opponent controls',
          can: (q) => handMonsters(q).some((h) => victims(q, printedAtk(q, h)).length > 0),
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const fits = handMonsters(q).filter((h) => victims(q, printedAtk(q, h)).length > 0);
            const picked = r.choose({ player: r.player, prompt: 'Send 1 monster from your hand to the Graveyard', candidates: fits, min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      targets: [
        {
          what: 'face-up monster your opponent controls',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'opponent',
          filter: (q, id) => q.state.cards[id]!.faceUp && (q.paidCostCards === undefined || q.paidCostCards.every((c) => atkNow(q.state, q.ctx, id) <= printedAtk(q, c))),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets();
        const [sent] = r.costCards();
        if (target === undefined || sent === undefined) return;
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        if (r.state.cards[target]!.faceUp && atkNow(r.state, r.ctx, target) <= printedAtk(q, sent)) void r.destroy([target]);
      },
    },
    levelUpAfterBattleDestruction('Armed Dragon LV7'),
  ],
};
