/**
 * Language-model configuration, read from the environment (and a `.env` file through
 * dotenv, which never overrides variables that are already set).
 *
 * No API key and no base URL → offline: the product runs on its offline model. A base URL
 * without a key is fine (local servers such as Ollama, llama.cpp server, vLLM and LM Studio
 * do not check keys; a dummy key is sent because the client library insists on one).
 */
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import type { ModelRole } from './types.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** Default model when talking to OpenAI itself and no DUEL_MODEL is set. */
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 20_000;
/** Sent as the key to servers that do not need one (the client library requires a key). */
export const DUMMY_API_KEY = 'no-key-needed';

export const MODEL_ROLES: readonly ModelRole[] = ['moves', 'interpret', 'narration', 'rules'];

/**
 * How structured answers are requested.
 * - `auto`: JSON-schema output first; if the server rejects it, JSON mode plus validation
 *   (remembered per model).
 * - `json_schema`: JSON-schema output only (a rejection is an error).
 * - `json_object`: JSON mode plus validation from the start (servers without JSON-schema output).
 */
export type JsonMode = 'auto' | 'json_schema' | 'json_object';

export interface OnlineModelConfig {
  mode: 'online';
  /** The key to send; a dummy when none was configured (local servers). Never print it. */
  apiKey: string;
  /** True when no OPENAI_API_KEY was set and the dummy key is used. */
  apiKeyIsDummy: boolean;
  /** Chat Completions base URL without a trailing slash, e.g. `http://localhost:11434/v1`. */
  baseURL: string;
  /** The model for each role (DUEL_MODEL_<ROLE>, else DUEL_MODEL, else the OpenAI default). */
  models: Record<ModelRole, string>;
  timeoutMs: number;
  jsonMode: JsonMode;
}

export type ModelConfig = { mode: 'offline' } | OnlineModelConfig;

export type EnvLike = Record<string, string | undefined>;

/** A configuration variable has a value we cannot use. `variable` names it. */
export class ModelConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ModelConfigError';
    this.variable = variable;
  }
}

const ROLE_VARIABLES: Record<ModelRole, string> = {
  moves: 'DUEL_MODEL_MOVES',
  interpret: 'DUEL_MODEL_INTERPRET',
  narration: 'DUEL_MODEL_NARRATION',
  rules: 'DUEL_MODEL_RULES',
};

const modelName = z
  .string()
  .max(200, 'a model name of at most 200 characters')
  .regex(/^\S+$/, 'a model name without spaces');

const baseUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'an http:// or https:// URL such as http://localhost:11434/v1');

const timeout = z
  .string()
  .regex(/^\d+$/, 'a whole number of milliseconds')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(100, 'at least 100 milliseconds')
      .max(600_000, 'at most 600000 milliseconds (10 minutes)'),
  );

const jsonMode = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['auto', 'json_schema', 'json_object'], { error: 'one of auto, json_schema, json_object' }));

/** Empty and blank values count as unset (`.env` templates often leave `KEY=`). */
function read(env: EnvLike, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function check<T>(schema: z.ZodType<T, string>, env: EnvLike, name: string): T | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problem = result.error.issues.map((issue) => issue.message).join('; ');
  throw new ModelConfigError(name, `expected ${problem}, got ${JSON.stringify(raw)}`);
}

function isOpenAIHost(url: string): boolean {
  return new URL(url).hostname === 'api.openai.com';
}

/**
 * Builds the configuration from a set of variables (pure; no `.env` loading).
 * Throws ModelConfigError naming the variable when a value is unusable.
 */
export function parseModelConfig(env: EnvLike): ModelConfig {
  const apiKey = read(env, 'OPENAI_API_KEY');
  const rawBase = check(baseUrl, env, 'OPENAI_BASE_URL');
  // Validate the remaining variables even when offline, so mistakes surface early.
  const defaultModel = check(modelName, env, 'DUEL_MODEL');
  const roleModels: Partial<Record<ModelRole, string>> = {};
  for (const role of MODEL_ROLES) {
    const value = check(modelName, env, ROLE_VARIABLES[role]);
    if (value !== undefined) roleModels[role] = value;
  }
  const timeoutMs = check(timeout, env, 'DUEL_MODEL_TIMEOUT_MS') ?? DEFAULT_TIMEOUT_MS;
  const mode = check(jsonMode, env, 'DUEL_MODEL_JSON_MODE') ?? 'auto';

  if (apiKey === undefined && rawBase === undefined) return { mode: 'offline' };

  const base = (rawBase ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fallbackModel = defaultModel ?? (isOpenAIHost(base) ? OPENAI_DEFAULT_MODEL : undefined);
  const models = {} as Record<ModelRole, string>;
  for (const role of MODEL_ROLES) {
    const chosen = roleModels[role] ?? fallbackModel;
    if (chosen === undefined) {
      throw new ModelConfigError(
        'DUEL_MODEL',
        `not set, and OPENAI_BASE_URL (${base}) is not OpenAI, so there is no default model; ` +
          `set DUEL_MODEL to the name your server uses (e.g. llama3.1:8b for Ollama) ` +
          `or set ${ROLE_VARIABLES[role]}`,
      );
    }
    models[role] = chosen;
  }

  return {
    mode: 'online',
    apiKey: apiKey ?? DUMMY_API_KEY,
    apiKeyIsDummy: apiKey === undefined,
    baseURL: base,
    models,
    timeoutMs,
    jsonMode: mode,
  };
}

export interface LoadModelConfigOptions {
  /** Use these variables instead of `process.env` (then no `.env` file is read). */
  env?: EnvLike;
  /** The `.env` file to read (default: `.env` in the working directory). */
  dotenvPath?: string;
}

/**
 * Reads `.env` (without overriding real environment variables) and builds the
 * configuration. With `options.env` it is pure and reads nothing from disk.
 */
export function loadModelConfig(options: LoadModelConfigOptions = {}): ModelConfig {
  if (options.env) return parseModelConfig(options.env);
  loadDotenv({ quiet: true, override: false, ...(options.dotenvPath ? { path: options.dotenvPath } : {}) });
  return parseModelConfig(process.env);
}

/** The base URL for display: no credentials, query or fragment. */
export function displayHost(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(invalid base URL)';
  }
}

/** "gpt-4o-mini via https://api.openai.com/v1", or each role's model when they differ. */
export function describeOnlineConfig(config: OnlineModelConfig): string {
  const host = displayHost(config.baseURL);
  const distinct = [...new Set(MODEL_ROLES.map((role) => config.models[role]))];
  if (distinct.length === 1) return `${distinct[0] ?? ''} via ${host}`;
  return `${MODEL_ROLES.map((role) => `${role}: ${config.models[role]}`).join(', ')} via ${host}`;
}
