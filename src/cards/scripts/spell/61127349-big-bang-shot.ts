/** Big Bang Shot (61127349): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

const base = equipSpell({
  passcode: 61127349,
  atk: 400,
  def: 0,
  what: 'face-up monster to equip',
  more: [{ code: 'piercing', activeWhen: 'equipped', affects: equippedMonster }],
});
const activation = base.effects![0]!;

// Big Bang Shot: the equipped monster gains 400 ATK and inflicts piercing battle damage; when this
// card leaves the field (for any reason), the monster it was equipped to is removed from play by
// the rules, not as a Chain Link (a 'destroyed-with' tie with `onAnyLeave` and `banish`).
export const bigBangShot: CardScript = {
  ...base,
  effects: [
    {
      ...activation,
      resolve: (r) => {
        activation.resolve(r);
        const self = r.state.cards[r.self]!;
        if (self.location !== 'spellTrap' || self.equippedTo === null) return;
        r.addEffect('destroyed-with', r.cardAffected(self.equippedTo), { card: r.self, moves: self.moves, onAnyLeave: true, banish: true }, 'permanent');
      },
    },
    ...base.effects!.slice(1),
  ],
};
