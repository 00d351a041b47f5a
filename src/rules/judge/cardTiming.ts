/**
 * When a card can be activated, and by whom, from the rules for its kind and Spell Speed
 * and from its script (trigger events, where it triggers from, its own requirement).
 * Each answer returns its sentences and the rule sections they rest on.
 */
import type { CardFactSheet } from '../cardFacts.js';
import type { Aspect } from '../question/read.js';

export interface Ruled {
  lines: string[];
  ids: string[];
}

const yesNo = (verdict: boolean, ask: boolean): string => (ask ? (verdict ? 'Yes: ' : 'No: ') : '');

/** "Dark Hole is a", or for a kind of card asked about in general (no passcode), "Any". */
function isA(sheet: CardFactSheet): string {
  // The words after it are the card's kind, or a kind of the same first letter ("an Equip Spell").
  return sheet.card.passcode === 0 ? 'Any' : `${sheet.card.name} is ${/^[aeiou]/i.test(sheet.kindName) ? 'an' : 'a'}`;
}

function spellTiming(sheet: CardFactSheet, aspects: readonly Aspect[], ask: boolean): Ruled {
  const { card } = sheet;
  const name = card.name;
  const icon = card.subtypes[0] ?? 'Normal';
  if (icon === 'Quick-Play') {
    if (aspects.includes('set-turn') && aspects.includes('opponent-turn')) {
      return { lines: [`${yesNo(true, ask)}${isA(sheet)} Quick-Play Spell: once Set, it can be activated from the next turn on, your opponent's turn included (not in the turn you Set it).`], ids: ['spell.quick-play', 'card.set-spell-vs-trap'] };
    }
    if (aspects.includes('set-turn')) {
      return { lines: [`${yesNo(false, ask)}${isA(sheet)} Quick-Play Spell: once Set, it cannot be activated in the turn it was Set. Straight from your hand you can activate it in any phase of your own turn.`], ids: ['spell.quick-play', 'card.set-spell-vs-trap'] };
    }
    if (aspects.includes('other-phase') && !aspects.includes('opponent-turn')) {
      return { lines: [`${yesNo(true, ask)}${isA(sheet)} Quick-Play Spell (Spell Speed 2): in any phase of your own turn, from your hand or once Set (not the turn you Set it).`], ids: ['spell.quick-play', 'speed.2'] };
    }
    if (aspects.includes('opponent-turn') && aspects.includes('from-hand')) {
      return { lines: [`${yesNo(false, ask)}${isA(sheet)} Quick-Play Spell: from your hand it can be activated only on your own turn; on your opponent's turn only once Set on an earlier turn.`], ids: ['spell.quick-play'] };
    }
    if (aspects.includes('opponent-turn')) {
      return { lines: [`${yesNo(true, ask)}${isA(sheet)} Quick-Play Spell (Spell Speed 2), so on your opponent's turn you can activate it if you Set it on an earlier turn; from your hand it works only on your own turn.`], ids: ['spell.quick-play', 'speed.2'] };
    }
    return { lines: [`${isA(sheet)} Quick-Play Spell (Spell Speed 2): from your hand in any phase of your own turn, or once Set, on either player's turn from the turn after you Set it, including in response to another card.`], ids: ['spell.quick-play', 'speed.2'] };
  }
  const slow = `${isA(sheet)} ${icon} Spell (Spell Speed 1)`;
  if (aspects.includes('opponent-turn') || aspects.includes('chain') || aspects.includes('other-phase')) {
    return { lines: [`${yesNo(false, ask)}${slow}: it can be activated only in your own Main Phase, when no Chain is waiting, and Setting it does not change that, so never on your opponent's turn or in response to anything.`], ids: ['spell.normal', 'card.set-spell-vs-trap', 'speed.1'] };
  }
  if (aspects.includes('set-turn')) {
    return { lines: [`${yesNo(true, ask)}${slow}: a Set Spell other than a Quick-Play can be activated in your Main Phase even in the same turn you Set it.`], ids: ['card.set-spell-vs-trap', 'spell.normal'] };
  }
  return { lines: [`${slow}: you can activate it in your own Main Phase only, from your hand or from your side of the field after Setting it (even the same turn).`], ids: ['spell.normal', 'speed.1'] };
}

