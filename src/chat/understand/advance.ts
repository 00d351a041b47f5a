/**
 * The offline stand-in for the session's autopilot, used by chat scenarios and
 * `npm run chat:eval`: the bot (heuristic policy, on its own view) makes every decision
 * of its own, and the player's response windows are passed unless they matter (the
 * opponent just activated, summoned or declared an attack, and the player has something
 * to answer with). It stops when the player must decide or the duel is over.
 */
import { botChoice, type BotPolicy } from '../../bot/types.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, Option, PlayerId } from '../../engine/types.js';

/** Whether a response window of `player` is worth asking about ('auto' chain mode). */
export function windowMatters(engine: Engine, state: DuelState, player: PlayerId): boolean {
  return windowMattersWith(state, player, () => engine.legalActions(state));
}

/**
 * The rule itself, given the window's options: ask only when the opponent has just done
 * something the player's cards can answer (a chain link of theirs: an activation or a
 * trigger; a summon; an attack declaration). Never a phase change where nothing
 * happened, never the player's own action.
 */
export function windowMattersWith(state: DuelState, player: PlayerId, options: () => readonly Option[]): boolean {
  const pending = state.pending;
  if (pending?.kind !== 'respond' || pending.player !== player) return true;
  if (options().every((o) => o.action.type === 'pass')) return false;
  const top = state.chain[state.chain.length - 1];
  if (top) return top.player !== player;
  const event = state.window?.event;
  const actor = event && 'player' in event ? event.player : null;
  return (pending.window === 'summoned' || pending.window === 'summoning' || pending.window === 'attack-declared') && actor !== null && actor !== player;
}

export function offlineAdvance(engine: Engine, bot: BotPolicy, player: PlayerId): (state: DuelState) => DuelState {
  const other: PlayerId = player === 0 ? 1 : 0;
  return (start) => {
    let s = start;
    for (let guard = 0; guard < 2000 && s.pending && !s.result; guard++) {
      const options = engine.legalActions(s);
      if (options.length === 0) break;
      let choice;
      if (s.pending.player === other) choice = botChoice(bot, engine, s, other);
      else if (!windowMatters(engine, s, player)) choice = options.find((o) => o.action.type === 'pass');
      if (!choice) break;
      const r = engine.apply(s, choice.action);
      if (!r.ok) throw new Error(`the engine refused its own option: ${r.rejection.code}`);
      s = r.state;
    }
    return s;
  };
}
