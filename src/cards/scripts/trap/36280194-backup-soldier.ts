/** Backup Soldier (36280194): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const backupSoldier: CardScript = {
  // Backup Soldier: activate only with 5 or more monsters in your Graveyard; target up to 3 non-Effect Monsters
  // with 1500 or less ATK in your Graveyard; add them to your hand.
  passcode: 36280194,
  effects: [
    trapActivation({
      categories: ['to-hand'],
      condition: (q) => q.state.players[q.player].graveyard.filter((id) => facts(q.state, id).kind === 'monster').length >= 5,
      targets: [
        {
          what: 'non-Effect Monsters with 1500 or less ATK in your Graveyard',
          min: 1,
          max: 3,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => {
            const f = facts(q.state, id);
            return f.kind === 'monster' && !f.subtypes.includes('Effect') && f.frame !== 'effect' && f.atk <= 1500;
          },
        },
      ],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
      },
    }),
  ],
};
