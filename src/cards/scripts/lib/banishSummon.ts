/**
 * "Cannot be Normal Summoned or Set; Special Summoned from your hand by banishing monsters
 * from your Graveyard" (Black Luster Soldier - Envoy of the Beginning, Chaos Sorcerer,
 * Inferno, Garuda the Wind Spirit): one procedure for all of them. Each card file declares
 * what it banishes with `banishSummonMonster`; that is a proper Special Summon, so the
 * monster may later be revived by effects.
 */
import type { CardScript, CardStatic, DuelState, PlayerId, SummonProcedure } from './engine.js';
import { facts } from './queries.js';

/** One card the procedure banishes: words for it and which Graveyard cards qualify. */
export interface BanishCost {
  what: string;
  fits(f: CardStatic): boolean;
}

const COSTS = new Map<number, { costs: readonly BanishCost[]; describe: string }>();

/** The script part of such a monster: it can only be Special Summoned, by `costs` from the Graveyard. */
export function banishSummonMonster(passcode: number, costs: readonly BanishCost[]): Pick<CardScript, 'passcode' | 'specialSummonOnly'> {
  COSTS.set(passcode, { costs, describe: `by banishing ${costs.map((c) => c.what).join(' and ')} from your Graveyard` });
  return { passcode, specialSummonOnly: true };
}

/**
 * Every set of distinct cards of `pool` that pays `costs`, one card per cost and each
 * fitting it, as sorted lists without repeats (shared by the Summon procedures that pay
 * with named or typed cards: banishing from the Graveyard, Tributing from the field).
 */
export function oneCardPerCost(state: DuelState, pool: readonly number[], costs: readonly { fits(f: CardStatic): boolean }[]): number[][] {
  const out = new Map<string, number[]>();
  const pick = (i: number, acc: number[]): void => {
    if (i === costs.length) {
      const sorted = [...acc].sort((a, b) => a - b);
      out.set(sorted.join(','), sorted);
      return;
    }
    for (const id of pool) {
      if (acc.includes(id) || !costs[i]!.fits(facts(state, id))) continue;
      acc.push(id);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  pick(0, []);
  return [...out.values()];
}

/** Every set of distinct Graveyard cards that pays `costs` (one card per cost, each fitting it). */
export function banishChoices(state: DuelState, player: PlayerId, costs: readonly BanishCost[]): number[][] {
  const grave = state.players[player].graveyard.filter((id) => facts(state, id).kind === 'monster');
  return oneCardPerCost(state, grave, costs);
}

export const BANISH_SUMMON_PROCEDURE: SummonProcedure = {
  id: 'banish',
  describe: 'by banishing monsters from your Graveyard',
  from: ['hand'],
  appliesTo: (card) => COSTS.has(card.passcode),
  choices: (state, player, card) => {
    const spec = COSTS.get(state.cards[card]!.passcode);
    return spec ? banishChoices(state, player, spec.costs) : [];
  },
  pay: (costs, _player, _card, choice) => costs.banish(choice),
  banishesFromGraveyard: true,
};

/** The attribute cost "1 LIGHT monster" and the like. */
export const banishAttribute = (attribute: string): BanishCost => ({ what: `1 ${attribute} monster`, fits: (f) => f.kind === 'monster' && f.attribute === attribute });
