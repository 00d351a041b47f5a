/**
 * Spell Cards of the Starter Decks: Normal Spells, Quick-Play Spells, the Ritual Spell
 * Black Illusion Ritual, Polymerization with the two Fusion Monsters it makes, and the
 * Sheep Tokens of Scapegoat. Each is written from our wording of the card in
 * data/cards/cards.json; where a ruling decides something the text leaves open, the
 * comment says which.
 */
import { currentAtk } from '../../engine/continuous.js';
import { maySpecialSummon } from '../../engine/effects/resolution.js';
import { summonedThisTurn } from '../../engine/summon.js';
import { sentFromFieldThisTurn } from '../../engine/turnUses.js';
import type { CardScript, EffectDef } from '../../engine/effects/api.js';
import type { EngineContext } from '../../engine/context.js';
import type { DuelState, PlayerId, Position } from '../../engine/types.js';
import { boostOneFaceUpMonster, facts, isFaceUp, monstersOn, opponentOf, spellTrapsOn } from './helpers.js';
import { ANCIENT_TELESCOPE, BLOCK_ATTACK, CARD_DESTRUCTION, CHANGE_OF_HEART, DE_SPELL, DIAN_KETO, ETERNAL_REST, FISSURE, GIANT_TRUNADE, GRACEFUL_CHARITY, LAST_WILL, OOKAZI, REMOVE_TRAP, SHIELD_AND_SWORD, SOUL_RELEASE, STOP_DEFENSE, INEXPERIENCED_SPY, RUSH_RECKLESSLY, RELIABLE_GUARDIAN, SCAPEGOAT, SOUL_EXCHANGE, FLUTE_OF_SUMMONING_DRAGON, POLYMERIZATION, FLAME_SWORDSMAN, THOUSAND_DRAGON, BLACK_ILLUSION_RITUAL, SHEEP_TOKEN, SHEEP_TOKEN_FACTS } from './spellPasscodes.js';
import { nameOf, freeMainZones, controlled, faceUpMonsters, equippedMonsters, choosePosition, summonableByEffect, monsterSentThisTurn, lastWillCandidates, lastWillSummon, fusionCandidates, chooseFusion, ritualSpell } from './spellHelpers.js';

export * from './spellPasscodes.js';

// ---------------------------------------------------------------- the scripts

const spell = (def: Omit<EffectDef, 'id' | 'kind'>): EffectDef => ({ id: 'activate', kind: 'spell', ...def });

