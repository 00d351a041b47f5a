/** Level Up! (25290459): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type EffectQuery, facts, faceUpMonster, freeMainZones, maySpecialSummon, monstersOn, spellActivation } from '../facade.js';

/** Each "LV" monster of the pool and the monster its text names as its next level (LV monsters that name none are absent). */
const NEXT_LEVEL: Readonly<Record<string, string>> = {
  'Horus the Black Flame Dragon LV4': 'Horus the Black Flame Dragon LV6',
  'Horus the Black Flame Dragon LV6': 'Horus the Black Flame Dragon LV8',
  'Armed Dragon LV3': 'Armed Dragon LV5',
  'Armed Dragon LV5': 'Armed Dragon LV7',
  'Mystic Swordsman LV2': 'Mystic Swordsman LV4',
  'Mystic Swordsman LV4': 'Mystic Swordsman LV6',
  'Silent Swordsman LV3': 'Silent Swordsman LV5',
  'Silent Swordsman LV5': 'Silent Swordsman LV7',
  'Ultimate Insect LV1': 'Ultimate Insect LV3',
  'Ultimate Insect LV3': 'Ultimate Insect LV5',
  'Ultimate Insect LV5': 'Ultimate Insect LV7',
  'Dark Mimic LV1': 'Dark Mimic LV3',
};

/** Copies of the monster `lv` names in the activator's hand or Deck. */
function nextLevels(q: EffectQuery, lv: number): number[] {
  const next = NEXT_LEVEL[facts(q.state, lv).name];
  const p = q.state.players[q.player];
  return next === undefined ? [] : [...p.hand, ...p.deck].filter((id) => facts(q.state, id).name === next);
}

/** Face-up "LV" monsters the activator controls whose next level is in the hand or Deck. */
const sendable = (q: EffectQuery): number[] => monstersOn(q.state, q.player).filter((id) => faceUpMonster(q.state, id) && nextLevels(q, id).length > 0);

export const levelUp: CardScript = {
  // Level Up!: send 1 face-up "LV" monster you control to the Graveyard (the cost); Special Summon the monster its text
  // names from your hand or Deck, ignoring its Summoning conditions (so it counts as Summoned by a LV effect).
  passcode: 25290459,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player),
      cost: {
        custom: {
          what: 'send a face-up "LV" monster whose next level is in your hand or Deck to the Graveyard',
          can: (q) => sendable(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Send 1 face-up "LV" monster to the Graveyard', candidates: sendable(q), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => {
        const [sent] = r.costCards();
        if (sent === undefined || freeMainZones(r.state, r.player) === 0) return;
        const candidates = nextLevels({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, sent);
        const [picked] = r.choose({ player: r.player, prompt: 'Special Summon the next level from your hand or Deck', candidates, min: 1, max: 1 });
        if (picked === undefined) return;
        const fromDeck = r.state.cards[picked]!.location === 'deck';
        if (r.specialSummon(picked, r.player, r.choosePosition(r.name(picked)), 'level-up')) r.addEffect('summoned-by-level-up', r.cardAffected(picked), null, 'permanent');
        if (fromDeck) r.shuffleDeck(r.player);
      },
    }),
  ],
};
