/** Apprentice Magician (9156135): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import { type CardScript, deckSummonable, destroyedByBattle, type EffectQuery, freeMainZones, isFaceUp, SPELL_COUNTER, spellCountersOn } from '../facade.js';

/** A face-up card that can take one more Spell Counter: its script counts Spells and it is below its maximum. */
function takesSpellCounter(q: EffectQuery, id: number): boolean {
  if (!isFaceUp(q.state, id)) return false;
  const counts = q.ctx?.scripts?.(q.state.cards[id]!.passcode, q.state.format.id)?.continuous?.find((c) => c.code === 'counter-per-spell');
  const value = counts?.code === 'counter-per-spell' && counts.value ? counts.value(q.state, id, { card: id }) : undefined;
  return value !== undefined && value.counter === SPELL_COUNTER && spellCountersOn(q.state, id) < value.max;
}

const lowSpellcaster = (f: { race: string | null; level: number; kind: string }): boolean => f.kind === 'monster' && f.race === 'Spellcaster' && f.level <= 2;

const summoned = (q: EffectQuery, e: { type: string; card?: number }): boolean =>
  (e.type === 'normal-summon' || e.type === 'flip-summon' || e.type === 'special-summon') && e.card === q.self;

// Apprentice Magician: when it is Normal, Flip or Special Summoned, place 1 Spell Counter on a targeted face-up card
// that can hold one. When it is destroyed by battle and sent to the Graveyard, its controller may Special Summon 1
// Level 2 or lower Spellcaster-Type monster from their Deck in face-down Defense Position.
export const apprenticeMagician: CardScript = {
  passcode: 9156135,
  effects: [
    {
      id: 'counter',
      kind: 'trigger',
      label: 'place 1 Spell Counter on a face-up card',
      triggersOn: summoned,
      targets: [{ what: 'face-up card that can hold a Spell Counter', min: 1, max: 1, from: ['field'], side: 'both', includeSelf: true, filter: takesSpellCounter }],
      resolve: (r) => {
        const [target] = r.targets();
        if (target !== undefined && takesSpellCounter(r, target)) r.addCounters(target, SPELL_COUNTER, 1);
      },
    },
    {
      id: 'recruit',
      kind: 'trigger',
      label: 'Special Summon a Level 2 or lower Spellcaster from your Deck face-down',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattle,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && deckSummonable(q.state, q.ctx, q.player, lowSpellcaster).length > 0,
      resolve: (r) => {
        const candidates = deckSummonable(r.state, r.ctx, r.player, lowSpellcaster);
        const [pick] = candidates.length > 0 && freeMainZones(r.state, r.player) > 0 ? r.choose({ player: r.player, prompt: 'Special Summon a Level 2 or lower Spellcaster from your Deck in face-down Defense Position', candidates, min: 1, max: 1 }) : [];
        if (pick !== undefined) r.specialSummon(pick, r.player, 'defense', 'effect', true);
        r.shuffleDeck(r.player);
      },
    },
  ],
};
