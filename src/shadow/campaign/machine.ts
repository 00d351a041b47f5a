/**
 * The campaign as a state machine (pure: no I/O, no clock, no randomness). Each transition
 * takes the campaign and the mage and returns both changed, with the log entries it wrote,
 * or an error value that says why the step cannot be taken now.
 *
 *   arriving --enterScene--> duel-offered --acceptDuel--> dueling --finishDuel--> scene-done
 *       |                        ^   (lost: the offer stands)           |            |
 *       +--(no duel)--> quest --the player acts (talk.ts)--> scene-done  +------------+--nextScene--> arriving | finished
 *
 * Quest XP comes with the deed: after the scene's duel is won, or, in a scene without a duel,
 * when the player acts on its task (words, or Magic the Game Master rules works); never on arrival.
 *
 * Rests, talk and Magic used outside combat happen at any stage but `dueling`. Duels are
 * built here (duel.ts) and played by the engine in the `shadow-games` format; only their
 * outcome (`combatOutcome`) comes back, applied to the mage as 001 says: LP left, spent
 * Magic to the Graveyard and the Beyond, XP for a win (`xpForWin`), level-ups (`applyXp`).
 */
import { applyCombatResult } from '../afterCombat.js';
import type { ShadowOutcome } from '../../engine/shadow/types.js';
import { fullRest, halfRest } from '../rests.js';
import { isUnconscious, type Mage } from '../sheet.js';
import { applyXp, xpForWin } from '../xp.js';
import type { GmTurn } from './gmTypes.js';
import { fillMage, type CampaignBook, type NpcSheet, type Scene, scriptFor, npcById } from './script.js';
import { withLog, type CampaignState, type LogEntry } from './state.js';

export type Step = { ok: true; state: CampaignState; mage: Mage; said: LogEntry[] } | { ok: false; error: string };

export function currentScene(book: CampaignBook, state: CampaignState): Scene {
  const scenes = scriptFor(book, state.setting).scenes;
  return scenes[Math.min(state.sceneIndex, scenes.length - 1)]!;
}

/** The non-player mage the current scene's duel is against, when it has one not yet beaten. */
export function pendingOpponent(book: CampaignBook, state: CampaignState): NpcSheet | null {
  const scene = currentScene(book, state);
  if (!scene.duel || state.beaten.includes(scene.duel)) return null;
  return npcById(book, scene.duel) ?? null;
}

function done(state: CampaignState, mage: Mage, said: LogEntry[]): Step {
  return { ok: true, state: withLog(state, said), mage, said };
}

/** XP given with its log lines, level-ups included. */
function gainXp(mage: Mage, xp: number, why: string, scene: string): { mage: Mage; said: LogEntry[] } {
  if (xp <= 0) return { mage, said: [] };
  const r = applyXp(mage, xp);
  const said: LogEntry[] = [{ kind: 'xp', scene, text: `${mage.name} gains ${xp} XP for ${why} (${r.mage.xp} XP in all).` }];
  if (r.levelsGained > 0) {
    const stars = r.starLevelsGained > 0 ? `, Star Level ${r.mage.starLevel}` : '';
    const points = r.scorePointsGained > 0 ? `, ${r.scorePointsGained} score point${r.scorePointsGained === 1 ? '' : 's'} to spend` : '';
    said.push({ kind: 'level-up', scene, text: `${mage.name} reaches level ${r.mage.level}${stars}${points}.` });
  }
  return { mage: r.mage, said };
}

/** The scene's quest XP, once; the scene is done. */
export function questDone(state: CampaignState, mage: Mage, scene: Scene): { state: CampaignState; mage: Mage; said: LogEntry[] } {
  if (state.questsDone.includes(scene.id)) return { state, mage, said: [] };
  const xp = gainXp(mage, scene.questXp, scene.questFor, scene.id);
  return { state: { ...state, questsDone: [...state.questsDone, scene.id], stage: 'scene-done' }, mage: xp.mage, said: xp.said };
}

/** The Game Master narrates the scene the mage arrives in; a scene without a duel opens its task (stage `quest`). */
export function enterScene(book: CampaignBook, state: CampaignState, mage: Mage, gm: GmTurn): Step {
  if (state.stage !== 'arriving') return { ok: false, error: `The scene has already begun (${state.stage}).` };
  const script = scriptFor(book, state.setting);
  const scene = currentScene(book, state);
  const said: LogEntry[] = [];
  if (state.sceneIndex === 0 && state.log.length === 0) said.push({ kind: 'intro', scene: scene.id, text: fillMage(script.intro, mage.name) });
  said.push({ kind: 'scene', scene: scene.id, text: scene.title }, { kind: 'gm', scene: scene.id, text: gm.narration });
  const npc = pendingOpponent(book, state);
  if (npc) {
    // The script decides who the duel is against; the Game Master's words only frame it.
    const why = gm.proposedDuel?.npcId === npc.id ? gm.proposedDuel.why : scene.stakes ?? 'the scene';
    said.push({ kind: 'duel', scene: scene.id, text: `The Game Master proposes a duel: ${mage.name} against ${npc.name} (Star Level ${npc.starLevel}), for ${why}.` });
    return done({ ...state, stage: 'duel-offered' }, mage, said);
  }
  return done({ ...state, stage: 'quest' }, mage, said);
}

