/** Bombardment Beetle (57409948): FLIP: target 1 face-down monster the opponent controls; it is revealed and destroyed if it is an Effect Monster. */
import { type CardScript, flipMonster } from '../facade.js';

export const bombardmentBeetle: CardScript = flipMonster(57409948, {
  label: "reveal 1 of your opponent's face-down monsters; destroy it if it is an Effect Monster",
  categories: ['destroy-monster'],
  targets: [{ what: 'face-down monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => !q.state.cards[id]!.faceUp }],
  resolve: (r) => {
    const [target] = r.targets(0);
    // Turned face-up in the meantime, it is no longer what the effect looks at.
    if (target === undefined || r.state.cards[target]!.faceUp) return;
    r.reveal(r.player, [target]);
    if (r.facts(target).subtypes.includes('Effect')) r.destroy([target]);
  },
});
