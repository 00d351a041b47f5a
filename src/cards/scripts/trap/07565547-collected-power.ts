/** Collected Power (7565547): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type DuelState, FACE_UP_MONSTER_TARGET, faceUpMonster, spellTrapsOn, trapActivation } from '../facade.js';

/** Face-up Equip Cards on the field (Equip Spells and monsters equipped as cards), both sides. */
const equipCardsOnField = (state: DuelState): number[] => spellTrapsOn(state).filter((id) => state.cards[id]!.faceUp && state.cards[id]!.equippedTo !== null);

export const collectedPower: CardScript = {
  // Collected Power: target 1 face-up monster; every face-up Equip Card on the field is equipped to it. An Equip Card
  // that cannot be equipped to that monster is destroyed.
  passcode: 7565547,
  effects: [
    trapActivation({
      condition: (q) => equipCardsOnField(q.state).length > 0,
      targets: [FACE_UP_MONSTER_TARGET],
      resolve: (r) => {
        const [target] = r.targets(0);
        const cannot: number[] = [];
        for (const equip of equipCardsOnField(r.state)) {
          const script = r.ctx.scripts?.(r.state.cards[equip]!.passcode, r.state.format.id);
          const q = { state: r.state, self: equip, player: r.state.cards[equip]!.controller, ctx: r.ctx };
          const fits = target !== undefined && faceUpMonster(r.state, target) && (script?.equipTo ? script.equipTo(q, target) : true);
          if (fits && r.state.cards[equip]!.equippedTo === target) continue;
          if (!fits || !r.equip(equip, target)) cannot.push(equip);
        }
        if (cannot.length > 0) r.destroy(cannot);
      },
    }),
  ],
};
