/**
 * Non-player mages as mages: each NPC of data/shadow/npcs.json becomes a full sheet (the
 * same `Mage` shape the player has, from src/shadow/sheet.ts), so combat reads both sides the
 * same way (`toCombatant`). Their Library of Knowledge is their Deck of Magic: what they know
 * is what they carry, which is what Heart of the Cards may draw on.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { normalLp, type Mage } from '../sheet.js';
import { totalXpForLevel } from '../xp.js';
import type { NpcSheet } from './script.js';

export type NamedCopies = readonly (readonly [string, number])[];

/** Passcodes of the named cards, copy by copy; throws naming a card the database does not know. */
export function passcodesOf(list: NamedCopies, db: CardDb, owner: string): number[] {
  const out: number[] = [];
  for (const [name, copies] of list) {
    const card = db.byName(name);
    if (!card) throw new Error(`${owner}: no card is known as "${name}" (data/shadow/npcs.json)`);
    for (let i = 0; i < copies; i += 1) out.push(card.passcode);
  }
  return out;
}

/** The NPC's sheet as a Mage at full Life Points and with nothing spent. */
export function npcMage(npc: NpcSheet, db: CardDb): Mage {
  const deck = passcodesOf(npc.deck, db, npc.name);
  const extra = passcodesOf(npc.extra ?? [], db, npc.name);
  const base = { body: npc.body, mind: npc.mind };
  return {
    name: npc.name,
    body: npc.body,
    mind: npc.mind,
    power: npc.power,
    level: npc.level,
    xp: totalXpForLevel(npc.level),
    starLevel: npc.starLevel,
    paths: [],
    unspentScorePoints: 0,
    unspentPathRanks: 0,
    lp: normalLp(base),
    library: [...deck, ...extra],
    deckOfMagic: deck,
    extraMagic: extra,
    graveyard: [],
    beyond: [],
    divine: [],
    halfRestsToday: 0,
  };
}
