/**
 * The player's words between duels and the Game Master's answer, logged; Magic used outside
 * combat (001, "Outside of Combat" and "Freedom of the Game"). The Game Master's ruling says
 * what the Magic does in the story and is logged as the Game Master's ruling. Whatever the
 * ruling, 001 sends Magic used outside combat to the Graveyard afterwards, so a used card
 * must be one the mage has available (not spent), and leaves the Deck of Magic until a rest
 * brings it back. No duel is touched: this is refused while one is being played. In a scene
 * without a duel (stage `quest`), the player's deed does the scene's task and earns its XP.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { availableMagic, type Mage } from '../sheet.js';
import type { GmTurn, MagicUse } from './gmTypes.js';
import { currentScene, questDone, type Step } from './machine.js';
import type { CampaignBook } from './script.js';
import { withLog, type CampaignState, type LogEntry } from './state.js';

/** The Magic named, when the mage has a copy available; else why not. */
export function magicToUse(mage: Mage, name: string, db: CardDb, purpose: string): MagicUse | { error: string } {
  const card = db.byName(name.trim()) ?? db.search(name.trim(), 1)[0];
  if (!card) return { error: `No Magic is known as "${name.trim().slice(0, 60)}".` };
  const { main, extra } = availableMagic(mage);
  if (!main.includes(card.passcode) && !extra.includes(card.passcode)) {
    const spent = mage.graveyard.includes(card.passcode) || mage.beyond.includes(card.passcode);
    return { error: `${mage.name} has no ${card.name} to use${spent ? ' right now: it is spent until a rest' : ' in the Deck of Magic'}.` };
  }
  return { card: card.name, passcode: card.passcode, cardText: card.text ?? '', purpose: purpose.trim() };
}

/** Logs what the player said and the Game Master's answer; Magic used goes to the Graveyard. */
export function talk(book: CampaignBook, state: CampaignState, mage: Mage, said: string, gm: GmTurn, use: MagicUse | null): Step {
  if (state.stage === 'dueling') return { ok: false, error: 'A duel is being played: its moves go to the duel, not the Game Master.' };
  const scene = currentScene(book, state).id;
  const entries: LogEntry[] = [];
  if (said.trim()) entries.push({ kind: 'player', scene, text: said.trim().slice(0, 1000) });
  entries.push({ kind: 'gm', scene, text: gm.narration });
  let after = mage;
  if (gm.ruling) {
    const verdict = gm.ruling.allowed ? 'it works' : 'it does not work';
    entries.push({ kind: 'ruling', scene, text: `Game Master's ruling (Freedom of the Game, not an engine rule) on ${gm.ruling.card}: ${verdict}. ${gm.ruling.effect}` });
  }
  if (use?.passcode) {
    after = { ...mage, graveyard: [...mage.graveyard, use.passcode] };
    entries.push({ kind: 'magic', scene, text: `${use.card} was used outside combat and goes to the Graveyard until a rest.` });
  }
  // A scene's open task is done by the player's deed: words (the Game Master narrates them as
  // the attempt), or Magic the Game Master rules works; a Magic that finds nothing leaves it open.
  if (state.stage === 'quest' && (!use || gm.ruling?.allowed === true)) {
    const q = questDone(state, after, currentScene(book, state));
    entries.push(...q.said);
    return { ok: true, state: withLog(q.state, entries), mage: q.mage, said: entries };
  }
  return { ok: true, state: withLog(state, entries), mage: after, said: entries };
}
