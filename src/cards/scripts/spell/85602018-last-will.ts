/** Last Will (85602018): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, type EngineContext, facts, freeMainZones, monsterSentThisTurn, type PlayerId, type Resolution, sentFromFieldThisTurn, spellActivation, summonableByEffect } from '../facade.js';

export const lastWill: CardScript = {
  // Last Will: once this turn, when a monster you controlled goes to your Graveyard (already, or later),
  // you may Special Summon 1 monster with 1500 or less ATK from your Deck.
  passcode: 85602018,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      resolve: (r) => {
        if (monsterSentThisTurn(r.state, r.player) && lastWillCandidates(r.state, r.ctx, r.player).length > 0) {
          if (r.yesNo(r.player, 'A monster you controlled went to your Graveyard this turn: Special Summon a monster with 1500 or less ATK from your Deck now?') && lastWillSummon(r)) return;
        }
        // Once this turn, wherever this card is by then: a floating trigger with one use.
        r.addEffect('floating-trigger', { player: r.player }, { card: r.self, effect: 'summon' }, 'end-of-turn', 1);
      },
    }),
    {
      id: 'summon',
      kind: 'trigger',
      label: 'Special Summon a monster with 1500 or less ATK from your Deck (Last Will)',
      optional: true,
      categories: ['special-summon'],
      floating: true,
      triggersOn: (q, e) =>
        e.type === 'sent-to-graveyard' &&
        (e.from === 'monster' || e.from === 'extraMonster') &&
        sentFromFieldThisTurn(q.state, q.player, e.card) &&
        lastWillCandidates(q.state, q.ctx, q.player).length > 0,
      resolve: (r) => {
        // Another monster's trip may have used this Last Will up while this link waited.
        if (r.floatingTriggerLeft() && lastWillSummon(r)) r.spendFloatingTrigger();
      },
    },
  ],
};

export function lastWillCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (freeMainZones(state, player) === 0) return [];
  return state.players[player].deck.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).atk <= 1500 && summonableByEffect(state, ctx, player, id));
}

/** Special Summons the chosen monster from the Deck; true if it came out. */
export function lastWillSummon(r: Resolution): boolean {
  const candidates = lastWillCandidates(r.state, r.ctx, r.player).sort((a, b) => a - b);
  if (candidates.length === 0) return false;
  const [id] = r.choose({ player: r.player, prompt: 'Special Summon 1 monster with 1500 or less ATK from your Deck', candidates, min: 1, max: 1 });
  if (id === undefined) return false;
  // The card is still in the Deck while the position is asked, so the prompt does not name it.
  const position = r.choosePosition('the chosen monster');
  const done = r.specialSummon(id, r.player, position);
  r.shuffleDeck(r.player);
  return done;
}
