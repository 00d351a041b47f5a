/**
 * What the page receives from the service, written out here so the browser code needs no
 * server module. `src/web/wire.ts` checks at compile time that the engine's and the
 * session's types still fit these shapes.
 */
export type PlayerId = 0 | 1;
export type Phase = 'draw' | 'standby' | 'main1' | 'battle' | 'main2' | 'end';
export type BattleStep = 'start' | 'battle' | 'damage' | 'end';

export interface CardView {
  id: number;
  known: boolean;
  name?: string;
  passcode?: number;
  kind?: string;
  noEffects?: boolean;
  level?: number;
  atk?: number;
  def?: number;
  position?: 'attack' | 'defense';
  faceUp?: boolean;
  zone?: number;
  /** Xyz Monsters have a Rank and Link Monsters a Link Rating where others have a Level (`level` holds the number). */
  levelKind?: 'rank' | 'link';
  /** Link Monsters: their Link Arrows ('Top', 'Bottom-Left' ...), read from their controller's side. */
  linkArrows?: string[];
  /** Pendulum Monsters: their Pendulum Scale. */
  scale?: number;
  /** The Xyz Materials attached to a monster on the field. */
  materials?: CardView[];
  /** A card in an Extra Monster Zone: who controls it. */
  controller?: PlayerId;
}

export interface PlayerView {
  lp: number;
  hand: CardView[];
  handCount: number;
  deckCount: number;
  monsters: (CardView | null)[];
  spellTraps: (CardView | null)[];
  fieldZone: CardView | null;
  graveyard: CardView[];
  banished: CardView[];
  extraCount: number;
  extra: CardView[];
  /** Shadow Games: the side's mage this turn and their Magic Points. */
  mage?: { name: string; magicPoints: number };
}

export interface ChainLinkView {
  link: number;
  player: PlayerId;
  card: CardView;
  effect: string;
  negated: 'activation' | 'effect' | null;
}

export interface DuelView {
  viewer: PlayerId;
  format: string;
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  step: BattleStep | null;
  you: PlayerView;
  opponent: PlayerView;
  extraMonsterZones: (CardView | null)[];
  pending: { kind: string; player: PlayerId; prompt?: string; hint?: 'harm' | 'help'; min?: number; max?: number } | null;
  battle: { attacker: number; target: number | null } | null;
  result: { winner: PlayerId | null; reason: string } | null;
  normalSummonUsed: boolean;
  chain: ChainLinkView[];
  window: string | null;
}

export interface OptionChoice {
  id: string;
  label: string;
  command: string;
  /** A choice among cards: the card it picks (its label names it). */
  passcode?: number;
}

export type TextRole = 'greeting' | 'banner' | 'reply' | 'narration' | 'answer' | 'info';

export type SessionChunk =
  | { type: 'text'; text: string; role: TextRole; message: number }
  | { type: 'event'; event: unknown; text: string | null }
  | { type: 'view'; view: DuelView }
  /** `decision`: the decision the options belong to (a command sent before the reply's end carries it). */
  | { type: 'options'; options: OptionChoice[]; decision?: string }
  | { type: 'error'; code: string; message: string }
  /** A Match request said in chat: the page's Match panel acts on it. */
  | { type: 'match'; request: 'rematch' | 'best-of-three' | 'side' }
  | { type: 'done'; [key: string]: unknown };

export interface ChatEntry {
  role: 'user' | 'bot';
  kind: string;
  text: string;
  actions: number;
}

export interface AnswerSection {
  id: string;
  title: string;
  lead: string;
}

export interface RulesAnswer {
  kind?: string;
  text: string;
  citations: string[];
  sections: AnswerSection[];
  source?: string;
}

export interface ReplayStep {
  step: number;
  action: { type: string; player?: PlayerId } | null;
  player: PlayerId | null;
  hashOk: boolean;
  lines: string[];
  messages: { seq: number; role: 'user' | 'bot'; kind: string; text: string }[];
}

export interface ReplayReport {
  sessionId: string;
  human: PlayerId;
  format: string;
  totalSteps: number;
  verified: boolean;
  /** The engine that recorded the duel, and this service's. */
  recordedEngineVersion?: string;
  engineVersion?: string;
  /** Which engine recorded it and what today's engine made of it (null: today's engine recorded it). */
  note?: string | null;
  /** Where today's engine first reaches another state than the recording. */
  mismatch?: { step: number } | null;
  result: DuelView['result'];
  steps: ReplayStep[];
  at?: { step: number; view: DuelView; stateHash: string };
}

export type SessionSummary = {
  id: string;
  format: string;
  personaName: string;
  actionCount: number;
  finished: boolean;
  result: DuelView['result'];
  origin: string;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Built-in deck names (null: pasted); absent from an older service. */
  deckName?: string | null;
  botDeckName?: string | null;
} & Partial<EngineVerdict>;

/** Which engine recorded a saved duel and whether this service's engine re-verified it. */
export interface EngineVerdict {
  engineVersion: string;
  verified: boolean;
  /** Opened only as a replay of its stored events: no more moves. */
  replayOnly: boolean;
  note: string | null;
}
