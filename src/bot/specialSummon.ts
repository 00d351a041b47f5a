/**
 * Summons by a monster's own procedure (a Toon with Toon World, a Fusion or Synchro from the
 * Extra Deck, a monster that Special Summons itself from the hand). They do not use the
 * Normal Summon, so one is worth making whenever the monster gains more than the cards it
 * costs: the same rule as a Tribute Summon (the new monster beats the ATK it replaces).
 * Read from the bot's view and the options only.
 */
import type { CardView, DuelView } from '../engine/view.js';
import type { Action, Option } from '../engine/types.js';

type SpecialSummon = Extract<Action, { type: 'special-summon' }>;

/** What a card given up for a procedure is worth: a monster its ATK (or most of its DEF), another card 800. */
function costOf(c: CardView | undefined): number {
  if (!c || !c.known) return 800;
  return c.kind === 'monster' ? Math.max(c.atk ?? 0, (c.def ?? 0) * 0.8) : 800;
}

function ownCard(view: DuelView, id: number): CardView | undefined {
  const you = view.you;
  return [...you.hand, ...you.extra, ...you.graveyard, ...you.monsters, ...you.spellTraps].find((c) => c?.id === id) ?? undefined;
}

export interface SpecialSummonPlan {
  /** The strongest worthwhile procedure Summon, in Attack Position when it can fight, otherwise in Defense Position. */
  option: Option;
  atk: number;
}

/**
 * The procedure Summon worth making now, if any. `fights(atk)` says whether a monster of
 * that ATK would win a battle or be the strongest on the field (the Normal Summon's test).
 */
export function pickSpecialSummon(view: DuelView, options: readonly Option[], fights: (atk: number) => boolean): SpecialSummonPlan | undefined {
  type Cand = { option: Option; atk: number; def: number; gain: number; position: string };
  const cands: Cand[] = [];
  for (const option of options) {
    if (option.action.type !== 'special-summon') continue;
    const a = option.action as SpecialSummon;
    const mon = ownCard(view, a.card);
    if (!mon?.known || mon.kind !== 'monster') continue;
    const atk = mon.atk ?? 0;
    const cost = a.choice.reduce((t, id) => t + costOf(ownCard(view, id)), 0);
    if (a.choice.length > 0 && !(Math.max(atk, (mon.def ?? 0) * 0.8) > cost)) continue;
    cands.push({ option, atk, def: mon.def ?? 0, gain: atk - cost, position: a.position });
  }
  if (cands.length === 0) return undefined;
  cands.sort((x, y) => y.atk - x.atk || y.gain - x.gain || x.option.id.localeCompare(y.option.id));
  const top = cands[0]!;
  const wanted = fights(top.atk) ? 'attack' : 'defense';
  const same = cands.filter((c) => c.atk === top.atk && c.def === top.def && c.gain === top.gain);
  const pick = same.find((c) => c.position === wanted) ?? same[0]!;
  return { option: pick.option, atk: pick.atk };
}
