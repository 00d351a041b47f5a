/**
 * A model's reading that the offline one did not find is not played on the model's word
 * alone: the moves are shown, numbered, and played only when the user says yes to them
 * at the same decision (issue 12: a model once read banter as three moves and played
 * them). Anything else than a yes or a no lets the proposal lapse and is read as usual.
 */
import { clean, stepText } from './interpret.js';
import { humanTurn, type CommandContext } from './commands.js';
import type { ConversationMemory } from './plans.js';
import type { SessionChunk } from './types.js';
import { NO_WORDS, YES_WORDS, yesNoWord } from './understand/classify.js';
import { decisionKey } from './understand/index.js';
import { toViewOptions } from '../engine/viewIds.js';

interface ProposalContext extends CommandContext {
  readonly memory: ConversationMemory;
}

const CONFIRM = /^(?:yes|y|yeah|yep|yup|sure|ok|okay|do it|go|go ahead|go for it|play it|play them|confirm|please do|yes please|that's right|right|correct)$/;

/** Shows the model's plan and waits for the user's yes. */
export async function* proposePlan(c: ProposalContext, steps: readonly string[]): AsyncGenerator<SessionChunk> {
  const state = c.record.state;
  const labels = new Map(toViewOptions(state, c.humanOptions(), c.human).map((o) => [o.id, o.label]));
  const view = c.view();
  const lines = steps.map((id, i) => `  ${i + 1}. ${stepText(view, id, labels)}`);
  c.memory.proposal = { steps: [...steps], decision: decisionKey(state) };
  c.setChoices([]);
  const what = steps.length > 1 ? 'these moves' : 'this move';
  yield* c.chat.say(`I read that as ${what}:\n${lines.join('\n')}\nShall I play ${steps.length > 1 ? 'them' : 'it'}? (yes or no)`, 'reply', 'reply', null);
}

/**
 * When a proposal waits: a yes at the same decision plays it, a no drops it (both return
 * true: the message is answered); any other message lets it lapse and returns false.
 */
export async function* confirmPlan(c: ProposalContext, text: string): AsyncGenerator<SessionChunk, boolean> {
  const proposal = c.memory.proposal;
  if (!proposal) return false;
  c.memory.proposal = null;
  const said = clean(text);
  const yes = CONFIRM.test(said) || YES_WORDS.test(said) || yesNoWord(said) === 'yes';
  if (!yes && !NO_WORDS.test(said) && yesNoWord(said) !== 'no') return false;
  c.chat.add('user', 'action', text, null);
  if (!yes) {
    yield* c.chat.say('Alright, none of it was played.', 'reply', 'reply', null);
    return true;
  }
  if (decisionKey(c.record.state) !== proposal.decision) {
    yield* c.chat.say('The duel has moved on since then, so none of it was played. Say what you want to do now.', 'reply', 'reply', null);
    return true;
  }
  yield* humanTurn(c, proposal.steps);
  return true;
}
