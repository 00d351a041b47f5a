/**
 * Offline narration: a few sentences of prose about a stretch of play, written from the
 * engine's events (not from their log lines, which the chat shows in grey anyway).
 *
 * Truth rules: a card is named only when the lookup says both players can see it; a
 * card is called face-down only when an event put it face-down (a Set), and nothing else
 * says which way up a card is; every figure (damage, Life Points) is one an event holds;
 * there are no Chain Link numbers. Variety comes from a seed: the same stretch and seed
 * give the same text, another seed other wording.
 */
import type { DuelEvent, PlayerId } from '../../engine/types.js';
import type { EventLine } from '../narrator.js';
import type { CardLookup } from './cards.js';
import { hash } from './personaLines.js';

export interface NarrationContext {
  /** The human player: called "you"; the bot is called by `char`. */
  human: PlayerId;
  char: string;
  seed: number | string;
  /** Public card facts by instance id; null for a card someone may not see. */
  card: CardLookup;
  /** Most events told in full sentences; the rest are named in one closing sentence. */
  maxBeats?: number;
  /** The bot tells it in its own voice ("I summon", "my Trap Hole"): the words appear as its message. */
  firstPerson?: boolean;
}

type Ev<T extends DuelEvent['type']> = Extract<DuelEvent, { type: T }>;

