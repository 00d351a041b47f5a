/**
 * Entry point of the language-model side: configuration, the online ChatModel, and the
 * banner telling the player which model is in use. `createChatModel` returns `null` when
 * no model is configured; callers then use their offline path.
 */
import { describeOnlineConfig, type ModelConfig } from './config.js';
import { createOpenAIModel, type OpenAIModelOptions } from './openaiModel.js';
import type { ChatModel } from './types.js';

export * from './types.js';
export {
  DEFAULT_TIMEOUT_MS,
  describeOnlineConfig,
  displayHost,
  loadModelConfig,
  MODEL_ROLES,
  ModelConfigError,
  parseModelConfig,
  type EnvLike,
  type JsonMode,
  type LoadModelConfigOptions,
  type ModelConfig,
  type OnlineModelConfig,
} from './config.js';
export {
  createOpenAIModel,
  extractJson,
  ModelCallError,
  ModelTimeoutError,
  prepareJsonSchema,
  type OpenAIModelOptions,
} from './openaiModel.js';

export const OFFLINE_BANNER = 'offline model (no API key or base URL set)';

/** The online model for this configuration, or `null` when offline. */
export function createChatModel(config: ModelConfig, options?: OpenAIModelOptions): ChatModel | null {
  return config.mode === 'offline' ? null : createOpenAIModel(config, options);
}

/**
 * One line saying which model is in use, e.g. "gpt-4o-mini via https://api.openai.com/v1"
 * or "offline model (no API key or base URL set)". Never contains the key.
 */
export function modelBanner(config: ModelConfig): string {
  if (config.mode === 'offline') return OFFLINE_BANNER;
  return describeOnlineConfig(config);
}