function trapTiming(sheet: CardFactSheet, aspects: readonly Aspect[], ask: boolean): Ruled {
  const { card, speed } = sheet;
  const kind = `${isA(sheet)} ${sheet.kindName} (Spell Speed ${speed ?? 2})`;
  if (aspects.includes('from-hand')) {
    return { lines: [`${yesNo(false, ask)}${kind}: a Trap cannot be activated from the hand; it must be Set first, and then waits until the next turn.`], ids: ['trap.overview', 'card.set-spell-vs-trap'] };
  }
  // "Set it this turn, use it on his turn?": the opponent's next turn is a later turn.
  if (aspects.includes('set-turn') && aspects.includes('opponent-turn')) {
    return { lines: [`${yesNo(true, ask)}${kind}: once Set, it can be activated from the next turn on, and that includes your opponent's next turn (not the turn you Set it).`], ids: ['trap.overview', 'card.set-spell-vs-trap'] };
  }
  if (aspects.includes('set-turn')) {
    return { lines: [`${yesNo(false, ask)}${kind}: a Trap must be Set first and cannot be activated in the turn it was Set; from the next turn on it can be, on either player's turn.`], ids: ['trap.overview', 'card.set-spell-vs-trap'] };
  }
  const when = `once Set, from the turn after you Set it, on either player's turn${sheet.effects.some((e) => e.hasCondition) ? ' whenever its own requirement is met' : ''}`;
  if (aspects.includes('opponent-turn') || aspects.includes('chain') || aspects.includes('other-phase')) {
    return { lines: [`${yesNo(true, ask)}${kind}: ${when}, and it can respond to cards of Spell Speed ${speed ?? 2} or lower.`], ids: ['trap.overview', `speed.${speed ?? 2}`, 'chain.speed-rule'] };
  }
  return { lines: [`${kind}: it cannot be activated from the hand; ${when}.`], ids: ['trap.overview', 'card.set-spell-vs-trap'] };
}

const TRIGGER_PLACE: Record<string, string> = { field: 'while it is on the field', graveyard: 'from the Graveyard', hand: 'from the hand', deck: 'from the Deck', banished: 'while banished' };

function monsterTiming(sheet: CardFactSheet, aspects: readonly Aspect[], ask: boolean): Ruled {
  const { card } = sheet;
  if (sheet.effects.length === 0) {
    const what = sheet.continuous.length ? 'its effect is Continuous: it applies while the card is face-up, with nothing to activate' : 'it has no effect to activate';
    return { lines: [`${ask ? 'No: ' : ''}${card.name}: ${what}.`], ids: sheet.continuous.length ? ['effect.continuous'] : sheet.sections };
  }
  const lines: string[] = [];
  const ids: string[] = [];
  for (const e of sheet.effects) {
    if (e.kind === 'flip') {
      lines.push(`${card.name}'s effect is a Flip effect: it activates when the card is flipped face-up (Flip Summoned, attacked while face-down, or turned face-up by an effect).`);
      ids.push('effect.flip');
    } else if (e.kind === 'trigger') {
      const place = e.triggersFrom.map((f) => TRIGGER_PLACE[f] ?? f).join(' or ');
      lines.push(`${card.name}'s effect is a Trigger effect (Spell Speed ${e.speed}): it activates when its event happens${place ? `, ${place}` : ''}${e.canMissTiming ? '; as a "when ... you can" effect it can miss its timing' : ''}${e.oncePerTurn ? `; once per turn${e.oncePerTurn === 'name' ? ' for any card of that name' : ''}` : ''}.`);
      ids.push('effect.trigger');
    } else if (e.kind === 'ignition') {
      const elsewhere = aspects.includes('opponent-turn') || aspects.includes('other-phase') || aspects.includes('chain');
      lines.push(`${elsewhere && lines.length === 0 ? yesNo(false, ask) : ''}${card.name}'s effect is an Ignition effect (Spell Speed 1): you activate it in your own Main Phase only, when no Chain is waiting.`);
      ids.push('effect.ignition');
    } else if (e.kind === 'quick') {
      lines.push(`${card.name}'s effect is a Quick effect (Spell Speed ${e.speed}): it can be activated on either player's turn, also in response.`);
      ids.push('effect.quick');
    }
  }
  return { lines, ids };
}

/** When (and on whose turn) a card can be activated. */
export function timingAnswer(sheet: CardFactSheet, aspects: readonly Aspect[], ask: boolean): Ruled {
  if (sheet.card.frame === 'spell') return spellTiming(sheet, aspects, ask);
  if (sheet.card.frame === 'trap') return trapTiming(sheet, aspects, ask);
  return monsterTiming(sheet, aspects, ask);
}

/** "Can I chain A to B?": a response needs Spell Speed 2 or more, and at least the speed of what it answers. */
export interface ChainPartner {
  name: string;
  speed: number;
}

export function chainAnswer(first: CardFactSheet, second: ChainPartner | null, ask: boolean): Ruled {
  const a = first.speed ?? 1;
  if (!second) {
    const can = a >= 2;
    return {
      lines: [`${yesNo(can, ask)}${first.card.name} is Spell Speed ${a}: ${can ? `it can be chained to cards and effects of Spell Speed ${a} or lower` : 'Spell Speed 1 cannot be chained to anything; it can only start a Chain'}.`],
      ids: [`speed.${a}`, 'chain.speed-rule'],
    };
  }
  const b = second.speed;
  const can = a >= 2 && a >= b;
  const why = a < 2 ? 'Spell Speed 1 can never respond' : can ? `Spell Speed ${a} can respond to Spell Speed ${b}` : `Spell Speed ${a} is lower than the Spell Speed ${b} of ${second.name}`;
  return {
    lines: [`${yesNo(can, ask)}${first.card.name} (Spell Speed ${a}) ${can ? 'can' : 'cannot'} be chained to ${second.name} (Spell Speed ${b}): ${why}.`],
    ids: ['chain.speed-rule', `speed.${a}`],
  };
}
