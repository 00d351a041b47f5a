/** Lines for the Shadow Games' own events (Magic Points, d20 rolls, Exodia). */
import type { DuelEvent, DuelState, PlayerId } from '../types.js';

type ShadowEvent = Extract<DuelEvent, { type: 'magic-points' | 'shadow-roll' | 'exodia-unleashed' | 'mage-seat' }>;

function mageRef(mage: string, player: PlayerId, viewer: PlayerId): string {
  return player === viewer ? `You (${mage})` : mage;
}

export function describeShadowEvent(state: DuelState, event: ShadowEvent, viewer: PlayerId): string {
  const who = mageRef(event.mage, event.player, viewer);
  switch (event.type) {
    case 'magic-points': {
      const points = (n: number): string => `${n} Magic Point${n === 1 ? '' : 's'}`;
      // "You (Aria) spend", "Sefu the Tomb Robber spends": the verb agrees with the whole name.
      const verb = (base: string): string => (who.startsWith('You') ? base : base === 'lose' ? 'loses' : `${base}s`);
      if (event.reason === 'gain') return `${who} ${verb('gain')} ${points(event.change)} (${event.mp} now).`;
      if (event.reason === 'spent') return `${who} ${verb('spend')} ${points(-event.change)} (${event.mp} left).`;
      return `${who} ${verb('lose')} ${points(-event.change)} above the cap at the end of the turn (${event.mp} kept).`;
    }
    case 'shadow-roll': {
      const what = event.roll === 'heart' ? 'Heart of the Cards' : 'Divine Magic';
      // The card is not named: it is in a Deck or Library nobody sees (the mage's own sheet says which).
      const result = event.success ? 'success' : 'no luck';
      return `${what}: ${who} rolled ${event.value} on a d20 (needs ${event.roll === 'heart' ? `${event.target} or less` : event.target}): ${result}.`;
    }
    case 'mage-seat':
      return `${who} ${who.startsWith('You') ? 'take' : 'takes'} the team's turn, with their own hand, Deck of Magic and ${event.lp} LP.`;
    case 'exodia-unleashed':
      return `${who} unlocked all five pieces of Exodia: every opposing card is destroyed and their Life Points fall to 0.`;
  }
}
