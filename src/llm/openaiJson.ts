/**
 * The JSON side of structured model output: the JSON schema sent for a zod schema (strict
 * when it can be), lenient extraction of the JSON in an answer, validation, and the
 * messages for JSON mode and for the one repair retry.
 */
import { z, type ZodType } from 'zod';
import type { ChatMessage } from './types.js';

type JsonSchema = Record<string, unknown>;

export interface PreparedSchema {
  /** What is sent: always an object at the root (servers require that). */
  jsonSchema: JsonSchema;
  /** True when a non-object schema was wrapped as `{ value: <schema> }`. */
  wrapped: boolean;
  /** True when the schema meets the rules of strict structured output. */
  strict: boolean;
}

function isObjectSchema(schema: JsonSchema): boolean {
  return schema['type'] === 'object';
}

/** Strict structured output needs closed objects with every property required. */
function strictCompatible(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(strictCompatible);
  if (node === null || typeof node !== 'object') return true;
  const schema = node as JsonSchema;
  if (schema['type'] === 'object' || 'properties' in schema) {
    const props = (schema['properties'] ?? {}) as JsonSchema;
    const required = Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : [];
    if (schema['additionalProperties'] !== false) return false;
    if (!Object.keys(props).every((key) => required.includes(key))) return false;
  }
  return Object.values(schema).every(strictCompatible);
}

/** The JSON schema sent for a zod schema (zod 4's `z.toJSONSchema`). */
export function prepareJsonSchema(schema: ZodType): PreparedSchema {
  const raw = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _ignored, ...body } = raw;
  void _ignored;
  const wrapped = !isObjectSchema(body);
  const jsonSchema: JsonSchema = wrapped
    ? { type: 'object', properties: { value: body }, required: ['value'], additionalProperties: false }
    : body;
  return { jsonSchema, wrapped, strict: strictCompatible(jsonSchema) };
}

// ---------------------------------------------------------------------------------------
// Answers

/** Lenient JSON extraction: plain JSON, a fenced block, or the outermost {...}. */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const cleaned = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const candidates = [cleaned];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(cleaned);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = cleaned.search(/[{[]/);
  const last = Math.max(cleaned.lastIndexOf('}'), cleaned.lastIndexOf(']'));
  if (first >= 0 && last > first) candidates.push(cleaned.slice(first, last + 1));
  for (const candidate of candidates) {
    if (candidate === '') continue;
    try {
      return { ok: true, value: JSON.parse(candidate) as unknown };
    } catch {
      // try the next candidate
    }
  }
  const preview = cleaned.length > 80 ? `${cleaned.slice(0, 80)}…` : cleaned;
  return { ok: false, error: `the answer is not JSON: ${JSON.stringify(preview)}` };
}

export function validate<T>(
  schema: ZodType<T>,
  prepared: PreparedSchema,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: string } {
  const candidates: unknown[] = [];
  if (prepared.wrapped && value !== null && typeof value === 'object' && !Array.isArray(value) && 'value' in value) {
    candidates.push((value as { value: unknown }).value);
  }
  candidates.push(value);
  let firstError: string | undefined;
  for (const candidate of candidates) {
    const result = schema.safeParse(candidate);
    if (result.success) return { ok: true, value: result.data };
    firstError ??= z.prettifyError(result.error);
  }
  return { ok: false, error: `the answer breaks the schema: ${truncate(firstError ?? 'invalid', 400)}` };
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function messagesChars(messages: ChatMessage[]): string {
  return messages.map((m) => m.content).join('\n');
}

export function jsonModeInstruction(name: string, prepared: PreparedSchema): string {
  const shape = prepared.wrapped ? ' (an object with a single "value" field)' : '';
  return (
    `Reply with one JSON object only${shape}: no prose, no code fences. ` +
    `It must match this JSON Schema, named "${name}":\n${JSON.stringify(prepared.jsonSchema)}`
  );
}

/** Adds an instruction to the first system message (some chat templates allow only one). */
export function withSystemNote(messages: ChatMessage[], note: string): ChatMessage[] {
  const index = messages.findIndex((m) => m.role === 'system');
  if (index < 0) return [{ role: 'system', content: note }, ...messages];
  return messages.map((m, i) => (i === index ? { role: 'system', content: `${m.content}\n\n${note}` } : m));
}

export function repairMessages(messages: ChatMessage[], badAnswer: string, problem: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: truncate(badAnswer, 2000) },
    {
      role: 'user',
      content:
        `That reply could not be used: ${problem}. ` +
        'Reply again with only the JSON value that matches the required schema, nothing else.',
    },
  ];
}

/** Schema names may only use letters, digits, `_` and `-` (at most 64). */
export function safeSchemaName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return cleaned === '' ? 'answer' : cleaned;
}
