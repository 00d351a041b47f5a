/** The command templates ("tribute <cards> to summon <card>", ...) and the pattern each reading builds. */
import type { ActionType, Position } from '../../types.js';
import type { Grammar } from './cardRefs.js';

// ------------------------------------------------------------------ templates

export type SlotKind = 'card' | 'cards' | 'pos';
export type Elem =
  | { k: 'lit'; alts: string[][]; opt: boolean; tag?: string }
  | { k: 'slot'; name: string; kind: SlotKind; opt: boolean };

/** "?" optional, "a|b" alternatives, "a_b" two words, "@tag" records the word used; <c> card, <t+> cards, <pos> position. */
export function compile(dsl: string): Elem[] {
  return dsl.split(' ').map((part): Elem => {
    const slot = /^<(\?)?(\w+)(\+)?>$/.exec(part);
    if (slot) {
      const name = slot[2]!;
      return { k: 'slot', name, kind: name === 'pos' ? 'pos' : slot[3] ? 'cards' : 'card', opt: Boolean(slot[1]) };
    }
    const opt = part.startsWith('?');
    const [body, tag] = (opt ? part.slice(1) : part).split('@') as [string, string | undefined];
    return { k: 'lit', alts: body.split('|').map((a) => a.split('_')), opt, ...(tag ? { tag } : {}) };
  });
}

export type PosWord = Position | 'facedown';

export interface Mention {
  /** Candidate instance ids, best guess first. */
  ids: number[];
  score: number;
  text: string;
}

export interface Bindings {
  cards: Record<string, Mention>;
  lists: Record<string, Mention[]>;
  pos: PosWord | undefined;
  tags: Record<string, string>;
  score: number;
  /** Text of card slots that matched nothing the speaker can see. */
  failed: string[];
}

/** What a reading of the command asks for; undefined fields match anything. */
export interface Pattern {
  type: ActionType;
  card?: number[];
  tributes?: number[][];
  position?: Position;
  /** change-position: the position asked for. */
  desired?: Position;
  attacker?: number[];
  /** null: a direct attack. */
  target?: number[] | null;
  /** Set instead of an action when the reading can only be answered with words. */
  note?: string;
  /** special-summon: the method named ("synchro", "xyz", "link", "pendulum"); activate: the effect (a Pendulum Zone side). */
  procedure?: string;
  effect?: string;
  /** answer: yes or no; choose: finish choosing. */
  yes?: boolean;
  done?: boolean;
}

export interface Reading extends Pattern {
  score: number;
  order: number;
}

export type Builder = (b: Bindings, g: Grammar) => Pattern | Pattern[] | null;

export const SUMMON_VERB = 'summon|summons|ns|play|plays';
export const TRIBUTE_WITH = 'with|tributing|using|by_tributing|sacrificing|by_sacrificing|offering|by_offering|for';
export const TRIBUTE_VERB = 'tribute|tributes|sacrifice|sacrifices|offer|use';
export const ATTACK_VERB = 'attack|attacks|atk|hit|strike';
export const DIRECT = 'directly|direct';
export const OPPONENT = 'opponent|opponents|player|them|you|enemy';
export const BATTLE = 'battle|bp';

