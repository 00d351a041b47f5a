/** Passcodes of the Starter Decks' Spell Cards (and the Sheep Token's facts), shared by the spell scripts and their helpers. */
import type { CardStatic } from '../../engine/types.js';

export const ANCIENT_TELESCOPE = 17092736;
export const BLOCK_ATTACK = 25880422;
export const CARD_DESTRUCTION = 72892473;
export const CHANGE_OF_HEART = 4031928;
export const DE_SPELL = 19159413;
export const DIAN_KETO = 84257639;
export const ETERNAL_REST = 95051344;
export const FISSURE = 66788016;
export const GIANT_TRUNADE = 42703248;
export const GRACEFUL_CHARITY = 79571449;
export const LAST_WILL = 85602018;
export const OOKAZI = 19523799;
export const REMOVE_TRAP = 51482758;
export const SHIELD_AND_SWORD = 52097679;
export const SOUL_RELEASE = 5758500;
export const STOP_DEFENSE = 63102017;
export const INEXPERIENCED_SPY = 81820689;
export const RUSH_RECKLESSLY = 70046172;
export const RELIABLE_GUARDIAN = 16430187;
export const SCAPEGOAT = 73915051;
export const SOUL_EXCHANGE = 68005187;
export const FLUTE_OF_SUMMONING_DRAGON = 43973174;
export const POLYMERIZATION = 24094653;
export const FLAME_SWORDSMAN = 45231177;
export const THOUSAND_DRAGON = 41462083;
export const BLACK_ILLUSION_RITUAL = 41426869;
/** The Sheep Token's own passcode (one above Scapegoat's, as printed on the token card). */
export const SHEEP_TOKEN = 73915052;

/** Scapegoat's Sheep Token: Beast-Type, EARTH, Level 1, 0 ATK / 0 DEF. */
export const SHEEP_TOKEN_FACTS: CardStatic = {
  passcode: SHEEP_TOKEN,
  name: 'Sheep Token',
  kind: 'monster',
  frame: 'token',
  subtypes: ['Token'],
  attribute: 'EARTH',
  race: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  extraDeck: false,
  normalSummonable: false,
};
