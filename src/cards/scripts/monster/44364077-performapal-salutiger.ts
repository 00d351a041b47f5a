/** Performapal Salutiger (44364077): destroying a monster by battle, it searches a "Performapal" Pendulum Monster. */
import { type CardScript, deckSearch, destroysByBattleToGraveyard, isArchetype, isPendulumMonster, type CardStatic } from '../facade.js';

const performapalPendulum = (f: CardStatic): boolean => isPendulumMonster(f) && isArchetype('Performapal')(f);

export const performapalSalutiger: CardScript = {
  passcode: 44364077,
  effects: [
    {
      // When this card destroys an opponent's monster by battle and sends it to the GY: you can add 1 "Performapal" Pendulum Monster from your Deck to your hand. Once per turn (name).
      id: 'search',
      kind: 'trigger',
      label: 'add a "Performapal" Pendulum Monster from your Deck to your hand',
      optional: true,
      when: true,
      oncePerTurn: 'name',
      triggersOn: (q, e) => destroysByBattleToGraveyard(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      ...deckSearch(performapalPendulum, 'Add 1 "Performapal" Pendulum Monster from your Deck to your hand'),
    },
  ],
};