export const TEMPLATES: [string, Builder][] = [
  // Normal / Tribute Summon
  [`?normal|tribute ${SUMMON_VERB} <c> <?pos>`, (b, g) => g.summon(b, undefined)],
  [`?normal|tribute ${SUMMON_VERB} <c> ${TRIBUTE_WITH} <t+> <?pos>`, (b, g) => g.summon(b, b.lists.t)],
  [`${TRIBUTE_VERB} <t+> to|for|and|then ?tribute|normal ?summon|set@verb <c> <?pos>`, (b, g) =>
    b.tags.verb === 'set' ? g.set(b, b.lists.t) : g.summon(b, b.lists.t)],
  [`?tribute set|sets <c> <?pos>`, (b, g) => [g.set(b, undefined), g.setSpellTrap(b)].filter((x): x is Pattern => x !== null)],
  [`?tribute set|sets <c> ${TRIBUTE_WITH} <t+> <?pos>`, (b, g) => g.set(b, b.lists.t)],
  // Special Summon
  [`special|ss ?summon|summons <c> <?pos>`, (b, g) => g.special(b, undefined)],
  [`special|ss ?summon|summons <c> ${TRIBUTE_WITH}|by_sending|sending <t+> <?pos>`, (b, g) => g.special(b, b.lists.t)],
  // Synchro, Xyz, Link and Pendulum Summons, and Pendulum Scales (summon/)
  [`synchro|xyz|link@proc ?summon|summons <c> ${TRIBUTE_WITH}|on|from|by_using|by_sending|sending <t+> <?pos>`, (b, g) => g.method(b, b.tags.proc!, b.lists.t)],
  [`overlay|stack <t+> ?to|and ?xyz ?summon|make <c> <?pos>`, (b, g) => g.method(b, 'xyz', b.lists.t)],
  [`synchro|xyz|link@proc ?summon|summons <c> <?pos>`, (b, g) => g.method(b, b.tags.proc!, undefined)],
  [`pendulum ?summon|summons <t+> <?pos>`, (b) => ({ type: 'special-summon', procedure: 'pendulum', tributes: b.lists.t!.map((m) => m.ids), ...(b.pos && b.pos !== 'facedown' ? { position: b.pos } : {}) })],
  [`pendulum ?summon|summons`, () => ({ type: 'special-summon', procedure: 'pendulum' })],
  [`set|activate|place|put|play <c> ?as ?in|to ?a|the|my left|right@side ?pendulum ?scale|zone`, (b, g) => g.scale(b, b.tags.side!)],
  [`set|activate|place|put|play <c> ?as ?in|to ?a|the|my pendulum|scale ?scale|zone`, (b, g) => g.scale(b, undefined)],
  // Flip Summon
  [`flip|flips ?summon|summons <c> ?up|face_up`, (b, g) => g.flip(b)],
  // Battle positions
  [`change|switch|swap|toggle ?battle ?position|positions|pos|mode ?of <c> <?pos>`, (b, g) => g.position(b, false)],
  [`change|switch|swap|toggle|put|move|turn <pos> <c>`, (b, g) => g.position(b, false)],
  [`put|move|turn|change|switch <c> <pos>`, (b, g) => g.position(b, false)],
  [`<pos> <c>`, (b, g) => g.position(b, true)],
  [`<c> <pos>`, (b, g) => g.position(b, true)],
  // Entering the Battle Phase
  [`?go|move|enter|start|begin|lets ?to|into ?the ${BATTLE} ?phase|step`, () => ({ type: 'enter-battle' })],
  [`attack|battle phase`, () => ({ type: 'enter-battle' })],
  // Attacks
  [`${ATTACK_VERB} ?on|at ?the <tgt> with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`<atk> attacks|attack|atks|atk|hits|strikes ?on|at ?the <tgt>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`${ATTACK_VERB} ?with <atk> on|against|into|at <tgt>`, (b, g) => g.attack(b, b.cards.atk, b.cards.tgt)],
  [`${ATTACK_VERB} ?on|at ?the <tgt>`, (b, g) => g.attack(b, undefined, b.cards.tgt, true)],
  [`${ATTACK_VERB} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, undefined)],
  [`${ATTACK_VERB} ?the ?${OPPONENT} ${DIRECT} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} ?the ${OPPONENT} with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} with|using <atk> ?the ?${OPPONENT} ${DIRECT}`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${DIRECT} ?attack ?with|using <atk>`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`<atk> ?attacks|attack|atk ?the ?${OPPONENT} ${DIRECT} ?attack|attacks`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`<atk> attacks|attack|atk ?the ${OPPONENT}`, (b, g) => g.attack(b, b.cards.atk, null)],
  [`${ATTACK_VERB} ?the ?${OPPONENT} ${DIRECT}`, (b, g) => g.attack(b, undefined, null)],
  [`${DIRECT} attack|attacks`, (b, g) => g.attack(b, undefined, null)],
  // Ending the Battle Phase, the turn
  [`end|finish|stop|done|leave|exit|skip ?the ?my ${BATTLE}|attacks|attacking|combat ?phase|step`, () => ({ type: 'end-battle' })],
  [`no|stop ?more attacks|attacking`, () => ({ type: 'end-battle' })],
  [`?go ?to main_phase_2|main_phase_two|main_2|m2|mp2|main2`, () => ({ type: 'end-battle' })],
  [`end|finish|done|pass|over ?my|the|this turn`, () => ({ type: 'end-turn' })],
  [`turn end|over`, () => ({ type: 'end-turn' })],
  [`?go ?to ?the end phase`, () => ({ type: 'end-turn' })],
  [`end|done|finish|finished|next|over`, () => [{ type: 'end-turn' }, { type: 'end-battle' }]],
  // Responses
  [`pass|continue|ok|okay|no_response|dont_respond|do_not_respond|nothing|no_responses|go_on|resolve`, () => ({ type: 'pass' })],
  [`cancel|abort|stop|call_off|give_up|forget ?the ?my ?this ?attack`, () => ({ type: 'cancel-attack' })],
  [`dont|do_not|no attack`, () => ({ type: 'cancel-attack' })],
  // Hand size
  [`discard|discards|drop|toss|dump <c>`, (b, g) => g.discard(b)],
  // A bare verb: every option of that kind (one is taken, several are listed).
  [`?normal|tribute ${SUMMON_VERB}`, () => ({ type: 'normal-summon' })],
  [`set|sets`, () => ({ type: 'set-monster' })],
  [`flip|flips ?summon|summons`, () => ({ type: 'flip-summon' })],
  [`change|switch ?battle ?position|positions`, () => ({ type: 'change-position' })],
  [`discard|discards`, () => ({ type: 'discard' })],
  [`${ATTACK_VERB}`, () => ({ type: 'attack' })],
  // Card effects and the choices they ask for
  [`activate|activates|use|uses|cast|casts|trigger|flip_open|play_the ?effect|effects ?of <c>`, (b, g) => g.activate(b)],
  [`play|plays <c>`, (b, g) => g.activate(b)],
  [`choose|chooses|pick|picks|select|selects|target|targets|take <c>`, (b, g) => g.choose(b)],
  [`done|finished|thats_all|that_is_all|no_more|stop_choosing|done_choosing`, () => ({ type: 'choose', done: true })],
  [`yes|y|yeah|yep|sure|ok_yes|do_it|use_it|activate_it`, () => ({ type: 'answer', yes: true })],
  [`no|n|nope|nah|dont|do_not|skip|decline`, () => ({ type: 'answer', yes: false })],
  [`activate|activates`, () => ({ type: 'activate' })],
  // Conceding
  [`surrender|surrenders|concede|concedes|forfeit|resign|give_up|i_give_up|gg|quit_duel`, () => ({ type: 'surrender' })],
];

export const COMPILED: [Elem[], Builder][] = TEMPLATES.map(([dsl, build]) => [compile(dsl), build]);
