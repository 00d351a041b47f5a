/**
 * A card in the player's hand named alone ("celtic now", "the ox pls") when none of its uses
 * is legal now: the engine's reason for its plain use (a monster's Normal Summon, a Spell's
 * activation), with the rule, rather than a list of other moves or a shrug.
 */
import type { StepMatch } from './match.js';
import { nextStep } from './plan.js';
import { mentionsIn, seen, wordsOutsideNames } from './cardMentions.js';
import { cardsOf } from './rank.js';
import type { BoardWords } from './board.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, Option, PlayerId } from '../../engine/types.js';

/** Words that may stand beside a card named alone and ask nothing more. */
const FILLER = new Set('now pls please then too also next again lol ok okay k the my time go plz thx ty'.split(' '));

/** Words that say the card is to be played now ("celtic now", "ox next"): a name alone is asked back instead. */
const NOW = /\b(?:now|then|too|also|next|again|time|go)\b/;

export function bareCardRefusal(text: string, ctx: { engine: Engine; state: DuelState; player: PlayerId }, board: BoardWords, options: readonly Option[]): { step: string; refusal: StepMatch & { kind: 'rejected' } } | null {
  const others = wordsOutsideNames(text, board);
  if (others.some((w) => !FILLER.has(w)) || !NOW.test(others.join(' '))) return null;
  const named = [...mentionsIn(text, board, [])].filter(([, w]) => w >= 2).map(([id]) => id);
  if (named.length !== 1) return null;
  const card = seen(board, named[0]!);
  if (!card?.name || card.where !== 'hand' || card.side !== 'own') return null;
  if (options.some((o) => cardsOf(o.action)[0] === card.id)) return null;
  const isMonster = card.atk !== null || ctx.state.catalog[String(ctx.state.cards[card.id]!.passcode)]?.kind === 'monster';
  const said = `${isMonster ? 'summon' : 'activate'} ${card.name}`;
  const step = nextStep(ctx, [said], null, []);
  return 'failure' in step && step.failure.kind === 'rejected' ? { step: said, refusal: step.failure } : null;
}
