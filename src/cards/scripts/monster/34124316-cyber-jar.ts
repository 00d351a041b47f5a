/** Cyber Jar (34124316): FLIP: every monster is destroyed; each player picks up 5 cards and Special Summons the Level 4 or lower monsters among them. */
import { canBeSpecialSummonedByEffect, type CardScript, flipMonster, maySpecialSummon, monstersOn, type Resolution, type PlayerId } from '../facade.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** One player's part: the top 5 cards are shown; Level 4 or lower monsters are Special Summoned (face-up Attack or face-down Defense), the rest go to the hand. */
function pickUpFive(r: Resolution, player: PlayerId): void {
  const picked = r.state.players[player].deck.slice(0, 5);
  r.reveal(player, picked);
  let shown = 0;
  for (const id of picked) {
    const f = r.facts(id);
    shown += 1;
    const fits = f.kind === 'monster' && f.level <= 4 && canBeSpecialSummonedByEffect(r.state, r.ctx, id) && maySpecialSummon(r.state, player);
    if (fits && r.state.players[player].monsters.includes(null)) {
      const labels = ['face-up Attack Position', 'face-down Defense Position'];
      // The cards were shown, but the prompt names them by place: the other player's view of a Deck card stays hidden.
      const prompt = `Cyber Jar: Special Summon the monster picked up ${ORDINALS[shown - 1]} (Level ${f.level}, ${f.atk} ATK) in which position`;
      const [how] = r.choose({ player, prompt, candidates: [0, 1], labels, min: 1, max: 1 });
      if (r.specialSummon(id, player, 'attack', 'effect', how === 1)) continue;
    }
    r.addToHand(id, 'deck');
  }
}

export const cyberJar: CardScript = flipMonster(34124316, {
  label: 'destroy all monsters; both players pick up 5 cards and Special Summon the small monsters',
  categories: ['destroy-monster', 'special-summon'],
  resolve: (r) => {
    r.destroy(monstersOn(r.state));
    pickUpFive(r, r.player);
    pickUpFive(r, r.opponent);
  },
});
