/**
 * Monsters that bring another monster out of the Deck (the "recruiters" of the time: Giant
 * Rat, Masked Dragon, Gravekeeper's Spy). The Deck is hidden, so the player may fail to find
 * one (min 0); the Deck is shuffled after it is searched.
 */
import type { CardStatic, EffectDef, Position, Resolution } from './engine.js';
import { destroyedByBattleToGraveyard } from './summonTriggers.js';
import { freeMainZones, summonableByEffect } from './queries.js';

/** Special Summons 1 monster that `fits` from the player's Deck (`position` or the player's choice). Returns it, if any. */
export function summonFromDeck(r: Resolution, fits: (f: CardStatic) => boolean, prompt: string, position?: Position): number | undefined {
  const deck = r.state.players[r.player].deck;
  if (freeMainZones(r.state, r.player) === 0) return undefined;
  const candidates = deck.filter((id) => fits(r.facts(id)) && summonableByEffect(r.state, r.ctx, r.player, id)).sort((a, b) => a - b);
  const [picked] = r.choose({ player: r.player, prompt, candidates, min: 0, max: 1 });
  if (picked !== undefined) r.specialSummon(picked, r.player, position ?? r.choosePosition('the monster from your Deck'));
  r.shuffleDeck(r.player);
  return picked;
}

/** "When this card is destroyed by battle and sent to the Graveyard: Special Summon 1 monster that fits from your Deck in face-up Attack Position." */
export function recruitOnBattleDestroyed(label: string, fits: (f: CardStatic) => boolean): EffectDef {
  return {
    id: 'recruit',
    kind: 'trigger',
    label,
    categories: ['special-summon'],
    triggersFrom: ['graveyard'],
    triggersOn: destroyedByBattleToGraveyard,
    resolve: (r) => void summonFromDeck(r, fits, `Special Summon from your Deck in Attack Position: ${label}`, 'attack'),
  };
}

/** A monster of the printed kind with at most `atk` ATK. */
export const withAtkAtMost =
  (atk: number, ok: (f: CardStatic) => boolean) =>
  (f: CardStatic): boolean =>
    f.kind === 'monster' && f.atk <= atk && ok(f);
