/**
 * The page: saved duels (home), the New duel dialog, the duel (board, chat, option
 * buttons, rules judge) and the replay viewer (timeline, board and chat at a step, fork).
 * Each screen is its own module under screens/; this file starts the page and routes.
 *
 * All text from users, character cards and models goes into the page as text nodes.
 */
import { api } from './api.js';
import { byId, replace } from './dom.js';
import { startRouting, type Screen } from './router.js';
import { bootMessage } from './shell.js';
import { duelScreen } from './screens/duel.js';
import { homeScreen } from './screens/home.js';
import { placeJudge } from './screens/judge.js';
import { setWebConfig } from './screens/newDuel.js';
import { replayScreen } from './screens/replay.js';
import { campaignScreen } from './screens/campaign.js';
import { shadowScreen } from './screens/shadow.js';

const modelStatus = byId('model-status', HTMLParagraphElement);
const screens: Screen[] = [homeScreen, duelScreen, replayScreen, shadowScreen, campaignScreen];

/** Drops every screen's state but the one opening (a reply still streaming for a duel stops updating the page). */
function leaveAllBut(keep: Screen): void {
  for (const s of screens) if (s !== keep) s.leave();
}

async function start(): Promise<void> {
  bootMessage('Loading…');
  setWebConfig(await api.config().catch(() => null));
  api
    .health()
    .then((hl) => replace(modelStatus, hl.model))
    .catch(() => replace(modelStatus, 'The service is not answering.'));
  startRouting({
    home: () => {
      leaveAllBut(homeScreen);
      placeJudge(null, () => null);
      void homeScreen.open();
    },
    duel: (id) => {
      leaveAllBut(duelScreen);
      void duelScreen.open(id);
    },
    shadow: () => {
      leaveAllBut(shadowScreen);
      placeJudge(null, () => null);
      void shadowScreen.open();
    },
    campaign: (mageId, id) => {
      leaveAllBut(campaignScreen);
      placeJudge(null, () => null);
      void campaignScreen.open(mageId, id);
    },
    replay: (id, step) => {
      leaveAllBut(replayScreen);
      void replayScreen.open(id, step);
    },
  });
  document.body.dataset.ready = 'true';
}

void start();
