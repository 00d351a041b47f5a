/**
 * Every rule section the engine cites in a rejection or an event. Each id must be a
 * section of the rules reference in data/rules (a test checks it), so any "no" the
 * engine gives can be explained by quoting that section.
 */
export const RULE_TOPICS = {
  'duel.setup': 'Starting a duel: shuffle, starting LP 8000, opening hand of 5, who goes first.',
  'win.conditions': 'How a duel is won or drawn: LP reaching 0, unable to draw, both at 0 together is a draw.',
  'win.surrender': 'A player may concede at any moment; the opponent wins.',
  'turn.phases': 'The six phases in order and what may be done in each.',
  'turn.draw': 'Draw Phase: the turn player draws 1.',
  'turn.first-turn': 'What the player going first may not do on their first turn (no Battle Phase; in modern, no draw).',
  'turn.standby': 'Standby Phase.',
  'turn.main': 'Main Phase 1: summons, sets, position changes, activations.',
  'turn.battle': 'Battle Phase: Start, Battle, Damage and End Steps; entering it is optional.',
  'turn.main2': 'Main Phase 2: only after a Battle Phase; once-per-turn actions stay used.',
  'turn.end': 'End Phase.',
  'turn.hand-limit': 'At the end of the End Phase the turn player discards down to 6, choosing the cards.',
  'summon.normal': 'Normal Summon: from hand in face-up Attack Position.',
  'summon.tribute': 'Tribute Summon: Level 5-6 needs 1 Tribute, Level 7+ needs 2.',
  'summon.set': 'Setting a monster: face-down Defense Position, Tributes still needed, not a Summon.',
  'summon.once-per-turn': 'Only one Normal Summon or Set per turn (Tribute Summons included).',
  'summon.flip': 'Flip Summon: face-down Defense to face-up Attack, not on the turn the monster was Set.',
  'summon.special': 'Special Summons and "Special Summon Monsters" that cannot be Normal Summoned or Set.',
  'summon.proper': 'A Special Summon Monster must be properly Special Summoned before an effect can revive it.',
  'summon.no-face-up-defense': 'A monster cannot be played from the hand in face-up Defense Position.',
  'position.change': 'Changing battle position: once per turn, not on the turn it arrived, not after it attacked.',
  'zones.monster': 'Main Monster Zones: 5 per player.',
  'zones.extra-monster': 'Extra Monster Zones (modern): where Extra Deck monsters go; they count for direct attacks.',
  'zones.spell-trap': 'Spell & Trap Zones: 5 per player.',
  'zones.field': 'Field Zone and how many Field Spells may be face-up (differs by format).',
  'battle.declare': 'Declaring an attack: a face-up Attack Position monster, once per turn each.',
  'battle.direct-attack': 'Direct attacks only when the opponent controls no monster (Extra Monster Zone included).',
  'battle.replay': 'Replay: the opponent\'s monsters changed after the declaration; new target, other attacker or no attack.',
  'battle.damage-step': 'The Damage Step and what may be activated during it.',
  'battle.face-down': 'Attacking a face-down monster: it is flipped face-up before damage calculation.',
  'battle.damage-attack': 'Damage table when the attack target is in Attack Position.',
  'battle.damage-defense': 'Damage table when the attack target is in Defense Position.',
  'battle.zero-atk': 'Two 0 ATK monsters in battle: neither is destroyed.',
  'battle.flip-timing': 'Flip effects of an attacked face-down monster resolve after damage calculation.',
  'decision.priority': 'Who may act now: the turn player has priority first; one decision at a time.',
  'decision.options': 'Only the listed options can be taken; anything else is refused.',
  'deck.construction': 'Main Deck 40 to 60 cards, at most 3 copies of a card across Main, Extra and Side.',
  'deck.extra': 'Extra Deck: up to 15 cards, which kinds it may hold per format.',
  'deck.side': 'Side Deck: up to 15 cards.',
  'deck.banlist': 'Forbidden, Limited and Semi-Limited cards.',
  'format.differences': 'Every difference between the classic (2008) and modern rulebooks.',
} as const;

export type RuleId = keyof typeof RULE_TOPICS;
export const RULE_IDS = Object.keys(RULE_TOPICS) as RuleId[];