/** Words for one stretch: who is who, and a deterministic choice among phrasings. */
class Speaker {
  private n = 0;
  constructor(private readonly ctx: NarrationContext) {}
  choose<T>(options: readonly T[]): T {
    return options[hash(`${this.ctx.seed}:${this.n++}`) % options.length]!;
  }
  /** "you summon" / "Kip summons". */
  act(p: PlayerId, base: string, third: string): string {
    if (p === this.ctx.human) return `you ${base}`;
    return this.ctx.firstPerson ? `I ${base}` : `${this.ctx.char} ${third}`;
  }
  /** "your" / "Kip's". */
  whose(p: PlayerId): string {
    if (p === this.ctx.human) return 'your';
    return this.ctx.firstPerson ? 'my' : `${this.ctx.char}'s`;
  }
  /** "you" / "Kip" (or "me"), as the object of a clause: "goes straight for you". */
  who(p: PlayerId): string {
    if (p === this.ctx.human) return 'you';
    return this.ctx.firstPerson ? 'me' : this.ctx.char;
  }
  /** The card last named, so the next clause can say "it" instead of a long name again. */
  private last = -1;
  name(id: number, fallback: string): string {
    const name = id >= 0 ? this.ctx.card(id)?.name : undefined;
    if (name) this.last = id;
    return name ?? fallback;
  }
  /** "it" for the card the last clause named, else its name. */
  ref(id: number, fallback: string): string {
    return id >= 0 && id === this.last && this.ctx.card(id) ? 'it' : this.name(id, fallback);
  }
  kind(id: number): string | null {
    return id >= 0 ? (this.ctx.card(id)?.kind ?? null) : null;
  }
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

function summonClause(e: Ev<'normal-summon'> | Ev<'special-summon'> | Ev<'flip-summon'>, s: Speaker): string {
  const name = s.name(e.card, 'a monster');
  if (e.type === 'flip-summon') return s.choose([`${s.act(e.player, 'flip', 'flips')} ${name} face-up`, `${s.act(e.player, 'Flip Summon', 'Flip Summons')} ${name}`]);
  if (e.type === 'special-summon') {
    return s.choose([`${s.act(e.player, 'Special Summon', 'Special Summons')} ${name}`, `${name} arrives on ${s.whose(e.player)} side by Special Summon`]);
  }
  if (e.tribute) return s.choose([`${s.act(e.player, 'Tribute Summon', 'Tribute Summons')} ${name}`, `${name} comes out by Tribute Summon`]);
  return s.choose([`${s.act(e.player, 'summon', 'summons')} ${name}`, `${s.act(e.player, 'put', 'puts')} ${name} on the field`, `${s.act(e.player, 'lead', 'leads')} with ${name}`]);
}

function setClause(e: Ev<'set-monster'> | Ev<'set-spell-trap'>, count: number, s: Speaker): string {
  if (e.type === 'set-monster') return s.choose([`${s.act(e.player, 'set', 'sets')} a monster face-down`, `${s.act(e.player, 'tuck', 'tucks')} a monster away face-down`]);
  const what = count === 1 ? 'a card' : `${count} cards`;
  return s.choose([`${s.act(e.player, 'set', 'sets')} ${what} face-down in the back row`, `${s.act(e.player, 'slide', 'slides')} ${what} face-down behind the monsters`]);
}

function activateClause(e: Ev<'activate'>, s: Speaker): string {
  const name = s.name(e.card, 'a card');
  if (s.kind(e.card) === 'trap') return s.choose([`${s.act(e.player, 'spring', 'springs')} ${name}`, `out comes ${s.whose(e.player)} ${name}`, `${s.act(e.player, 'trigger', 'triggers')} ${name}`]);
  return s.choose([`${s.act(e.player, 'activate', 'activates')} ${name}`, `${s.act(e.player, 'play', 'plays')} ${name}`]);
}

/** One attack and what it led to (flip, destruction, damage), as one clause. */
function battleClause(attack: Ev<'attack'>, after: readonly DuelEvent[], s: Speaker): string {
  const attacker = s.ref(attack.attacker, 'a monster');
  const parts: string[] = [];
  if (attack.target === null) parts.push(s.choose([`${attacker} attacks directly`, `${attacker} goes straight for ${s.who(other(attack.player))}`]));
  else {
    // An unseen target may have been face-up when attacked: say only whose it is.
    const target = s.name(attack.target, `one of ${s.whose(other(attack.player))} monsters`);
    parts.push(s.choose([`${attacker} attacks ${target}`, `${attacker} charges ${target}`, `${attacker} swings at ${target}`]));
  }
  const destroyed = after.filter((e): e is Ev<'destroyed'> => e.type === 'destroyed' && e.by === 'battle').map((e) => e.card);
  const damage = after.filter((e): e is Ev<'battle-damage'> => e.type === 'battle-damage');
  if (destroyed.length >= 2) parts.push('and both monsters are destroyed');
  else if (destroyed[0] !== undefined && destroyed[0] === attack.target) parts.push(s.choose(['and destroys it', 'and takes it down', 'and wins the fight']));
  else if (destroyed[0] !== undefined && destroyed[0] === attack.attacker) parts.push(s.choose(['but loses the fight and is destroyed', 'and is destroyed instead']));
  else if (destroyed[0] !== undefined) parts.push(`and ${s.name(destroyed[0], 'a monster')} is destroyed`);
  for (const d of damage) parts.push(`${parts.length > 1 ? ';' : ' and'} ${s.act(d.player, 'take', 'takes')} ${d.amount} damage (${d.lp} LP left)`);
  const calculated = after.some((e) => e.type === 'damage-calculation');
  if (calculated && destroyed.length === 0 && damage.length === 0 && attack.target !== null) parts.push('but nothing is destroyed');
  return parts.join(' ').replace(/\s+([;,])/g, '$1').replace(/\s{2,}/g, ' ');
}

/** A clause for the events that are not part of an attack; null for bookkeeping. */
function otherClause(e: DuelEvent, s: Speaker): string | null {
  switch (e.type) {
    case 'destroyed':
      return `${s.name(e.card, 'a card')} is destroyed`;
    case 'banished':
      return `${s.name(e.card, 'a card')} is banished`;
    case 'returned-to-hand':
      return s.choose([`${s.name(e.card, 'a card')} goes back to its owner's hand`, `${s.name(e.card, 'a card')} is sent back to the hand`]);
    case 'returned-to-deck':
      return `${s.name(e.card, 'a card')} is shuffled back into the Deck`;
    case 'returned-to-field':
      return `${s.name(e.card, 'a monster')} comes back to the field`;
    case 'position':
      return `${s.name(e.card, 'a monster')} switches to ${e.position === 'attack' ? 'Attack' : 'Defense'} Position`;
    case 'battle-damage':
      // Never the log's own sentence ("You take 3000 battle damage (2300 LP left)"): the narration retells it.
      return s.choose([`${s.act(e.player, 'take', 'takes')} ${e.amount} damage from the battle (${e.lp} LP left)`, `the battle costs ${s.who(e.player)} ${e.amount} LP (${e.lp} left)`]);
    case 'effect-damage':
      return `${s.act(e.player, 'take', 'takes')} ${e.amount} effect damage (${e.lp} LP left)`;
    case 'lp-gain':
      return `${s.act(e.player, 'gain', 'gains')} ${e.amount} LP (now ${e.lp})`;
    case 'lp-cost':
      return e.lost ? `${s.act(e.player, 'lose', 'loses')} ${e.amount} LP (now ${e.lp})` : `${s.act(e.player, 'pay', 'pays')} ${e.amount} LP (now ${e.lp})`;
    case 'negated':
      return `${s.name(e.card, 'a card')} is negated`;
    case 'control':
      return `${s.act(e.player, 'take', 'takes')} control of ${s.name(e.card, 'a monster')}`;
    case 'surrender':
      return s.act(e.player, 'concede', 'concedes');
    case 'duel-end':
      return e.winner === null ? 'the duel ends in a draw' : s.choose([`${s.act(e.winner, 'win', 'wins')} the duel`, `the duel goes to ${s.who(e.winner)}`]);
    default:
      return null;
  }
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** Another Special Summon by the same player of a card with the same (visible) name. */
function sameSpecialSummon(next: DuelEvent, first: Ev<'special-summon'>, name: string, s: Speaker): boolean {
  return name !== '' && next.type === 'special-summon' && next.player === first.player && s.name(next.card, '') === name;
}

function summonedTogether(e: Ev<'special-summon'>, count: number, name: string, s: Speaker): string {
  const many = `${COUNT_WORDS[count] ?? count} ${name.endsWith('s') ? name : `${name}s`}`;
  return s.choose([`${s.act(e.player, 'Special Summon', 'Special Summons')} ${many}`, `${many} arrive on ${s.whose(e.player)} side by Special Summon`]);
}

/** The stretch as clauses, in order: attacks folded with their results, Sets counted together. */
function clauses(events: readonly DuelEvent[], s: Speaker): string[] {
  const out: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'attack') {
      let j = i + 1;
      while (j < events.length && ['flip', 'damage-calculation', 'destroyed', 'battle-damage', 'sent-to-graveyard', 'phase', 'pass', 'chain-end'].includes(events[j]!.type) && !(events[j]!.type === 'destroyed' && (events[j] as Ev<'destroyed'>).by !== 'battle')) j++;
      out.push(battleClause(e, events.slice(i + 1, j), s));
      i = j - 1;
    } else if (e.type === 'special-summon') {
      // Tokens and other copies come out together (Scapegoat's four Sheep): one clause for the lot.
      const name = s.name(e.card, '');
      let j = i + 1;
      while (j < events.length && sameSpecialSummon(events[j]!, e, name, s)) j++;
      out.push(j - i > 1 ? summonedTogether(e, j - i, name, s) : summonClause(e, s));
      i = j - 1;
    } else if (e.type === 'normal-summon' || e.type === 'flip-summon') out.push(summonClause(e, s));
    else if (e.type === 'set-monster') out.push(setClause(e, 1, s));
    else if (e.type === 'set-spell-trap') {
      let j = i + 1;
      while (j < events.length && events[j]!.type === 'set-spell-trap' && (events[j] as Ev<'set-spell-trap'>).player === e.player) j++;
      out.push(setClause(e, j - i, s));
      i = j - 1;
    } else if (e.type === 'activate') out.push(activateClause(e, s));
    else {
      const c = otherClause(e, s);
      if (c) out.push(c);
    }
  }
  return out;
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** Short prose about a stretch; '' when nothing in it is worth a sentence. */
export function narrateOffline(stretch: readonly EventLine[], ctx: NarrationContext): string {
  const s = new Speaker(ctx);
  const all = clauses(stretch.map((l) => l.event), s);
  const max = ctx.maxBeats ?? 5;
  const picked = all.slice(0, max);
  if (picked.length === 0) return '';
  const sentences: string[] = [];
  const subjects = [ctx.firstPerson ? 'I ' : `${ctx.char} `, 'you '];
  for (let i = 0; i < picked.length; i += 2) {
    const pair = picked.slice(i, i + 2);
    // "Kip plays X, then Kip sets Y" reads better as "Kip plays X, then sets Y".
    const joiner = s.choose([', then ', ', and ', '; ']);
    const shared = pair.length === 2 && joiner !== '; ' ? subjects.find((sub) => pair[0]!.startsWith(sub) && pair[1]!.startsWith(sub)) : undefined;
    if (shared) pair[1] = pair[1]!.slice(shared.length);
    const opener = i === 0 ? '' : s.choose(['', 'Then ', 'After that, ', 'Next, ']);
    sentences.push(`${capital(`${opener}${pair.join(joiner)}`.trim())}.`);
  }
  // Nothing is dropped: past the first beats, the rest is named in one closing sentence.
  if (all.length > max) sentences.push(`${s.choose(['After that, ', 'Then, in short: ', 'And then '])}${all.slice(max).join('; ')}.`);
  return sentences.join(' ').replace(/\.\./g, '.');
}
