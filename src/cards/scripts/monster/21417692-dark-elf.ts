/** Dark Elf (21417692): its controller pays 1000 LP to declare each attack with it. */
import { type CardScript } from '../facade.js';

export const darkElf: CardScript = {
  passcode: 21417692,
  continuous: [{ code: 'attack-cost-lp', value: () => 1000 }],
};
