/**
 * Every card script, by passcode: one file per card under monster/, spell/ and trap/,
 * named by passcode and name. A card without a script has no effects for the engine; the
 * `scripted` mark in data/cards says which cards are complete and tested.
 */
import type { CardScript, ScriptLookup, SummonProcedure } from './facade.js';
import { TOON_PROCEDURE } from './facade.js';
import { gearfriedTheIronKnight } from './monster/00423705-gearfried-the-iron-knight.js';
import { theWickedWormBeast } from './monster/06285791-the-wicked-worm-beast.js';
import { haneHane } from './monster/07089711-hane-hane.js';
import { milusRadiant } from './monster/07489323-milus-radiant.js';
import { armedNinja } from './monster/09076207-armed-ninja.js';
import { dreamClown } from './monster/13215230-dream-clown.js';
import { wallOfIllusion } from './monster/13945283-wall-of-illusion.js';
import { whiteMagicalHat } from './monster/15150365-white-magical-hat.js';
import { bigEye } from './monster/16768387-big-eye.js';
import { lordOfD } from './monster/17985575-lord-of-d.js';
import { karateMan } from './monster/23289281-karate-man.js';
import { sangan } from './monster/26202165-sangan.js';
import { maskOfDarkness } from './monster/28933734-mask-of-darkness.js';
import { magicianOfFaith } from './monster/31560081-magician-of-faith.js';
import { mangaRyuRan } from './monster/38369349-manga-ryu-ran.js';
import { thousandDragon } from './monster/41462083-thousand-dragon.js';
import { flameSwordsman } from './monster/45231177-flame-swordsman.js';
import { trapMaster } from './monster/46461247-trap-master.js';
import { mukaMuka } from './monster/46657337-muka-muka.js';
import { princessOfTsurugi } from './monster/51371017-princess-of-tsurugi.js';
import { blueEyesToonDragon } from './monster/53183600-blue-eyes-toon-dragon.js';
import { mysteriousPuppeteer } from './monster/54098121-mysterious-puppeteer.js';
import { manEaterBug } from './monster/54652250-man-eater-bug.js';
import { sonicBird } from './monster/57617178-sonic-bird.js';
import { relinquished } from './monster/64631466-relinquished.js';
import { toonMermaid } from './monster/65458948-toon-mermaid.js';
import { timeWizard } from './monster/71625222-time-wizard.js';
import { sheepToken } from './monster/73915052-sheep-token.js';
import { witchOfTheBlackForest } from './monster/78010363-witch-of-the-black-forest.js';
import { hirosShadowScout } from './monster/81863068-hiros-shadow-scout.js';
import { theSternMystic } from './monster/87557188-the-stern-mystic.js';
import { jigenBakudan } from './monster/90020065-jigen-bakudan.js';
import { toonSummonedSkull } from './monster/91842653-toon-summoned-skull.js';
import { mahaVailo } from './monster/93013676-maha-vailo.js';
import { penguinSoldier } from './monster/93920745-penguin-soldier.js';
import { dragonTreasure } from './spell/01435851-dragon-treasure.js';
import { changeOfHeart } from './spell/04031928-change-of-heart.js';
import { darkEnergy } from './spell/04614116-dark-energy.js';
import { mysticalSpaceTyphoon } from './spell/05318639-mystical-space-typhoon.js';
import { soulRelease } from './spell/05758500-soul-release.js';
import { toonWorld } from './spell/15259703-toon-world.js';
import { theReliableGuardian } from './spell/16430187-the-reliable-guardian.js';
import { ancientTelescope } from './spell/17092736-ancient-telescope.js';
import { deSpell } from './spell/19159413-de-spell.js';
import { ookazi } from './spell/19523799-ookazi.js';
import { heavyStorm } from './spell/19613556-heavy-storm.js';
import { ringOfMagnetism } from './spell/20436034-ring-of-magnetism.js';
import { polymerization } from './spell/24094653-polymerization.js';
import { blockAttack } from './spell/25880422-block-attack.js';
import { swordOfDarkDestruction } from './spell/37120512-sword-of-dark-destruction.js';
import { blackIllusionRitual } from './spell/41426869-black-illusion-ritual.js';
import { giantTrunade } from './spell/42703248-giant-trunade.js';
import { theFluteOfSummoningDragon } from './spell/43973174-the-flute-of-summoning-dragon.js';
import { mountain } from './spell/50913601-mountain.js';
import { removeTrap } from './spell/51482758-remove-trap.js';
import { shieldSword } from './spell/52097679-shield-sword.js';
import { darkHole } from './spell/53129443-dark-hole.js';
import { yami } from './spell/59197169-yami.js';
import { stopDefense } from './spell/63102017-stop-defense.js';
import { blackPendant } from './spell/65169794-black-pendant.js';
import { fissure } from './spell/66788016-fissure.js';
import { soulExchange } from './spell/68005187-soul-exchange.js';
import { rushRecklessly } from './spell/70046172-rush-recklessly.js';
import { cardDestruction } from './spell/72892473-card-destruction.js';
import { scapegoat } from './spell/73915051-scapegoat.js';
import { gracefulCharity } from './spell/79571449-graceful-charity.js';
import { theInexperiencedSpy } from './spell/81820689-the-inexperienced-spy.js';
import { monsterReborn } from './spell/83764718-monster-reborn.js';
import { dianKetoTheCureMaster } from './spell/84257639-dian-keto-the-cure-master.js';
import { lastWill } from './spell/85602018-last-will.js';
import { sogen } from './spell/86318356-sogen.js';
import { bookOfSecretArts } from './spell/91595718-book-of-secret-arts.js';
import { eternalRest } from './spell/95051344-eternal-rest.js';
import { invigoration } from './spell/98374133-invigoration.js';
import { malevolentNuzzler } from './spell/99597615-malevolent-nuzzler.js';
import { fakeTrap } from './trap/03027001-fake-trap.js';
import { sevenToolsOfTheBandit } from './trap/03819470-seven-tools-of-the-bandit.js';
import { trapHole } from './trap/04206964-trap-hole.js';
import { waboku } from './trap/12607053-waboku.js';
import { reinforcements } from './trap/17814387-reinforcements.js';
import { justDesserts } from './trap/24068492-just-desserts.js';
import { threateningRoar } from './trap/36361633-threatening-roar.js';
import { castleWalls } from './trap/44209392-castle-walls.js';
import { dragonCaptureJar } from './trap/50045299-dragon-capture-jar.js';
import { gryphonWing } from './trap/55608151-gryphon-wing.js';
import { magicJammer } from './trap/77414722-magic-jammer.js';
import { reverseTrap } from './trap/77622396-reverse-trap.js';
import { ultimateOffering } from './trap/80604091-ultimate-offering.js';
import { twoProngedAttack } from './trap/83887306-two-pronged-attack.js';
import { robbinGoblin } from './trap/88279736-robbin-goblin.js';
import { enchantedJavelin } from './trap/96355986-enchanted-javelin.js';

