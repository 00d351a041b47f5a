/** Ojama Token (29843092): the token Ojama Trio makes, from our own wording of Ojama Trio in data/cards/text/goat-traps.json. */
import { type CardScript } from '../facade.js';

export const ojamaToken: CardScript = {
  // It cannot be Tributed for a Tribute Summon; when it is destroyed, its controller takes 300 damage (not a Chain Link).
  passcode: 29843092,
  cannotBeTributedForTributeSummon: true,
  continuous: [{ code: 'damage-controller-when-destroyed', affects: () => false, value: () => 300 }],
};