export const SPELL_SCRIPTS: readonly CardScript[] = [
  {
    // Ancient Telescope: the activator sees the top 5 cards of the opponent's Deck (fewer if it is smaller); they stay in order.
    passcode: ANCIENT_TELESCOPE,
    effects: [
      spell({
        condition: (q) => q.state.players[opponentOf(q.player)].deck.length > 0,
        resolve: (r) => r.look(r.player, r.state.players[r.opponent].deck.slice(0, 5), 'deck'),
      }),
    ],
  },
  {
    // Block Attack: 1 opponent's Attack Position monster, targeted, goes to face-up Defense Position.
    passcode: BLOCK_ATTACK,
    effects: [
      spell({
        categories: ['position'],
        targets: [{ what: 'Attack Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => isFaceUp(q.state, id) && q.state.cards[id]!.position === 'attack' }],
        resolve: (r) => {
          for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'attack') r.changePosition(id, 'defense');
        },
      }),
    ],
  },
  {
    // Card Destruction: both hands are discarded, then each player draws as many as they discarded.
    // As in ygopro: someone must have a card to discard, and each player must be able to draw that many.
    passcode: CARD_DESTRUCTION,
    effects: [
      spell({
        categories: ['draw'],
        condition: (q) => {
          const mine = q.state.players[q.player].hand.filter((id) => id !== q.self).length;
          const theirs = q.state.players[opponentOf(q.player)].hand.length;
          return mine + theirs > 0 && q.state.players[q.player].deck.length >= mine && q.state.players[opponentOf(q.player)].deck.length >= theirs;
        },
        resolve: (r) => {
          const order: PlayerId[] = [r.state.turnPlayer, opponentOf(r.state.turnPlayer)];
          const counts = order.map((p) => r.state.players[p].hand.length);
          order.forEach((p) => r.discard(p, [...r.state.players[p].hand]));
          order.forEach((p, i) => r.draw(p, counts[i]!));
        },
      }),
    ],
  },
  {
    // Change of Heart: take control of 1 opponent's monster, targeted, until the End Phase.
    passcode: CHANGE_OF_HEART,
    effects: [
      spell({
        categories: ['control'],
        condition: (q) => freeMainZones(q.state, q.player) > 0,
        targets: [{ what: "monster your opponent controls", min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          for (const id of r.targets(0)) r.takeControl(id, r.player, true);
        },
      }),
    ],
  },
  {
    // De-Spell: target a Spell on the field (any Set card may be it); a Set target is revealed, destroyed only if it is a Spell.
    passcode: DE_SPELL,
    effects: [
      spell({
        categories: ['destroy-spell-trap'],
        targets: [{ what: 'Spell Card on the field (or a Set card)', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) || facts(q.state, id).kind === 'spell' }],
        resolve: (r) => {
          for (const id of r.targets(0)) {
            const card = r.state.cards[id]!;
            if (!card.faceUp) r.reveal(card.controller, [id]);
            if (r.facts(id).kind === 'spell') r.destroy([id]);
          }
        },
      }),
    ],
  },
  {
    // Dian Keto the Cure Master: gain 1000 LP.
    passcode: DIAN_KETO,
    effects: [spell({ resolve: (r) => r.gainLp(r.player, 1000) })],
  },
  {
    // Eternal Rest: destroy every monster with an Equip Card equipped (no target).
    passcode: ETERNAL_REST,
    effects: [
      spell({
        categories: ['destroy-monster'],
        condition: (q) => equippedMonsters(q.state).length > 0,
        resolve: (r) => {
          r.destroy(equippedMonsters(r.state));
        },
      }),
    ],
  },
  {
    // Fissure: destroy the opponent's face-up monster with the lowest ATK (no target; on a tie the activator picks while it resolves).
    passcode: FISSURE,
    effects: [
      spell({
        categories: ['destroy-monster'],
        condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
        resolve: (r) => {
          const theirs = faceUpMonsters(r.state, r.opponent);
          if (theirs.length === 0) return;
          const atk = (id: number): number => currentAtk(r.state, r.ctx, id);
          const lowest = Math.min(...theirs.map(atk));
          const [victim] = r.choose({ player: r.player, prompt: `Destroy which monster with ${lowest} ATK`, candidates: theirs.filter((id) => atk(id) === lowest), min: 1, max: 1 });
          if (victim !== undefined) r.destroy([victim]);
        },
      }),
    ],
  },
  {
    // Giant Trunade: every other Spell and Trap Card on the field returns to its owner's hand.
    passcode: GIANT_TRUNADE,
    effects: [
      spell({
        categories: ['to-hand'],
        condition: (q) => spellTrapsOn(q.state).some((id) => id !== q.self),
        resolve: (r) => r.returnToHand(spellTrapsOn(r.state).filter((id) => id !== r.self)),
      }),
    ],
  },
  {
    // Graceful Charity: draw 3, then discard 2 (it needs 3 cards in the Deck to be activated).
    passcode: GRACEFUL_CHARITY,
    effects: [
      spell({
        categories: ['draw'],
        condition: (q) => q.state.players[q.player].deck.length >= 3,
        resolve: (r) => {
          r.draw(r.player, 3);
          const hand = r.state.players[r.player].hand;
          const discard = r.choose({ player: r.player, prompt: 'Discard 2 cards for Graceful Charity', candidates: [...hand], min: 2, max: 2 });
          r.discard(r.player, discard);
        },
      }),
    ],
  },
  {
    // Last Will: once this turn, when a monster you controlled goes to your Graveyard (already, or later),
    // you may Special Summon 1 monster with 1500 or less ATK from your Deck.
    passcode: LAST_WILL,
    effects: [
      spell({
        categories: ['special-summon'],
        resolve: (r) => {
          if (monsterSentThisTurn(r.state, r.player) && lastWillCandidates(r.state, r.ctx, r.player).length > 0) {
            if (r.yesNo(r.player, 'A monster you controlled went to your Graveyard this turn: Special Summon a monster with 1500 or less ATK from your Deck now?') && lastWillSummon(r)) return;
          }
          // Once this turn, wherever this card is by then: a floating trigger with one use.
          r.addEffect('floating-trigger', { player: r.player }, { card: r.self, effect: 'summon' }, 'end-of-turn', 1);
        },
      }),
      {
        id: 'summon',
        kind: 'trigger',
        label: 'Special Summon a monster with 1500 or less ATK from your Deck (Last Will)',
        optional: true,
        categories: ['special-summon'],
        floating: true,
        triggersOn: (q, e) =>
          e.type === 'sent-to-graveyard' &&
          (e.from === 'monster' || e.from === 'extraMonster') &&
          sentFromFieldThisTurn(q.state, q.player, e.card) &&
          lastWillCandidates(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          // Another monster's trip may have used this Last Will up while this link waited.
          if (r.floatingTriggerLeft() && lastWillSummon(r)) r.spendFloatingTrigger();
        },
      },
    ],
  },
  {
    // Ookazi: 800 damage to the opponent.
    passcode: OOKAZI,
    effects: [spell({ categories: ['damage'], resolve: (r) => r.damage(r.opponent, 800) })],
  },
  {
    // Remove Trap: destroy 1 face-up Trap on the field, targeted.
    passcode: REMOVE_TRAP,
    effects: [
      spell({
        categories: ['destroy-trap'],
        targets: [{ what: 'face-up Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) && facts(q.state, id).kind === 'trap' }],
        resolve: (r) => r.destroy(r.targets(0).filter((id) => isFaceUp(r.state, id))),
      }),
    ],
  },
  {
    // Shield & Sword: every monster face-up on the field now has its original ATK and DEF exchanged until the end of the turn.
    passcode: SHIELD_AND_SWORD,
    effects: [
      spell({
        categories: ['stat-change'],
        condition: (q) => faceUpMonsters(q.state).length > 0,
        resolve: (r) => {
          for (const id of faceUpMonsters(r.state)) {
            r.addEffect('swap-original-stats', r.cardAffected(id), null);
          }
        },
      }),
    ],
  },
  {
    // Soul Release: banish 1 to 5 cards from the Graveyards, targeted.
    passcode: SOUL_RELEASE,
    effects: [
      spell({
        categories: ['banish'],
        targets: [{ what: 'card in a Graveyard', min: 1, max: 5, from: ['graveyard'], side: 'both' }],
        resolve: (r) => r.banish(r.targets(0)),
      }),
    ],
  },
  {
    // Stop Defense: 1 opponent's Defense Position monster, targeted, goes to face-up Attack Position (a face-down one is flipped).
    passcode: STOP_DEFENSE,
    effects: [
      spell({
        categories: ['position'],
        targets: [{ what: 'Defense Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => q.state.cards[id]!.position === 'defense' }],
        resolve: (r) => {
          for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'defense') r.changePosition(id, 'attack', true);
        },
      }),
    ],
  },
  {
    // The Inexperienced Spy: pick 1 card of the opponent's hand blind, look at it; they keep it and shuffle their hand.
    passcode: INEXPERIENCED_SPY,
    effects: [
      spell({
        condition: (q) => q.state.players[opponentOf(q.player)].hand.length > 0,
        resolve: (r) => {
          const hand = r.state.players[r.opponent].hand;
          // Chosen by place in the hand, not by card: the activator cannot see the hand.
          const [at] = r.choose({
            player: r.player,
            prompt: "Look at which card of your opponent's hand",
            candidates: hand.map((_, i) => i),
            labels: hand.map((_, i) => `card ${i + 1} of ${hand.length}`),
            min: 1,
            max: 1,
          });
          const card = hand[at ?? 0];
          if (card === undefined) return;
          r.look(r.player, [card], 'hand');
          r.shuffleHand(r.opponent);
        },
      }),
    ],
  },
  {
    // Rush Recklessly: 1 face-up monster, targeted, gains 700 ATK until the end of the turn (it may be used in the Damage Step).
    passcode: RUSH_RECKLESSLY,
    effects: [
      spell({
        ...boostOneFaceUpMonster(700, 0),
      }),
    ],
  },
  {
    // The Reliable Guardian: 1 face-up monster, targeted, gains 700 DEF until the end of the turn.
    passcode: RELIABLE_GUARDIAN,
    effects: [
      spell({
        ...boostOneFaceUpMonster(0, 700),
      }),
    ],
  },
  {
    // Scapegoat: 4 Sheep Tokens in Defense Position. Not after Summoning this turn, and no other Summons for the rest
    // of the turn (Sets allowed): the restriction is taken on as a cost, so it stays even if the card is negated.
    passcode: SCAPEGOAT,
    effects: [
      spell({
        categories: ['special-summon'],
        cost: { restrictions: ['cannot-summon'] },
        condition: (q) => freeMainZones(q.state, q.player) >= 4 && !summonedThisTurn(q.state, q.player) && maySpecialSummon(q.state, q.player),
        resolve: (r) => {
          if (freeMainZones(r.state, r.player) < 4) return;
          for (let i = 0; i < 4; i++) r.createToken(r.player, SHEEP_TOKEN_FACTS, 'defense');
        },
      }),
    ],
  },
  // The Sheep Token itself: it cannot be Tributed for a Tribute Summon.
  { passcode: SHEEP_TOKEN, cannotBeTributedForTributeSummon: true },
  {
    // Soul Exchange: 1 opponent's monster, targeted, must be among your Tributes this turn (as if you controlled it).
    // No Battle Phase the turn you activate it: only in Main Phase 1, and the lock is taken on as a cost.
    passcode: SOUL_EXCHANGE,
    effects: [
      spell({
        cost: { restrictions: ['cannot-enter-battle-phase'] },
        condition: (q) => q.state.phase === 'main1',
        targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          for (const id of r.targets(0)) {
            r.addEffect('must-be-tributed', r.cardAffected(id), r.player);
          }
        },
      }),
    ],
  },
  {
    // The Flute of Summoning Dragon: only while "Lord of D." is face-up on the field; Special Summon up to 2 Dragons from your hand.
    passcode: FLUTE_OF_SUMMONING_DRAGON,
    effects: [
      spell({
        categories: ['special-summon'],
        condition: (q) =>
          monstersOn(q.state).some((id) => isFaceUp(q.state, id) && nameOf(q.state, id) === 'Lord of D.') &&
          freeMainZones(q.state, q.player) > 0 &&
          fluteDragons(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          const room = Math.min(2, freeMainZones(r.state, r.player));
          const dragons = r.choose({ player: r.player, prompt: 'Special Summon up to 2 Dragon-Type monsters from your hand', candidates: fluteDragons(r.state, r.ctx, r.player), min: 1, max: room });
          for (const id of dragons) r.specialSummon(id, r.player, choosePosition(r, r.name(id)));
        },
      }),
    ],
  },
  {
    // Polymerization: send the materials a Fusion Monster lists from your hand and/or field to the Graveyard, then Fusion Summon it.
    passcode: POLYMERIZATION,
    effects: [
      spell({
        categories: ['special-summon'],
        condition: (q) => fusionCandidates(q.state, q.ctx, q.player).length > 0,
        resolve: (r) => {
          const plan = chooseFusion(r);
          if (!plan) return;
          r.sendMaterials(plan.materials);
          r.summonByProcedure(plan.monster, r.player, choosePosition(r, r.name(plan.monster)), 'fusion');
        },
      }),
    ],
  },
  // The Fusion Monsters Polymerization can make; they have no effects of their own.
  { passcode: FLAME_SWORDSMAN, fusionMaterials: ['Flame Manipulator', 'Masaki the Legendary Swordsman'] },
  { passcode: THOUSAND_DRAGON, fusionMaterials: ['Time Wizard', 'Baby Dragon'] },
  ritualSpell(BLACK_ILLUSION_RITUAL),
];

function fluteDragons(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  return state.players[player].hand.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon' && summonableByEffect(state, ctx, player, id));
}
