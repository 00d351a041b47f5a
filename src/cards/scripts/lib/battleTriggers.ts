/**
 * Shapes of effects about a battle: the monster the source battled, "destroyed by battle
 * and sent to the Graveyard" triggers that strike back, and "when this card inflicts
 * battle damage to your opponent" triggers.
 */
import type { DuelEvent, DuelState, EffectDef, EffectQuery, Resolution } from './engine.js';
import { faceUpMonster } from './queries.js';
import { battleOpponent } from './summonTriggers.js';

/** "When this card inflicts battle damage to your opponent" (`direct`: only by a direct attack). */
export function battleDamageTrigger(direct = false) {
  return (q: EffectQuery, e: DuelEvent): boolean =>
    e.type === 'battle-damage' && e.by === q.self && e.player !== q.player && (!direct || (q.state.battle?.attacker === q.self && q.state.battle.target === null));
}

/** "Your opponent discards 1 card at random" (Spirit Reaper, Toon Gemini Elf). */
export function opponentDiscardsAtRandom(r: Resolution): void {
  const pick = r.randomPick(r.state.players[r.opponent].hand);
  if (pick !== undefined) r.discard(r.opponent, [pick]);
}

/**
 * "When this card is destroyed by battle and sent to the Graveyard, `act` on the monster
 * that destroyed it" (Yomi Ship, Slate Warrior): a mandatory trigger from the Graveyard,
 * which does nothing if that monster is no longer face-up on the field.
 */
export function strikeBackOnBattleDestruction(label: string, act: (r: Resolution, destroyer: number) => void, categories: EffectDef['categories'] = []): EffectDef {
  return {
    id: 'strike-back',
    kind: 'trigger',
    label,
    categories,
    triggersFrom: ['graveyard'],
    triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by === 'battle' && battleOpponent(q.state, q.self) !== null,
    resolve: (r) => {
      const destroyer = battleOpponent(r.state, r.self);
      if (destroyer !== null && faceUpMonster(r.state, destroyer)) act(r, destroyer);
    },
  };
}

const CARD_TYPES = ['monster', 'spell', 'trap'] as const;

/**
 * "Declare 1 type of card (Monster, Spell or Trap); your opponent chooses 1 card of that
 * type in their Deck and sends it to the Graveyard" (Vampire Lady, Vampire Lord).
 */
export function millDeclaredType(r: Resolution): void {
  const [at] = r.choose({ player: r.player, prompt: 'Declare a card type', candidates: [0, 1, 2], labels: ['Monster', 'Spell', 'Trap'], min: 1, max: 1 });
  const kind = CARD_TYPES[at ?? 0];
  const cards = r.state.players[r.opponent].deck.filter((id) => r.facts(id).kind === kind).sort((a, b) => a - b);
  if (cards.length === 0) return;
  const picked = r.choose({ player: r.opponent, prompt: `Send 1 ${kind === 'monster' ? 'Monster' : kind === 'spell' ? 'Spell' : 'Trap'} Card from your Deck to the Graveyard`, candidates: cards, min: 1, max: 1 });
  r.sendToGraveyard(picked);
  r.shuffleDeck(r.opponent);
}
