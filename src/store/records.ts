/**
 * The store's own words for what it keeps of a conversation. They match the chat
 * layer's types by shape (the server hands one to the other, so the compiler checks that
 * they agree) without the store depending on the chat layer.
 */
export const MESSAGE_KINDS = ['greeting', 'action', 'question', 'request', 'banter', 'reply', 'narration', 'answer', 'info'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type ChainMode = 'auto' | 'manual';

/** One chat message as stored. */
export interface MessageRecord {
  role: 'user' | 'bot';
  kind: MessageKind;
  text: string;
  /** What a model may see of it; null: never. */
  shared: string | null;
  /** How many actions had been applied when it was written. */
  actions: number;
}
