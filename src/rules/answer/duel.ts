/**
 * Questions about the duel in progress ("can I attack?", "why can't I summon X?", "what
 * happens if X attacks Y?", "what's on the chain?"), answered by the engine itself: the
 * command grammar, the engine's checks and rejections, the battle preview over the asking
 * player's view. Never a guess and never a hidden card's name.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { CardFacts } from '../../cards/types.js';
import { nameFor } from '../../engine/text/describe.js';
import { parseCommand, type ParseResult } from '../../engine/text/grammar.js';
import { previewAttack, type AttackPreview } from '../../engine/text/preview.js';
import { toViewId } from '../../engine/viewIds.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../../engine/types.js';
import type { EffectCategory } from '../../engine/effects/api.js';
import type { RuleId } from '../../engine/ruleIds.js';
import type { RulesReference } from '../reference.js';
import { boardFactAnswer } from './boardFacts.js';
import { kindSections } from '../cardFacts.js';
import { matchCardName } from './cards.js';
import { namedMoveAnswer } from './namedMove.js';
import { sectionsFor, titleOf, type Answer, type AnswerDeps, type DuelContext } from './types.js';
import { phaseInSentence } from '../../engine/text/phaseNames.js';

/** The rule section behind a legal move of each kind. */
function ruleForAction(a: Action): RuleId {
  switch (a.type) {
    case 'normal-summon':
      return a.tributes.length ? 'summon.tribute' : 'summon.normal';
    case 'set-monster':
      return 'summon.set';
    case 'flip-summon':
      return 'summon.flip';
    case 'change-position':
      return 'position.change';
    case 'special-summon':
      return 'summon.special';
    case 'enter-battle':
      return 'turn.battle';
    case 'end-battle':
      return 'battle.end-step';
    case 'end-turn':
      return 'turn.end';
    case 'attack':
      return a.target === null ? 'battle.direct-attack' : 'battle.declare';
    case 'cancel-attack':
      return 'battle.replay';
    case 'discard':
      return 'turn.hand-limit';
    case 'pass':
      return 'decision.priority';
    case 'surrender':
      return 'win.surrender';
    case 'heart-of-the-cards':
      return 'shadow.heart-of-the-cards';
    case 'set-spell-trap':
      return 'card.set-spell-vs-trap';
    case 'activate':
      return 'chain.basics';
    case 'choose':
    case 'answer':
      return 'chain.resolution';
  }
}

function cleanQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[?!.\s]+$/g, '')
    .replace(/^(?:hey|yo|so|ok|okay|um+|wait|hm+)[,:]?\s+/, '')
    .replace(/\s+(?:right now|now|this turn|yet|here|anymore|at the moment|atm)$/g, '')
    .trim();
}

