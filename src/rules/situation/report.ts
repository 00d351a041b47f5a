/**
 * Tells what the engine did in a situation run (situation/run.ts): a one-line outcome
 * first (what was destroyed, who took how much, whether the duel ends), then each step
 * with the rule section it rests on, every card named.
 */
import type { DuelEvent, DuelState, PlayerId } from '../../engine/types.js';
import type { SituationRun } from './run.js';

export interface SituationReport {
  lines: string[];
  ids: string[];
}

const who = (p: PlayerId): string => (p === 0 ? 'you' : 'your opponent');
const Who = (p: PlayerId): string => (p === 0 ? 'You' : 'Your opponent');

function nameOf(state: DuelState, id: number | null): string {
  if (id === null) return 'no one';
  const c = state.cards[id];
  return c ? (state.catalog[c.passcode]?.name ?? `card ${id}`) : `card ${id}`;
}

/** One step of the run in words, with its rule id; null for events not worth a line. */
function stepLine(e: DuelEvent, state: DuelState): { line: string; id: string } | null {
  switch (e.type) {
    case 'attack':
      return e.target === null
        ? { line: `${nameOf(state, e.attacker)} attacks ${who(e.player === 0 ? 1 : 0)} directly.`, id: 'battle.direct-attack' }
        : { line: `${nameOf(state, e.attacker)} attacks ${nameOf(state, e.target)}.`, id: 'battle.declare' };
    case 'activate':
      return { line: `${Who(e.player)} activate${e.player === 0 ? '' : 's'} ${nameOf(state, e.card)} (Chain Link ${e.link}).`, id: 'chain.basics' };
    case 'negated':
      return { line: `${nameOf(state, e.card)} is negated.`, id: 'chain.negation' };
    case 'flip':
      return e.reason === 'attacked' ? { line: `${nameOf(state, e.card)} is turned face-up by the attack.`, id: 'battle.face-down' } : null;
    case 'damage-calculation':
      return e.defendValue === null
        ? { line: `Damage calculation: ${e.attackValue} ATK, direct.`, id: 'battle.direct-attack' }
        : { line: `Damage calculation: ${nameOf(state, e.attacker)} at ${e.attackValue} ATK against ${nameOf(state, e.target)} at ${e.defendValue} ${e.targetPosition === 'defense' ? 'DEF (Defense Position)' : 'ATK'}.`, id: e.targetPosition === 'defense' ? 'battle.damage-defense' : 'battle.damage-attack' };
    case 'battle-damage':
      return { line: `${Who(e.player)} take${e.player === 0 ? '' : 's'} ${e.amount} battle damage (${e.lp} LP left).`, id: 'term.battle-damage' };
    case 'destroyed':
      return { line: `${nameOf(state, e.card)} is destroyed${e.by === 'battle' ? ' by battle' : e.by === 'effect' ? ' by an effect' : ''}.`, id: e.by === 'battle' ? 'battle.damage-calculation' : 'term.destroy' };
    case 'effect-damage':
      return { line: `${Who(e.player)} take${e.player === 0 ? '' : 's'} ${e.amount} damage from an effect (${e.lp} LP left).`, id: 'term.effects-that-count' };
    default:
      return null;
  }
}

/** The outcome in one sentence: destroyed cards, damage, and whether the duel ends. */
function outcomeLine(run: SituationRun): { line: string; id: string | null } {
  const { events, state } = run;
  const destroyed = events.filter((e): e is Extract<DuelEvent, { type: 'destroyed' }> => e.type === 'destroyed' && e.by !== 'rule' && isMonster(run, e.card)).map((e) => nameOf(state, e.card));
  const damage = new Map<PlayerId, number>();
  for (const e of events) if (e.type === 'battle-damage') damage.set(e.player, (damage.get(e.player) ?? 0) + e.amount);
  const parts: string[] = [];
  parts.push(destroyed.length ? `${destroyed.join(' and ')} ${destroyed.length > 1 ? 'are' : 'is'} destroyed` : 'no monster is destroyed');
  const hurt = [...damage.entries()].filter(([, n]) => n > 0);
  parts.push(hurt.length ? hurt.map(([p, n]) => `${who(p)} take${p === 0 ? '' : 's'} ${n} battle damage`).join(', ') : 'no one takes battle damage');
  // Damage from an effect (Magic Cylinder: the attacker's ATK), with the card that dealt it.
  for (const e of events) {
    if (e.type !== 'effect-damage' || e.amount <= 0) continue;
    const from = e.by !== undefined ? ` from ${nameOf(state, e.by)}` : ' from an effect';
    parts.push(`${who(e.player)} take${e.player === 0 ? '' : 's'} ${e.amount} damage${from}`);
    hurt.push([e.player, e.amount]);
  }
  let end = '';
  let id: string | null = null;
  if (state.result) {
    const w = state.result.winner;
    const loser: PlayerId = w === 0 ? 1 : 0;
    end = w === null ? ' The duel ends in a draw.' : ` That wins the duel for ${who(w)}: ${who(loser)} ${loser === 1 ? 'goes' : 'go'} from ${run.startLp[loser]} to 0 LP.`;
    id = 'win.conditions';
  } else if (hurt.length) {
    const [p] = hurt[hurt.length - 1]!;
    end = ` The duel goes on: ${who(p)} ${p === 0 ? 'go' : 'goes'} from ${run.startLp[p]} to ${state.players[p].lp} LP.`;
  } else {
    const defender: PlayerId = run.attackerSide === 0 ? 1 : 0;
    end = ` The duel goes on (${who(defender)} ${defender === 0 ? 'stay' : 'stays'} at ${state.players[defender].lp} LP).`;
  }
  const sentence = parts.join(', and ');
  return { line: `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.${end}`, id };
}

/** A card that was a monster on the field when the run began (Spells and Traps destroyed are told step by step only). */
function isMonster(run: SituationRun, id: number): boolean {
  return run.attackerIds.includes(id) || run.targetId === id || run.state.catalog[run.state.cards[id]?.passcode ?? -1]?.kind === 'monster';
}

export function reportSituation(run: SituationRun): SituationReport {
  const outcome = outcomeLine(run);
  const lines = [outcome.line, 'What the engine did, step by step:'];
  const ids: string[] = [];
  for (const e of run.events) {
    const s = stepLine(e, run.state);
    if (!s) continue;
    lines.push(`- ${s.line[0]!.toUpperCase()}${s.line.slice(1)} [${s.id}]`);
    ids.push(s.id);
  }
  if (outcome.id) ids.push(outcome.id);
  for (const c of run.unscripted) lines.push(`(${c.name} is not scripted in the engine here, so it did nothing in this run: its effect is not counted.)`);
  return { lines, ids };
}
