/**
 * `npx tsx src/cli/bot-league-trace.ts normal,random 17 [--all]`: plays duel 17 of a levels
 * league again (the same seeds, so the same duel) and prints what the first level chose at
 * each of its decisions, with the turn, phase and both LP and hands, to read why it lost.
 * `--all` prints the other level's decisions too; `--options T` lists every option of the first level's decisions on turn T.
 */
import { pathToFileURL } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { BOT_LEVELS, type BotLevel } from '../bot/levels.js';
import { learn, NO_KNOWLEDGE, type Knowledge } from '../engine/redeal.js';
import type { DuelState, PlayerId } from '../engine/types.js';
import { leagueDuel } from './bot-levels.js';

function nameOf(state: DuelState, id: number | null): string {
  if (id === null) return '-';
  const c = state.cards[id];
  return c ? (state.catalog[String(c.passcode)]?.name ?? String(c.passcode)) : String(id);
}

function sideText(state: DuelState, p: PlayerId): string {
  const pl = state.players[p];
  const mon = pl.monsters.filter((m): m is number => m !== null).map((m) => {
    const c = state.cards[m]!;
    return `${nameOf(state, m)}${c.faceUp ? '' : '(fd)'}${c.position === 'defense' ? '[def]' : ''}`;
  });
  const st = pl.spellTraps.filter((m): m is number => m !== null).map((m) => nameOf(state, m) + (state.cards[m]!.faceUp ? '' : '(set)'));
  return `LP ${pl.lp} deck ${pl.deck.length} hand [${pl.hand.map((h) => nameOf(state, h)).join(', ')}] mon [${mon.join(', ')}] st [${st.join(', ')}]`;
}

export function traceDuel(levels: [BotLevel, BotLevel], i: number, all: boolean, showTurn = -1): void {
  const { engine } = defaultCards();
  const { config, players, bySeat, deckNames } = leagueDuel(levels, i, { worlds: 4, budgetMs: 0 });
  const seat0 = bySeat[0] === 0 ? 0 : 1;
  console.log(`duel ${i}: ${levels[0]} (${deckNames[0]}) in seat ${seat0} against ${levels[1]} (${deckNames[1]}); first player ${config.firstPlayer}`);
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error(start.problems.join(' '));
  let state = start.state;
  let known: [Knowledge, Knowledge] = [learn(NO_KNOWLEDGE, state, start.events, 0), learn(NO_KNOWLEDGE, state, start.events, 1)];
  let lastTurn = -1;
  while (!state.result) {
    const who = state.pending!.player;
    if (state.turn !== lastTurn) {
      lastTurn = state.turn;
      console.log(`--- turn ${state.turn} (seat ${state.turnPlayer}) | me: ${sideText(state, seat0)} | them: ${sideText(state, (1 - seat0) as PlayerId)}`);
    }
    const options = engine.legalActions(state);
    const choice = players[who](engine, state, who, known[who]);
    if (who === seat0 || all) {
      const mark = who === seat0 ? 'ME ' : 'opp';
      console.log(`${mark} ${state.phase} [${state.pending!.kind}] ${choice.label}${options.length > 1 ? `   (of ${options.length})` : ''}`);
      if (showTurn === state.turn && who === seat0) for (const o of options) console.log(`      option: ${o.label}${o.tags?.length ? ` {${o.tags.join(' ')}}` : ''}`);
    }
    const next = engine.apply(state, choice.action);
    if (!next.ok) throw new Error(next.rejection.message);
    state = next.state;
    known = [learn(known[0], state, next.events, 0), learn(known[1], state, next.events, 1)];
  }
  console.log(`result: winner seat ${state.result.winner} by ${state.result.reason} on turn ${state.turn}`);
}

function main(): void {
  const [pair, at] = process.argv.slice(2);
  const levels = (pair ?? '').split(',') as BotLevel[];
  const i = Number(at);
  if (levels.length !== 2 || !levels.every((l) => (BOT_LEVELS as readonly string[]).includes(l)) || !Number.isInteger(i) || i < 0) {
    console.error('usage: npx tsx src/cli/bot-league-trace.ts LEVEL,LEVEL DUEL [--all]');
    process.exit(2);
  }
  const at2 = process.argv.indexOf('--options');
  traceDuel([levels[0]!, levels[1]!], i, process.argv.includes('--all'), at2 >= 0 ? Number(process.argv[at2 + 1]) : -1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