/** "can I attack with X" → "attack with X"; null when the question is not about a move. */
export function moveText(question: string): string | null {
  const q = cleanQuestion(question);
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    // "can my X attack (Y)?", "why can't X attack?": a monster as the subject.
    [/^(?:can|could|may|why\s+(?:can'?t|cannot|can not|won'?t|doesn'?t|couldn'?t)|how come)\s+(?!i\s)(.+?)\s+attack(?:\s+(.+))?$/, (m) =>
      m[2] ? `${m[1]} attacks ${m[2]}` : `attack with ${m[1]}`],
    [/^(?:why|how come)\s+(?:can'?t|cannot|can not|couldn'?t|am i not allowed to|am i unable to)\s+(?:i\s+)?(.+)$/, (m) => m[1]!],
    [/^why\s+(?:won'?t|doesn'?t|didn'?t)\s+(?:it|the game|the engine)\s+let\s+me\s+(.+)$/, (m) => m[1]!],
    [/^(?:can|could|may)\s+i\s+(?:still\s+|now\s+|even\s+)?(.+)$/, (m) => m[1]!],
    [/^(?:am i|i'?m)\s+(?:allowed|able)\s+to\s+(.+)$/, (m) => m[1]!],
    [/^is\s+it\s+(?:legal|possible|ok|okay|allowed)\s+(?:for me\s+)?to\s+(.+)$/, (m) => m[1]!],
  ];
  for (const [pattern, build] of rules) {
    const m = pattern.exec(q);
    if (m) return build(m).replace(/^to\s+/, '').trim();
  }
  return null;
}

/** "what happens if X attacks Y" → "X attacks Y"; null otherwise. */
export function previewText(question: string): string | null {
  const q = cleanQuestion(question);
  const m =
    /^(?:what|wat)\s*(?:happens|happen|would happen|will happen|'?d happen|'?ll happen|if|about if)\s+(?:if|when)?\s*(.+)$/.exec(q) ??
    /^(?:who wins|who would win|what'?s the outcome|what is the outcome|what'?s the result|how much damage)\s+(?:if|when)\s+(.+)$/.exec(q) ??
    /^if\s+(.+?),?\s+what (?:happens|would happen)$/.exec(q);
  if (!m?.[1]) return null;
  const rest = m[1].replace(/^i\s+/, '');
  return /\b(attack|attacks|attacked|atk|atks|hit|hits|strike|strikes)\b/.test(rest) ? rest : null;
}

const CHAIN_QUESTION =
  /\b(?:on|in)\s+the\s+(?:chain|stack)\b|\b(?:is there|any)\s+(?:a\s+)?chain\b|\bchain\s+(?:right\s+)?now\b|\bwhat(?:'s|s| is)\s+(?:pending|resolving|going on|happening)\b|\bwhat\s+am\s+i\s+(?:waiting|responding)\b|\bwhat(?:'s| is)\s+the\s+chain\b|\bcurrent\s+chain\b/;

/** "what can I grab with X", "what would it target", "which monsters can X take": what a card would offer now. */
const OFFER_QUESTION =
  /\bwhat\s+(?:can|could|would|will|do|does)\s+(?:i|it|that|this|[a-z' -]{3,40}?)\s+(?:grab|get|search|fetch|take|pick|add|bring back|revive|target|hit|return|choose|destroy)\b|\bwhat(?:'s|s| is| are)?\s+(?:the\s+)?(?:targets?|choices)\s+(?:of|for)\b|\bwhich\s+(?:cards?|monsters?|ones?)\s+(?:can|could|would)\b/;

export function answerFromDuel(question: string, duel: DuelContext, deps: AnswerDeps): Answer | null {
  if (CHAIN_QUESTION.test(question.toLowerCase())) return chainAnswer(duel, deps.reference);
  const fact = boardFactAnswer(question, duel);
  if (fact) return fact;
  const preview = previewText(question);
  if (preview) {
    const a = previewAnswer(preview, duel, deps);
    if (a) return a;
  }
  if (OFFER_QUESTION.test(question.toLowerCase())) {
    const offer = namedMoveAnswer(question, duel, deps.reference, false);
    if (offer) return offer;
  }
  const move = moveText(question);
  if (move) {
    const a = moveAnswer(move, duel, deps) ?? namedMoveAnswer(question, duel, deps.reference);
    if (a) return a;
  }
  // A bare command phrased as a question ("attack with Feral Imp?"): only a clear reading counts.
  const bare = cleanQuestion(question);
  const parsed = parseCommand(duel.state, duel.player, bare, duel.engine);
  if (parsed.kind !== 'unknown') return moveResultAnswer(parsed, duel, deps.reference, deps.cards);
  return null;
}

const WHO = (duel: DuelContext, p: PlayerId): string => (p === duel.player ? 'you' : 'your opponent');

function rejectionText(reference: RulesReference, r: Rejection): string {
  return `${r.message} (rule ${r.rule}: ${titleOf(reference, r.rule)})`;
}

/** The engine's "no" plus the section it rests on. */
function refusal(duel: DuelContext, reference: RulesReference, r: Rejection, extra: string[] = [], extraIds: string[] = []): Answer {
  const { citations, sections } = sectionsFor(reference, [r.rule, ...extraIds]);
  const lead = sections[0] ? `${sections[0].title}: ${sections[0].lead}` : '';
  const lines = [`No. ${rejectionText(reference, r)}`, ...(lead ? [`Rule: ${lead}`] : []), ...extra];
  return { kind: 'duel', text: lines.join('\n'), citations, sections, source: 'engine' };
}

function optionAnswer(duel: DuelContext, reference: RulesReference, options: readonly Option[]): Answer {
  const ids: string[] = options.map((o) => ruleForAction(o.action));
  const lines: string[] = [];
  if (options.length === 1) lines.push(`Yes, that is one of your options right now: ${options[0]!.label}.`);
  else {
    lines.push('Yes. That could mean more than one move, and each of these is legal right now:');
    for (const o of options) lines.push(`- ${o.label}`);
  }
  const v = duel.engine.view(duel.state, duel.player);
  const notes: string[] = [];
  for (const o of options.slice(0, 3)) {
    const a = o.action;
    if (a.type === 'attack') {
      const p = previewAttack(v, a.attacker, a.target === null ? null : toViewId(duel.state, a.target, duel.player));
      notes.push(`If you ${options.length > 1 ? `attack with ${o.label.replace(/^Attack .* with /, '')}` : 'do'}: ${previewSentence(p, duel)}`);
      ids.push(...previewRules(p));
    } else if (a.type === 'normal-summon' || a.type === 'set-monster') {
      notes.push(`${options.length > 1 ? 'Any of these uses' : 'If you do, it uses'} your one Normal Summon or Set for this turn.`);
      ids.push('summon.once-per-turn');
    } else if (a.type === 'enter-battle') {
      notes.push(...attackersAfterEnteringBattle(duel));
    }
  }
  lines.push(...new Set(notes));
  const { citations, sections } = sectionsFor(reference, ids);
  return { kind: 'duel', text: lines.join('\n'), citations, sections, source: 'engine' };
}

function moveResultAnswer(parsed: ParseResult, duel: DuelContext, reference: RulesReference, db?: CardDb): Answer | null {
  switch (parsed.kind) {
    case 'option':
      return optionAnswer(duel, reference, [parsed.option]);
    case 'ambiguous':
      return optionAnswer(duel, reference, parsed.options);
    case 'rejected': {
      const extra: string[] = [];
      if (parsed.rejection.code === 'NOT_IN_BATTLE') {
        const enter: Action = { type: 'enter-battle', player: duel.player };
        const r = duel.engine.check(duel.state, enter);
        extra.push(r ? `Entering the Battle Phase is not possible either: ${rejectionText(reference, r)}` : 'You can enter the Battle Phase now and declare attacks there.');
        return refusal(duel, reference, parsed.rejection, extra, r ? [r.rule] : []);
      }
      const a = parsed.action;
      if ((a.type === 'normal-summon' || a.type === 'set-monster') && parsed.rejection.code === 'WRONG_TRIBUTE_COUNT') {
        const alternatives = duel.engine.legalActions(duel.state).filter((o) => o.action.type === a.type && 'card' in o.action && duel.state.cards[o.action.card]?.passcode === duel.state.cards[a.card]?.passcode);
        if (alternatives.length) extra.push('With Tributes it is possible:', ...[...new Set(alternatives.map((o) => `- ${o.label}`))]);
      }
      const needs = activationNeeds(a, parsed.rejection, duel, db);
      if (needs) extra.push(needs.line);
      // The engine files an unmet requirement under how to read a card; the rule about the card's own kind says more.
      const kindRule = needs?.ids[0] && reference.byId.has(needs.ids[0]) ? (needs.ids[0] as RuleId) : null;
      const rejection = kindRule ? { ...parsed.rejection, rule: kindRule } : parsed.rejection;
      return refusal(duel, reference, rejection, extra, needs ? needs.ids : []);
    }
    case 'unknown':
      return null;
  }
}

/** What an effect of each kind needs to be there before it can be activated (from its script's categories). */
const NEEDS: readonly [EffectCategory, string][] = [
  ['destroy-monster', 'a monster on the field for it to destroy'],
  ['destroy-spell-trap', 'a Spell or Trap Card on the field for it to destroy'],
  ['control', 'a monster your opponent controls, and a free Monster Zone of yours'],
  ['special-summon', 'a free Monster Zone and a monster it may Special Summon'],
  ['draw', 'enough cards in your Deck to draw'],
];

/**
 * An activation refused because its requirement is not met: what the card needs, in the
 * card's own words (our text), and the section about its kind, so the "no" says why.
 */
function activationNeeds(a: Action, r: Rejection, duel: DuelContext, db: CardDb | undefined): { line: string; ids: string[] } | null {
  if (a.type !== 'activate' || r.code !== 'CONDITION_NOT_MET') return null;
  const card = duel.state.cards[a.card];
  const facts = card ? duel.state.catalog[card.passcode] : undefined;
  if (!facts) return null;
  const own = db?.byPasscode(facts.passcode);
  const text = own && !own.factsOnly ? own.text.trim() : '';
  const effects = duel.engine.ctx.scripts?.(facts.passcode)?.effects ?? [];
  const wants = NEEDS.filter(([category]) => effects.some((e) => e.categories?.includes(category))).map(([, w]) => w);
  const need = wants.length ? ` It needs ${wants[0]}.` : '';
  return {
    line: text ? `What ${facts.name} needs, from its card text: ${text}${need}` : `${facts.name}'s own requirement is not met right now.${need}`,
    ids: own ? kindSections(own) : [],
  };
}

/** The card name a grammar failure could not find, when it is a real card. */
function missingCard(parsed: ParseResult, db: CardDb): CardFacts | undefined {
  if (parsed.kind !== 'unknown') return undefined;
  const m = /No card you can see matches "([^"]+)"/.exec(parsed.message);
  return m?.[1] ? matchCardName(m[1], db) : undefined;
}

const ATTACK_AT_ALL = /^(?:attack|atk|attack at all|attack with anything|attack anything|attack something|battle|go to battle|go to the battle phase|enter the battle phase|enter battle|go into battle)$/;

const AT_ALL_OBJECT = '(?:\\s+(?:anything|something|a monster|any monsters?|monsters?|my monsters?|another monster|again|a second monster|one))?';
const SUMMON_AT_ALL = new RegExp(`^(normal summon|summon|set|flip summon|flip|change (?:a |my )?(?:monster'?s? )?(?:battle )?positions?|switch positions?)${AT_ALL_OBJECT}$`);

type AtAllType = 'normal-summon' | 'set-monster' | 'flip-summon' | 'change-position';

function atAllType(verb: string): AtAllType {
  if (verb === 'set') return 'set-monster';
  if (verb.startsWith('flip')) return 'flip-summon';
  if (verb.startsWith('change') || verb.startsWith('switch')) return 'change-position';
  return 'normal-summon';
}

function moveAnswer(move: string, duel: DuelContext, deps: AnswerDeps): Answer | null {
  if (ATTACK_AT_ALL.test(move)) return attackAtAllAnswer(duel, deps.reference);
  const summon = SUMMON_AT_ALL.exec(move);
  if (summon) return summonAtAllAnswer(atAllType(summon[1]!), duel, deps.reference);
  const parsed = parseCommand(duel.state, duel.player, move, duel.engine);
  const answer = moveResultAnswer(parsed, duel, deps.reference, deps.cards);
  if (answer) return answer;
  const card = missingCard(parsed, deps.cards);
  if (card && parsed.kind === 'unknown') {
    const { citations, sections } = sectionsFor(deps.reference, ['decision.options']);
    return {
      kind: 'duel',
      text: `No: you have no ${card.name} in your hand or on your field that you could use for that. ${parsed.message}`,
      citations,
      sections,
      source: 'engine',
    };
  }
  return null;
}

/** After entering the Battle Phase (simulated on a copy), which attacks the engine would offer. */
function attackersAfterEnteringBattle(duel: DuelContext): string[] {
  const r = duel.engine.apply(duel.state, { type: 'enter-battle', player: duel.player });
  if (!r.ok) return [];
  const s = r.state;
  const attacks = s.phase === 'battle' && s.pending?.player === duel.player ? duel.engine.legalActions(s).filter((o) => o.action.type === 'attack') : [];
  if (attacks.length === 0) return ['But none of your monsters could declare an attack there (only face-up Attack Position monsters that have not attacked can).'];
  return ['In the Battle Phase you could then:', ...attacks.map((o) => `- ${o.label}`)];
}

function attackAtAllAnswer(duel: DuelContext, reference: RulesReference): Answer {
  const { state, player, engine } = duel;
  const pending = state.pending;
  if (pending?.kind === 'battle' && pending.player === player && !state.result) {
    const attacks = engine.legalActions(state).filter((o) => o.action.type === 'attack');
    if (attacks.length) return optionAnswer(duel, reference, attacks);
    // Ask the engine why each of your monsters cannot attack.
    const mine = [...state.players[player].monsters, ...state.extraMonsterZones].filter(
      (id): id is number => id !== null && state.cards[id]!.controller === player,
    );
    const theirs = [...state.players[player === 0 ? 1 : 0].monsters, ...state.extraMonsterZones].filter(
      (id): id is number => id !== null && state.cards[id]!.controller !== player,
    );
    const reasons: Rejection[] = [];
    for (const attacker of mine) {
      const r = engine.check(state, { type: 'attack', player, attacker, target: theirs[0] ?? null });
      if (r) reasons.push(r);
    }
    if (reasons.length === 0) {
      const { citations, sections } = sectionsFor(reference, ['battle.declare']);
      return { kind: 'duel', text: 'No: you control no monster that could attack.', citations, sections, source: 'engine' };
    }
    const [first, ...more] = reasons;
    return refusal(duel, reference, first!, more.map((r) => `Also: ${rejectionText(reference, r)}`), more.map((r) => r.rule));
  }
  const r = engine.check(state, { type: 'enter-battle', player });
  if (r) return refusal(duel, reference, r);
  const lines = ['Yes: you can enter the Battle Phase now (attacks are declared there, not in the Main Phase).', ...attackersAfterEnteringBattle(duel)];
  const { citations, sections } = sectionsFor(reference, ['turn.battle', 'battle.declare']);
  return { kind: 'duel', text: lines.join('\n'), citations, sections, source: 'engine' };
}

const AT_ALL_RULE: Record<AtAllType, string> = {
  'normal-summon': 'summon.normal',
  'set-monster': 'summon.set',
  'flip-summon': 'summon.flip',
  'change-position': 'position.change',
};

/** "Can I summon anything?", "can I flip summon?": the engine's options of that kind, or its reason for each candidate card. */
function summonAtAllAnswer(type: AtAllType, duel: DuelContext, reference: RulesReference): Answer {
  const { state, player, engine } = duel;
  const mine = state.pending?.player === player && !state.result;
  const options = mine ? engine.legalActions(state).filter((o) => o.action.type === type) : [];
  if (options.length) {
    const seen = new Set<string>();
    const unique = options.filter((o) => (seen.has(o.label) ? false : (seen.add(o.label), true)));
    return optionAnswer(duel, reference, unique);
  }
  const fromHand = type === 'normal-summon' || type === 'set-monster';
  const candidates = fromHand
    ? state.players[player].hand.filter((id) => state.catalog[state.cards[id]!.passcode]?.kind === 'monster')
    : state.players[player].monsters.filter((id): id is number => id !== null && state.cards[id]!.faceUp === (type === 'change-position'));
  if (candidates.length === 0) {
    const { citations, sections } = sectionsFor(reference, [AT_ALL_RULE[type]]);
    const none = fromHand ? 'no monster in your hand' : type === 'flip-summon' ? 'no face-down monster on your field' : 'no face-up monster on your field';
    return { kind: 'duel', text: `No: you have ${none}.`, citations, sections, source: 'engine' };
  }
  const reasons = new Map<string, Rejection>();
  for (const card of candidates) {
    const action: Action = fromHand ? { type: type as 'normal-summon' | 'set-monster', player, card, tributes: [] } : { type: type as 'flip-summon' | 'change-position', player, card };
    const r = engine.check(state, action);
    if (r && !reasons.has(r.code)) reasons.set(r.code, r);
  }
  const [first, ...more] = [...reasons.values()];
  if (!first) {
    // Every monster needs Tributes the question did not name.
    const { citations, sections } = sectionsFor(reference, ['summon.tribute']);
    return { kind: 'duel', text: 'Only with Tributes: name the monsters to Tribute, for example "tribute m1 to summon <card>".', citations, sections, source: 'engine' };
  }
  return refusal(duel, reference, first, more.map((r) => `Also: ${rejectionText(reference, r)}`), more.map((r) => r.rule));
}

// ---- battle preview

function previewRules(p: AttackPreview): string[] {
  if (p.target === null) return ['battle.direct-attack'];
  if (!p.known) return ['battle.face-down'];
  if (p.outcome === 'nothing-destroyed' && p.targetPosition === 'attack') return ['battle.zero-atk'];
  return [p.targetPosition === 'defense' ? 'battle.damage-defense' : 'battle.damage-attack'];
}

function previewSentence(p: AttackPreview, duel: DuelContext): string {
  const parts = [p.summary];
  if (p.known) {
    const dmg = ([0, 1] as const)
      .filter((pl) => p.damage[pl] > 0)
      .map((pl) => `${WHO(duel, pl)} would take ${p.damage[pl]} damage`);
    parts.push(dmg.length ? `In short: ${dmg.join(', ')}.` : 'In short: no battle damage.');
  } else {
    parts.push('The result depends on a card you cannot see, so it cannot be known in advance.');
  }
  return parts.join(' ');
}

function previewAnswer(text: string, duel: DuelContext, deps: AnswerDeps): Answer | null {
  const parsed = parseCommand(duel.state, duel.player, text, duel.engine);
  let attacks: Action[] = [];
  let rejection: Rejection | null = null;
  if (parsed.kind === 'option') attacks = [parsed.option.action];
  else if (parsed.kind === 'ambiguous') attacks = parsed.options.map((o) => o.action);
  else if (parsed.kind === 'rejected') {
    attacks = [parsed.action];
    rejection = parsed.rejection;
  } else {
    const card = missingCard(parsed, deps.cards);
    if (!card) return null;
    const { citations, sections } = sectionsFor(deps.reference, ['decision.options']);
    return { kind: 'duel', text: `I can only preview battles between monsters you can see. ${parsed.message}`, citations, sections, source: 'engine' };
  }
  const battles = attacks.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack').slice(0, 3);
  if (battles.length === 0) return null;
  const v = duel.engine.view(duel.state, duel.player);
  const ids: string[] = [];
  const lines: string[] = [];
  for (const a of battles) {
    const p = previewAttack(v, a.attacker, a.target === null ? null : toViewId(duel.state, a.target, duel.player));
    lines.push(previewSentence(p, duel));
    ids.push(...previewRules(p));
  }
  if (rejection) {
    lines.push(`Note: this attack cannot be declared right now: ${rejectionText(deps.reference, rejection)}`);
    ids.push(rejection.rule);
  } else {
    lines.push('This attack is one of your options right now.');
  }
  const { citations, sections } = sectionsFor(deps.reference, ids);
  return { kind: 'duel', text: lines.join('\n'), citations, sections, source: 'engine' };
}

// ---- what is pending

function chainAnswer(duel: DuelContext, reference: RulesReference): Answer {
  const { state, player } = duel;
  const lines = [
    'There is no Chain: this duel engine does not build Chains yet (they arrive together with card effects), so nothing is waiting to resolve.',
  ];
  const ids = ['chain.basics', 'decision.priority'];
  if (state.result) {
    const r = state.result;
    lines.push(`The duel is over: ${r.winner === null ? 'it ended in a draw' : `${WHO(duel, r.winner)} won`} (${r.reason}).`);
    ids.push('win.conditions');
  } else {
    const whose = state.turnPlayer === player ? 'your' : "your opponent's";
    lines.push(`It is turn ${state.turn} (${whose} turn), ${phaseInSentence(state.phase)}${state.step ? `, ${state.step} step` : ''}.`);
    if (state.battle) {
      const atk = nameFor(state, state.battle.attacker, player);
      const defender: PlayerId = state.cards[state.battle.attacker]!.controller === 0 ? 1 : 0;
      const tgt = state.battle.target === null ? `${WHO(duel, defender)} directly` : nameFor(state, state.battle.target, player);
      lines.push(`An attack is under way: ${atk} is attacking ${tgt}.`);
      ids.push('battle.declare');
    }
    const p = state.pending;
    if (p) {
      const who = p.player === player ? 'You' : 'Your opponent';
      const what =
        p.kind === 'main' ? 'give a Main Phase command'
        : p.kind === 'battle' ? 'declare an attack or end the Battle Phase'
        : p.kind === 'replay' ? 'attack again with a new target, attack with another monster, or not attack (a replay)'
        : p.kind === 'respond' ? 'respond (activate a card or effect) or pass'
        : p.kind === 'choose' ? `make a choice for an effect: ${p.prompt}`
        : p.kind === 'yes-no' ? `answer yes or no: ${p.prompt}`
        : `discard down to the hand limit (${p.count} more)`;
      lines.push(`Waiting on: ${who} must ${what}.`);
      if (p.kind === 'replay') ids.push('battle.replay');
      if (p.kind === 'discard') ids.push('turn.hand-limit');
    }
  }
  const { citations, sections } = sectionsFor(reference, ids);
  return { kind: 'duel', text: lines.join('\n'), citations, sections, source: 'engine' };
}
