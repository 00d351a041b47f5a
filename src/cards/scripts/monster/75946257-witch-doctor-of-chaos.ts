/** Witch Doctor of Chaos (75946257): FLIP: banish 1 monster from either Graveyard. */
import { type CardScript, flipMonster, isMonsterCard } from '../facade.js';

export const witchDoctorOfChaos: CardScript = flipMonster(75946257, {
  label: 'banish 1 monster from either Graveyard',
  categories: ['banish'],
  targets: [{ what: 'monster in either Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'both', filter: isMonsterCard }],
  resolve: (r) => r.banish(r.targets(0)),
});
