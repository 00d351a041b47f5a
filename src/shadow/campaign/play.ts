/**
 * One campaign in play: the campaign state and the mage, the Game Master, and the steps a
 * player takes between duels, each returning the log entries it wrote (or an error). The
 * terminal (src/cli/campaign.ts) and the HTTP routes share it; each saves `state` and `mage`
 * after a step. The duel itself is not played here: `accept` returns its engine config, the
 * caller plays it in a DuelSession, and `finish` takes the engine's combat outcome.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { combatOutcome } from '../../engine/shadow/outcome.js';
import type { ShadowOutcome } from '../../engine/shadow/types.js';
import type { DuelState } from '../../engine/types.js';
import type { Mage } from '../sheet.js';
import { halfRestReturns } from '../sheet.js';
import { campaignDuelConfig, type CampaignDuel } from './duel.js';
import type { GameMaster, GmContext } from './gmTypes.js';
import { acceptDuel, cancelDuel, currentScene, enterScene, finishDuel, newestSpent, nextScene, pendingOpponent, rest, type Step } from './machine.js';
import { scriptFor, type CampaignBook } from './script.js';
import type { CampaignState, LogEntry } from './state.js';
import { magicToUse, talk } from './talk.js';

export type PlayResult = { ok: true; said: LogEntry[] } | { ok: false; error: string };

export class CampaignPlay {
  constructor(
    readonly book: CampaignBook,
    readonly db: CardDb,
    readonly gm: GameMaster,
    public state: CampaignState,
    public mage: Mage,
  ) {}

  private take(step: Step): PlayResult {
    if (!step.ok) return step;
    this.state = step.state;
    this.mage = step.mage;
    return { ok: true, said: step.said };
  }

  context(): GmContext {
    return { state: this.state, script: scriptFor(this.book, this.state.setting), scene: currentScene(this.book, this.state), mage: this.mage, npc: pendingOpponent(this.book, this.state) };
  }

  /** Narrates the scene when the mage has just arrived (nothing to do otherwise). */
  async arrive(): Promise<PlayResult> {
    if (this.state.stage !== 'arriving') return { ok: true, said: [] };
    const turn = await this.gm.narrateScene(this.context());
    return this.take(enterScene(this.book, this.state, this.mage, turn));
  }

  /** Free words to the Game Master. */
  async say(text: string): Promise<PlayResult> {
    if (this.state.stage === 'dueling') return { ok: false, error: 'A duel is being played.' };
    const turn = await this.gm.respond(this.context(), text, null);
    return this.take(talk(this.book, this.state, this.mage, text, turn, null));
  }

  /** Magic used outside combat: the Game Master's Freedom of the Game ruling; the Magic is spent. */
  async useMagic(card: string, purpose: string): Promise<PlayResult> {
    if (this.state.stage === 'dueling') return { ok: false, error: 'A duel is being played.' };
    const use = magicToUse(this.mage, card, this.db, purpose);
    if ('error' in use) return { ok: false, error: use.error };
    const said = `I use ${use.card}${purpose ? ` to ${purpose}` : ''}.`;
    const turn = await this.gm.respond(this.context(), said, use);
    return this.take(talk(this.book, this.state, this.mage, said, turn, use));
  }

  /** Accepts the offered duel and returns what the engine needs to play it. */
  accept(): (PlayResult & { ok: false }) | { ok: true; said: LogEntry[]; duel: CampaignDuel & { ok: true } } {
    const before = { state: this.state, mage: this.mage };
    const step = this.take(acceptDuel(this.book, this.state, this.mage));
    if (!step.ok) return step;
    const duel = campaignDuelConfig(this.book, this.state, this.mage, this.db);
    if (!duel.ok) {
      Object.assign(this, before);
      return duel;
    }
    return { ok: true, said: step.said, duel };
  }

  /** The duel being played, again (a page reload, a restart). */
  duelNow(): CampaignDuel {
    return campaignDuelConfig(this.book, this.state, this.mage, this.db);
  }

  /** The duel could not start or be rebuilt: back to the offer, with why in the log. */
  cancel(why: string): PlayResult {
    return this.take(cancelDuel(this.book, this.state, this.mage, why));
  }

  finish(outcome: ShadowOutcome): PlayResult {
    return this.take(finishDuel(this.book, this.state, this.mage, outcome));
  }

  /** The finished duel's final state, read by the engine's own `combatOutcome`. */
  finishFromState(duel: DuelState): PlayResult {
    return this.finish(combatOutcome(duel));
  }

  /** A Full Rest, or a Half Rest bringing back the newest spent Magic the sheet allows. */
  rest(kind: 'full' | 'half'): PlayResult {
    const back = kind === 'half' ? newestSpent(this.mage, halfRestReturns(this.mage)) : [];
    return this.take(rest(this.book, this.state, this.mage, kind, back));
  }

  async next(): Promise<PlayResult> {
    const moved = this.take(nextScene(this.book, this.state, this.mage));
    if (!moved.ok) return moved;
    const arrived = await this.arrive();
    return arrived.ok ? { ok: true, said: [...moved.said, ...arrived.said] } : arrived;
  }
}
