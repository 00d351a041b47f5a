/**
 * Replacement effects that remove a card from play instead of where it was going:
 * - 'banish-instead-of-graveyard' (Banisher of the Light): while its card is face-up on the
 *   field, any other card that would be sent to the Graveyard is removed from play instead;
 * - 'banish-when-leaving-field' (Dark Magician of Chaos): the face-up card itself, leaving the
 *   field for anywhere (Graveyard, hand, Deck), is removed from play instead;
 * - 'banish-battle-victims' (Dark Magician of Chaos): a monster it destroys by battle is
 *   removed from play instead of going to the Graveyard (battle.ts, damageStep2005.ts);
 * - 'battle-victims-to-deck' (Grave Protector): any monster destroyed by battle is shuffled
 *   into its owner's Deck instead.
 * A replacement is no Chain Link: the card simply goes elsewhere, and "sent to the Graveyard"
 * triggers do not start. `moveCard` asks `banishInstead` for every move; the cost when no such
 * card is in play is one Set lookup.
 */
import { hasEffect, activeSources } from './activeEffects.js';
import { scriptIndex } from './scriptIndex.js';
import { moveCard, staticOf } from './zones.js';
import { shuffleInPlace } from './prng.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { CardInstance, Location } from './types.js';

const ON_FIELD: readonly Location[] = ['monster', 'extraMonster', 'spellTrap', 'field'];

/** Where a card bound for `to` goes instead, if a replacement effect applies: 'banished', or `to` unchanged. */
export function banishInstead(tx: Tx, before: CardInstance, to: Location): Location {
  const ctx = tx.ctx;
  if (!ctx?.scripts || to === 'banished' || to === 'gone' || ON_FIELD.includes(to)) return to;
  const codes = scriptIndex(tx.s, ctx).continuousCodes;
  // Declared by a script (Dark Magician of Chaos), or left on one card by an effect (Re-Cover, Battle Fader).
  const leaveBanished = codes.has('banish-when-leaving-field') || (tx.s.lingering.length > 0 && tx.s.lingering.some((e) => e.code === 'banish-when-leaving-field'));
  if (leaveBanished && before.faceUp && ON_FIELD.includes(before.location) && hasEffect(tx.s, ctx, { card: before.id }, 'banish-when-leaving-field')) return 'banished';
  if (to === 'graveyard' && codes.has('banish-instead-of-graveyard') && graveyardReplaced(tx, ctx, before.id)) return 'banished';
  return to;
}

/** Is a card other than `id` face-up with 'banish-instead-of-graveyard' in force? */
function graveyardReplaced(tx: Tx, ctx: EngineContext, id: number): boolean {
  return activeSources(tx.s, ctx, ['banish-instead-of-graveyard']).some((s) => s.id !== id && s.effect.code === 'banish-instead-of-graveyard');
}

/**
 * Sends the monster `id`, destroyed by battle, to the Graveyard; or removes it from play if
 * the monster it battled says so; or, while a face-up card has 'battle-victims-to-deck'
 * (Grave Protector), shuffles it into its owner's Deck (a Fusion Monster: back to the Fusion Deck).
 */
export function sendBattleVictim(tx: Tx, ctx: EngineContext, id: number): void {
  if (battleVictimBanished(tx, ctx, id)) return moveCard(tx, id, { to: 'banished', faceUp: true });
  if (!ctx.scripts || !scriptIndex(tx.s, ctx).continuousCodes.has('battle-victims-to-deck') || activeSources(tx.s, ctx, ['battle-victims-to-deck']).length === 0) {
    return moveCard(tx, id, { to: 'graveyard', faceUp: true });
  }
  const card = tx.s.cards[id]!;
  const extra = staticOf(tx.s, card).extraDeck === true;
  moveCard(tx, id, { to: extra ? 'extra' : 'deck' });
  tx.emit({ type: 'returned-to-deck', card: id });
  if (extra || tx.s.cards[id]!.location === 'gone') return;
  shuffleInPlace(tx.prng(), tx.pile(card.owner, 'deck'));
  tx.emit({ type: 'shuffle', player: card.owner });
}

/**
 * The monster `id`, destroyed by battle, is removed from play instead of going to the Graveyard
 * when the monster it battled is face-up in a Monster Zone with 'banish-battle-victims'.
 */
function battleVictimBanished(tx: Tx, ctx: EngineContext, id: number): boolean {
  const b = tx.s.battle;
  if (!b || !ctx.scripts || !scriptIndex(tx.s, ctx).continuousCodes.has('banish-battle-victims')) return false;
  const victor = b.attacker === id ? b.target : b.target === id ? b.attacker : null;
  if (victor === null) return false;
  const v = tx.s.cards[victor]!;
  return v.faceUp && (v.location === 'monster' || v.location === 'extraMonster') && hasEffect(tx.s, ctx, { card: victor }, 'banish-battle-victims');
}
