/** Dimension Jar (73414375): FLIP: each player, its controller first, may banish up to 3 monsters from their opponent's Graveyard. */
import { type CardScript, flipMonster, type PlayerId, type Resolution } from '../facade.js';

function banishUpTo3(r: Resolution, chooser: PlayerId): void {
  const other: PlayerId = chooser === 0 ? 1 : 0;
  const candidates = r.state.players[other].graveyard.filter((id) => r.facts(id).kind === 'monster').sort((a, b) => a - b);
  if (candidates.length === 0) return;
  const picked = r.choose({ player: chooser, prompt: "Banish up to 3 monsters from your opponent's Graveyard", candidates, min: 0, max: Math.min(3, candidates.length) });
  r.banish(picked);
}

export const dimensionJar: CardScript = flipMonster(73414375, {
  label: "each player may banish up to 3 monsters from their opponent's Graveyard",
  categories: ['banish'],
  resolve: (r) => {
    banishUpTo3(r, r.player);
    banishUpTo3(r, r.opponent);
  },
});
