/** Amphibious Bugroth MK-3 (64342551): while "Umi" is on the field, it may attack the opponent directly. */
import { type CardScript, targetCard, umiOnField } from '../facade.js';

export const amphibiousBugrothMk3: CardScript = {
  passcode: 64342551,
  continuous: [{ code: 'can-attack-directly', affects: (state, source, t) => targetCard(t) === source && umiOnField(state) }],
};
