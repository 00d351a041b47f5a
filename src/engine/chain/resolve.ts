/**
 * Resolving a chain from its last link down: each link's effect (unless negated), then
 * what happens to the card itself (a Normal Spell or Trap goes to the Graveyard; a
 * Continuous, Field or Equip card stays), then the rules that check themselves and any
 * triggers the link set off.
 */
import { Resolution, type Answers } from '../effects/resolution.js';
import { checkLifePoints } from '../flow.js';
import { activeSources, trapsNegated } from '../activeEffects.js';
import { isOnField, moveCard, staticOf } from '../zones.js';
import { effectOf } from './effectLookup.js';
import { spellEffectsNegated, trapEffectsNegated } from '../activeEffects.js';
import { runResumable } from './resumable.js';
import { guardAgainstTargetingTrap } from './trapGuards.js';
import { stateChecks } from './stateChecks.js';
import { isPendulumScaleEffect } from '../summon/pendulum.js';
import { graveyardEffectNegated } from '../graveyardLocks.js';
import { collectTriggers } from './triggers.js';
import type { Tx } from '../tx.js';
import type { EngineContext } from '../context.js';
import type { CardStatic, EffectProcess } from '../types.js';

const staysOnField = (f: CardStatic): boolean =>
  f.subtypes.includes('Continuous') || f.subtypes.includes('Equip') || f.subtypes.includes('Field');

/** Resolves the chain from its last link down, stopping when a choice is needed. */
export function resolveChain(tx: Tx, ctx: EngineContext): boolean {
  while (tx.s.chain.length > 0) {
    if (tx.s.result) return true;
    const index = tx.s.chain.length - 1;
    const link = tx.s.chain[index]!;
    const process: EffectProcess = tx.s.process?.kind === 'resolve' ? tx.s.process : { kind: 'resolve', player: link.player, card: link.card, effect: link.effect, answers: [] };
    if (!tx.s.process) tx.s.lastActionStart = tx.s.eventCount;
    const done = runResumable(tx, process, (sub, answers) => resolveLink(sub, ctx, index, answers));
    if (!done) return false;
    afterLink(tx, ctx);
  }
  tx.emit({ type: 'chain-end' });
  return true;
}

function afterLink(tx: Tx, ctx: EngineContext): void {
  // A draw from an empty Deck loses as soon as the effect that drew has applied.
  if (checkLifePoints(tx)) return;
  stateChecks(tx, ctx);
  collectTriggers(tx, ctx);
}

/** A Spell Card's activation resolved: cards that count Spells get a counter (up to their maximum). */
function countSpell(sub: Tx, ctx: EngineContext): void {
  for (const s of activeSources(sub.s, ctx, ['counter-per-spell'])) {
    if (s.effect.code !== 'counter-per-spell' || !s.effect.value) continue;
    const { counter, max } = s.effect.value(sub.s, s.id, { card: s.id });
    const c = sub.card(s.id);
    const now = c.counters[counter] ?? 0;
    if (now >= max) continue;
    c.counters = { ...c.counters, [counter]: now + 1 };
    sub.emit({ type: 'counter', card: s.id, counter, count: now + 1 });
  }
}

function resolveLink(sub: Tx, ctx: EngineContext, index: number, answers: Answers): void {
  const link = sub.s.chain[index]!;
  const card = sub.s.cards[link.card]!;
  const facts = staticOf(sub.s, card);
  sub.emit({ type: 'resolve', link: index + 1, card: link.card, effect: link.effect, negated: link.negated });
  const def = effectOf(sub.s, ctx, link.card, link.effect);
  // A Trap's effect does not apply while a face-up card negates Trap effects (Royal Decree, not the Trap itself)
  // or a monster negates Traps (Jinzo); the card itself is treated as usual.
  const trapNegated = facts.kind === 'trap' && (trapsNegated(sub.s, ctx) || trapEffectsNegated(sub.s, ctx, link.card) || guardAgainstTargetingTrap(sub, ctx, index));
  // A Spell's effect does not apply while a face-up card negates every Spell effect on the field (Imperial Order).
  const spellNegated = facts.kind === 'spell' && isOnField(card.location) && spellEffectsNegated(sub.s, ctx);
  if (link.negated === null && def && !trapNegated && !spellNegated && !graveyardEffectNegated(sub.s, ctx, link)) {
    def.resolve(new Resolution(sub, ctx, link, answers));
  }
  // A Pendulum Scale's placement is a Spell Card's activation too (rule zones.pendulum), and its card stays as a Scale.
  const scale = isPendulumScaleEffect(link.effect);
  if (link.cardActivation && (facts.kind === 'spell' || scale) && link.negated !== 'activation') countSpell(sub, ctx);
  const after = sub.s.cards[link.card]!;
  if (link.cardActivation && isOnField(after.location) && after.moves === link.sourceMoves) {
    // Only a negated activation sends a Continuous, Field or Equip card away; if just its effect was negated it stays.
    const stays = (scale || staysOnField(facts) || ctx.scripts?.(card.passcode)?.remainsOnField === true) && link.negated !== 'activation';
    const equipFailed = facts.subtypes.includes('Equip') && after.equippedTo === null;
    if (!stays || equipFailed) {
      const from = after.location;
      moveCard(sub, link.card, { to: 'graveyard', faceUp: true });
      if (link.negated === 'activation') sub.emit({ type: 'destroyed', card: link.card, by: 'effect', owner: after.owner, wasFaceUp: true });
      // A Pendulum Monster Card goes to the Extra Deck face-up instead (zones.ts): it is not sent to the Graveyard.
      if (sub.s.cards[link.card]!.location === 'graveyard') sub.emit({ type: 'sent-to-graveyard', card: link.card, reason: link.negated === 'activation' ? 'destroyed' : 'resolved', from });
    }
  }
  sub.chain().pop();
}
