/**
 * Decode Talker (1861629): 2+ Effect Monsters; 500 ATK more for each monster it points to; it
 * Tributes a monster it points to to negate and destroy an opponent's card or effect that targets its controller's cards.
 */
import { type CardScript, type EffectQuery, linkTargets, ownLinkedMonsters, statsPerCount, topLink } from '../facade.js';
import { linkedMonsters } from '../facade.js';

/** The last Chain Link: an opponent's activation, not negated, targeting a card its controller controls. */
function answerable(q: EffectQuery): boolean {
  const top = topLink(q.state);
  if (!top || top.player === q.player || top.negated !== null) return false;
  return linkTargets(top).some((id) => q.state.cards[id]!.controller === q.player && ['monster', 'extraMonster', 'spellTrap', 'field'].includes(q.state.cards[id]!.location));
}

export const decodeTalker: CardScript = {
  passcode: 1861629,
  extraMaterials: { material: (f) => f.subtypes.includes('Effect'), min: 2, max: 3, text: '2 or more Effect Monsters' },
  continuous: [statsPerCount((state, self) => linkedMonsters(state, self).length, 500)],
  effects: [
    {
      id: 'negate',
      kind: 'quick',
      label: 'Tribute a monster Decode Talker points to: negate that activation and destroy the card',
      categories: ['negate'],
      condition: answerable,
      cost: {
        custom: {
          what: '1 monster Decode Talker points to, to Tribute',
          can: (q) => ownLinkedMonsters(q.state, q.self).length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Tribute 1 monster Decode Talker points to', candidates: ownLinkedMonsters(r.state, r.self), min: 1, max: 1 });
            r.tribute(picked);
            return picked;
          },
        },
      },
      resolve: (r) => {
        const at = r.previousLink();
        const link = r.state.chain[at];
        if (!link) return;
        r.negateActivation(at);
        r.destroy([link.card]);
      },
    },
  ],
};
