/**
 * How often a chat player is asked "respond or pass?" during the opponent's turn, in each
 * chain mode: the player Sets one Trap (Just Desserts, live whenever the opponent has a
 * monster) on their first turn, then only ends turns and passes; the heuristic bot plays
 * a Starter Deck. Every response window the engine opens for the player counts in
 * 'manual'; in 'auto' only those the session would ask about (windowMattersWith, the
 * rule the session's autopilot uses). Printed by `npm run bot:league`.
 */
import type { BotPolicy } from '../bot/types.js';
import type { CardDb } from '../cards/cardDb.js';
import type { DeckList as Deck } from '../engine/types.js';
import type { Engine } from '../engine/index.js';
import type { DuelState, Option } from '../engine/types.js';
import { windowMattersWith } from '../chat/understand/advance.js';

export interface PromptFigures {
  opponentTurns: number;
  manual: number;
  auto: number;
}

const PLAYER = 0;
const TRAP = 'Just Desserts';

/** The player's move: Set the Trap once, otherwise pass, end the phase or turn, or the first choice. */
function playerMove(state: DuelState, options: readonly Option[], trapSet: boolean): Option {
  const kinds = (t: string): Option | undefined => options.find((o) => o.action.type === t);
  if (!trapSet) {
    const set = kinds('set-spell-trap');
    if (set) return set;
  }
  return kinds('pass') ?? kinds('end-battle') ?? kinds('end-turn') ?? options.find((o) => o.action.type !== 'surrender') ?? options[0]!;
}

export function countWindowPrompts(engine: Engine, db: CardDb, bot: BotPolicy, opponents: readonly Deck[], duels: number, seed = 'prompts'): PromptFigures {
  const trap = db.byName(TRAP);
  if (!trap) throw new Error(`${TRAP} is not in the card database`);
  const deck: Deck = { main: Array.from({ length: 40 }, () => trap.passcode), extra: [] };
  const figures: PromptFigures = { opponentTurns: 0, manual: 0, auto: 0 };
  for (let i = 0; i < duels; i++) {
    const created = engine.newDuel({ format: 'classic', seed: `${seed}:${i}`, decks: [deck, opponents[i % opponents.length]!], firstPlayer: PLAYER, heldSeats: [PLAYER] });
    if (!created.ok) throw new Error(created.problems.join('; '));
    let s = created.state;
    let trapSet = false;
    const turnsSeen = new Set<number>();
    // Ten opponent turns per duel at most: enough to see the windows of a whole turn many times.
    for (let guard = 0; guard < 5000 && !s.result && turnsSeen.size <= 10; guard++) {
      const options = engine.legalActions(s);
      const pending = s.pending!;
      if (s.turnPlayer !== PLAYER) turnsSeen.add(s.turn);
      let choice: Option;
      if (pending.player === PLAYER) {
        if (pending.kind === 'respond' && s.turnPlayer !== PLAYER) {
          figures.manual += 1;
          if (windowMattersWith(s, PLAYER, () => options)) figures.auto += 1;
        }
        choice = playerMove(s, options, trapSet);
        if (choice.action.type === 'set-spell-trap') trapSet = true;
      } else {
        choice = bot.choose(engine.view(s, pending.player), options);
      }
      const r = engine.apply(s, choice.action);
      if (!r.ok) throw new Error(`the engine refused its own option: ${r.rejection.code}`);
      s = r.state;
    }
    figures.opponentTurns += [...turnsSeen].length;
  }
  return figures;
}
