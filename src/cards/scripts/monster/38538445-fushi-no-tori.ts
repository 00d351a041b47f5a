/** Fushi No Tori (38538445): a Spirit; when it inflicts battle damage, its controller gains as much LP. */
import { type CardScript, inflictsBattleDamage, spiritMonster } from '../facade.js';

export const fushiNoTori: CardScript = spiritMonster(38538445, [
  {
    id: 'gain',
    kind: 'trigger',
    label: 'gain LP equal to the battle damage it inflicted',
    triggersOn: inflictsBattleDamage,
    resolve: (r) => {
      const e = r.link.event;
      if (e?.type === 'battle-damage') r.gainLp(r.player, e.amount);
    },
  },
]);