const ALL: readonly CardScript[] = [
  gearfriedTheIronKnight,
  theWickedWormBeast,
  haneHane,
  milusRadiant,
  armedNinja,
  dreamClown,
  wallOfIllusion,
  whiteMagicalHat,
  bigEye,
  lordOfD,
  karateMan,
  sangan,
  maskOfDarkness,
  magicianOfFaith,
  mangaRyuRan,
  thousandDragon,
  flameSwordsman,
  trapMaster,
  mukaMuka,
  princessOfTsurugi,
  blueEyesToonDragon,
  mysteriousPuppeteer,
  manEaterBug,
  sonicBird,
  relinquished,
  toonMermaid,
  timeWizard,
  sheepToken,
  witchOfTheBlackForest,
  hirosShadowScout,
  theSternMystic,
  jigenBakudan,
  toonSummonedSkull,
  mahaVailo,
  penguinSoldier,
  dragonTreasure,
  changeOfHeart,
  darkEnergy,
  mysticalSpaceTyphoon,
  soulRelease,
  toonWorld,
  theReliableGuardian,
  ancientTelescope,
  deSpell,
  ookazi,
  heavyStorm,
  ringOfMagnetism,
  polymerization,
  blockAttack,
  swordOfDarkDestruction,
  blackIllusionRitual,
  giantTrunade,
  theFluteOfSummoningDragon,
  mountain,
  removeTrap,
  shieldSword,
  darkHole,
  yami,
  stopDefense,
  blackPendant,
  fissure,
  soulExchange,
  rushRecklessly,
  cardDestruction,
  scapegoat,
  gracefulCharity,
  theInexperiencedSpy,
  monsterReborn,
  dianKetoTheCureMaster,
  lastWill,
  sogen,
  bookOfSecretArts,
  eternalRest,
  invigoration,
  malevolentNuzzler,
  fakeTrap,
  sevenToolsOfTheBandit,
  trapHole,
  waboku,
  reinforcements,
  justDesserts,
  threateningRoar,
  castleWalls,
  dragonCaptureJar,
  gryphonWing,
  magicJammer,
  reverseTrap,
  ultimateOffering,
  twoProngedAttack,
  robbinGoblin,
  enchantedJavelin,
];

const BY_PASSCODE = new Map<number, CardScript>();
for (const script of ALL) {
  if (BY_PASSCODE.has(script.passcode)) throw new Error(`two scripts for passcode ${script.passcode}`);
  BY_PASSCODE.set(script.passcode, script);
}

export const scriptLookup: ScriptLookup = (passcode) => BY_PASSCODE.get(passcode);

/** Monsters' own Special Summon procedures (the Toons with "Toon World"). */
export const SUMMON_PROCEDURES: readonly SummonProcedure[] = [TOON_PROCEDURE];

export function scriptedPasscodes(): number[] {
  return [...BY_PASSCODE.keys()];
}
