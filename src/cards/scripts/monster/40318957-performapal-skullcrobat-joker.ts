/**
 * Performapal Skullcrobat Joker (40318957): as a Scale its controller may Pendulum Summon only
 * "Performapal" monsters, "Magician" Pendulum Monsters and "Odd-Eyes" monsters; Normal Summoned,
 * it searches one of those.
 */
import { type CardScript, type CardStatic, deckSearch, isArchetype, isMagicianPendulum, normalSummoned } from '../facade.js';

const NAME = 'Performapal Skullcrobat Joker';
/** "Performapal" monsters, "Magician" Pendulum Monsters and "Odd-Eyes" monsters. */
const ownKind = (f: CardStatic): boolean => f.kind === 'monster' && (isArchetype('Performapal')(f) || isMagicianPendulum(f) || isArchetype('Odd-Eyes')(f));

export const performapalSkullcrobatJoker: CardScript = {
  passcode: 40318957,
  continuous: [
    {
      // Pendulum Effect: you cannot Pendulum Summon monsters other than "Performapal", "Magician" Pendulum and "Odd-Eyes" monsters (it cannot be negated).
      code: 'pendulum-summon-only',
      activeWhen: 'pendulum-zone',
      affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller,
      value: () => ({ what: '"Performapal" monsters, "Magician" Pendulum Monsters and "Odd-Eyes" monsters', allows: ownKind }),
    },
  ],
  effects: [
    {
      // When this card is Normal Summoned: you can add 1 "Performapal" monster, "Magician" Pendulum Monster or "Odd-Eyes" monster (not Skullcrobat Joker) from your Deck to your hand.
      id: 'search',
      kind: 'trigger',
      label: 'add a "Performapal", "Magician" Pendulum or "Odd-Eyes" monster from your Deck to your hand',
      optional: true,
      when: true,
      triggersOn: normalSummoned,
      ...deckSearch((f) => ownKind(f) && f.name !== NAME, 'Add 1 "Performapal" monster, "Magician" Pendulum Monster or "Odd-Eyes" monster from your Deck to your hand'),
    },
  ],
};