/** Starts the offered duel (duel.ts builds its config); refused when the mage is unconscious. */
export function acceptDuel(book: CampaignBook, state: CampaignState, mage: Mage): Step {
  if (state.stage !== 'duel-offered') return { ok: false, error: 'No duel is on offer right now.' };
  const npc = pendingOpponent(book, state);
  if (!npc) return { ok: false, error: 'No duel is on offer right now.' };
  if (isUnconscious(mage)) return { ok: false, error: `${mage.name} is unconscious (0 LP): take a Half Rest or a Full Rest first.` };
  const scene = currentScene(book, state).id;
  const said: LogEntry[] = [{ kind: 'duel', scene, text: `${mage.name} accepts. ${npc.name}: "${npc.greeting}"` }];
  return done({ ...state, stage: 'dueling', duelsFought: state.duelsFought + 1 }, mage, said);
}

/** A duel that could not be played (the engine refused to start it): the offer stands again. */
export function cancelDuel(book: CampaignBook, state: CampaignState, mage: Mage, why: string): Step {
  if (state.stage !== 'dueling') return { ok: false, error: 'No duel is being played.' };
  const scene = currentScene(book, state).id;
  return done({ ...state, stage: 'duel-offered' }, mage, [{ kind: 'duel', scene, text: `The duel could not be played: ${why.slice(0, 500)}` }]);
}

/** Where the outcome row of side `side` of a finished combat puts the mage (the sheet's applyCombatResult). */
function afterCombat(mage: Mage, outcome: ShadowOutcome, side: 0 | 1): Mage {
  const row = outcome.mages.find((m) => m.side === side);
  return row ? applyCombatResult(mage, row) : mage;
}

/** The engine's outcome of the duel, applied: the player is side 0, the non-player mage side 1. */
export function finishDuel(book: CampaignBook, state: CampaignState, mage: Mage, outcome: ShadowOutcome): Step {
  if (state.stage !== 'dueling') return { ok: false, error: 'No duel is being played.' };
  if (!outcome.over) return { ok: false, error: 'The duel is not over yet.' };
  const npc = pendingOpponent(book, state);
  const scene = currentScene(book, state);
  if (!npc) return { ok: false, error: 'The scene has no duel to finish.' };
  let after = afterCombat(mage, outcome, 0);
  const spent = after.graveyard.length - mage.graveyard.length + after.beyond.length - mage.beyond.length;
  const lpLine = `${after.name} ends with ${after.lp} LP${after.lp <= 0 ? ' and is unconscious' : ''}; ${spent} Magic spent until a Full Rest.`;
  if (outcome.winner !== 0) {
    const how = outcome.winner === 1 ? `${npc.name} wins. ${npc.onWin}` : 'The duel ends in a draw.';
    const said: LogEntry[] = [{ kind: 'outcome', scene: scene.id, text: `${how} ${lpLine} The challenge stands: rest and try again.` }];
    return done({ ...state, stage: 'duel-offered' }, after, said);
  }
  const said: LogEntry[] = [{ kind: 'outcome', scene: scene.id, text: `${after.name} wins! ${npc.onLoss} ${lpLine}` }];
  const won = gainXp(after, xpForWin(after.starLevel, npc.starLevel), `beating ${npc.name}`, scene.id);
  after = won.mage;
  said.push(...won.said);
  const beatenState: CampaignState = { ...state, beaten: [...state.beaten, npc.id] };
  const q = questDone(beatenState, after, scene);
  return done(q.state, q.mage, [...said, ...q.said]);
}

/** Moves on to the next scene, or ends the campaign after the last. */
export function nextScene(book: CampaignBook, state: CampaignState, mage: Mage): Step {
  if (state.stage === 'finished') return { ok: false, error: 'The campaign is over.' };
  if (state.stage === 'quest') {
    const scene = currentScene(book, state);
    return { ok: false, error: `The way on is not open yet (${scene.questFor}): say what ${mage.name} does, or use a Magic by name${scene.hint ? ` (${scene.hint})` : ''}.` };
  }
  if (state.stage !== 'scene-done') {
    const npc = pendingOpponent(book, state);
    return { ok: false, error: npc ? `${npc.name} still bars the way: win the duel first.` : 'The scene has not begun yet.' };
  }
  const scenes = scriptFor(book, state.setting).scenes;
  const here = currentScene(book, state).id;
  if (state.sceneIndex + 1 >= scenes.length) {
    return done({ ...state, stage: 'finished' }, mage, [{ kind: 'scene', scene: here, text: `The end of "${scriptFor(book, state.setting).title}".` }]);
  }
  return done({ ...state, sceneIndex: state.sceneIndex + 1, stage: 'arriving' }, mage, []);
}

/**
 * A Full Rest, or a Half Rest bringing back `back` (passcodes, one per copy) from the
 * Graveyard; the sheet's rules decide what is allowed (src/shadow/rests.ts).
 */
export function rest(book: CampaignBook, state: CampaignState, mage: Mage, kind: 'full' | 'half', back: readonly number[] = []): Step {
  if (state.stage === 'dueling') return { ok: false, error: 'No resting in the middle of a duel.' };
  const r = kind === 'full' ? fullRest(mage) : halfRest(mage, back);
  if (!r.ok) return { ok: false, error: r.error };
  const scene = currentScene(book, state).id;
  const what = kind === 'full' ? 'a Full Rest (a new day)' : `a Half Rest (${r.mage.halfRestsToday} of 3 today)`;
  const text = `${mage.name} takes ${what}: ${r.lpRecovered} LP back (${r.mage.lp} LP), ${r.returned.length} Magic back to the Deck of Magic.`;
  return done(state, r.mage, [{ kind: 'rest', scene, text }]);
}

/** Takes the first `n` passcodes of the Graveyard, newest first: the Half Rest's default choice. */
export function newestSpent(mage: Mage, n: number): number[] {
  return [...mage.graveyard].reverse().slice(0, Math.max(0, n));
}
