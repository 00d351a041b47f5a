/**
 * What a player is told while an effect waits for a choice. A run that pauses for an answer
 * is run again from its start once the answer comes (resumable.ts), so the paused run's
 * events are normally not reported: the finished run reports them once, in order. But a look
 * at a hand or a Deck (and a reveal) is what the player needs before they choose: Dragged
 * Down into the Grave's player looks at the opponent's hand, then names the card to discard.
 * Those events change nothing in the state, so they are reported as the run pauses, counted
 * in the process (`told`), and the same number of them left out of the next runs (a run is
 * deterministic: it emits the same looks in the same order each time).
 */
import type { Tx } from '../tx.js';
import type { DuelEvent, EffectProcess } from '../types.js';

type TellsKnowledge = Extract<DuelEvent, { type: 'look' | 'reveal' }>;

function tellsKnowledge(e: DuelEvent): e is TellsKnowledge {
  return e.type === 'look' || e.type === 'reveal';
}

/** The looks and reveals of a paused run not yet told; returns how many are told now in all. */
export function tellPausedLooks(tx: Tx, paused: readonly DuelEvent[], told: number): number {
  const looks = paused.filter(tellsKnowledge);
  for (const e of looks.slice(told)) {
    const { n: _n, ...body } = e;
    tx.emit(body);
  }
  return looks.length;
}

/**
 * Leaves out of a run's events the first `told` looks and reveals, already told while it was
 * paused, and numbers the rest without the gaps they leave (events are numbered one by one).
 */
export function dropToldLooks(sub: Tx, process: Pick<EffectProcess, 'told'>): void {
  let left = process.told ?? 0;
  if (left === 0) return;
  const events = sub.events;
  let dropped = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (left > 0 && tellsKnowledge(e)) {
      events.splice(i, 1);
      i--;
      left--;
      dropped++;
    } else if (dropped > 0) {
      events[i] = { ...e, n: e.n - dropped };
    }
  }
  sub.s.eventCount -= dropped;
}
