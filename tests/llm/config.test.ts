import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModelConfig, ModelConfigError, parseModelConfig, type OnlineModelConfig } from '../../src/llm/config.js';
import { createChatModel, modelBanner } from '../../src/llm/index.js';

function online(env: Record<string, string | undefined>): OnlineModelConfig {
  const config = parseModelConfig(env);
  if (config.mode !== 'online') throw new Error('expected an online configuration');
  return config;
}

function configError(env: Record<string, string | undefined>): ModelConfigError {
  try {
    parseModelConfig(env);
  } catch (error) {
    if (error instanceof ModelConfigError) return error;
    throw error;
  }
  throw new Error('expected a ModelConfigError');
}

describe('model configuration', () => {
  it('is offline when neither a key nor a base URL is set (blank values count as unset)', () => {
    expect(parseModelConfig({})).toEqual({ mode: 'offline' });
    expect(parseModelConfig({ OPENAI_API_KEY: '', OPENAI_BASE_URL: '  ', DUEL_MODEL: 'llama3.1' })).toEqual({ mode: 'offline' });
    expect(loadModelConfig({ env: {} })).toEqual({ mode: 'offline' });
    expect(createChatModel({ mode: 'offline' })).toBeNull();
    expect(modelBanner({ mode: 'offline' })).toBe('offline model (no API key or base URL set)');
  });

  it('uses OpenAI and gpt-4o-mini with only a key, and never shows the key', () => {
    const config = online({ OPENAI_API_KEY: 'sk-real-secret-key' });
    expect(config).toEqual({
      mode: 'online',
      apiKey: 'sk-real-secret-key',
      apiKeyIsDummy: false,
      baseURL: 'https://api.openai.com/v1',
      models: { moves: 'gpt-4o-mini', interpret: 'gpt-4o-mini', narration: 'gpt-4o-mini', rules: 'gpt-4o-mini' },
      timeoutMs: 20000,
      jsonMode: 'auto',
    });
    expect(modelBanner(config)).toBe('gpt-4o-mini via https://api.openai.com/v1');
    const model = createChatModel(config);
    expect(model?.describe()).toBe('gpt-4o-mini via https://api.openai.com/v1');
    expect(model?.modelFor('rules')).toBe('gpt-4o-mini');
  });

  it('accepts a base URL without a key (local servers) and sends a dummy key', () => {
    const config = online({ OPENAI_BASE_URL: 'http://localhost:11434/v1/', DUEL_MODEL: 'llama3.1:8b' });
    expect(config.baseURL).toBe('http://localhost:11434/v1');
    expect(config.apiKeyIsDummy).toBe(true);
    expect(config.apiKey).not.toBe('');
    expect(config.models.moves).toBe('llama3.1:8b');
    expect(modelBanner(config)).toBe('llama3.1:8b via http://localhost:11434/v1');
    // A non-OpenAI server has no default model: the error says which variable to set.
    const missing = configError({ OPENAI_BASE_URL: 'http://localhost:8080/v1' });
    expect(missing.variable).toBe('DUEL_MODEL');
    expect(missing.message).toMatch(/^DUEL_MODEL: /);
    // Credentials in the URL are not shown.
    expect(modelBanner(online({ OPENAI_BASE_URL: 'https://user:pw@example.test/v1?token=x', DUEL_MODEL: 'm' }))).toBe(
      'm via https://example.test/v1',
    );
  });

  it('takes per-role models over DUEL_MODEL, plus the time-out and JSON mode', () => {
    const config = online({
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'https://openrouter.ai/api/v1',
      DUEL_MODEL: 'openai/gpt-4o-mini',
      DUEL_MODEL_MOVES: 'openai/gpt-4o',
      DUEL_MODEL_NARRATION: ' meta-llama/llama-3.1-8b-instruct ',
      DUEL_MODEL_TIMEOUT_MS: '45000',
      DUEL_MODEL_JSON_MODE: 'JSON_OBJECT',
    });
    expect(config.models).toEqual({
      moves: 'openai/gpt-4o',
      interpret: 'openai/gpt-4o-mini',
      narration: 'meta-llama/llama-3.1-8b-instruct',
      rules: 'openai/gpt-4o-mini',
    });
    expect(config.timeoutMs).toBe(45000);
    expect(config.jsonMode).toBe('json_object');
    expect(modelBanner(config)).toBe(
      'moves: openai/gpt-4o, interpret: openai/gpt-4o-mini, narration: meta-llama/llama-3.1-8b-instruct, ' +
        'rules: openai/gpt-4o-mini via https://openrouter.ai/api/v1',
    );
    // Per-role models alone are enough for a local server.
    expect(
      online({
        OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1',
        DUEL_MODEL_MOVES: 'a',
        DUEL_MODEL_INTERPRET: 'b',
        DUEL_MODEL_NARRATION: 'c',
        DUEL_MODEL_RULES: 'd',
      }).models,
    ).toEqual({ moves: 'a', interpret: 'b', narration: 'c', rules: 'd' });
  });

  it('names the variable when a value is invalid', () => {
    for (const bad of ['abc', '2.5', '-1', '50', '9999999']) {
      const error = configError({ OPENAI_API_KEY: 'sk-x', DUEL_MODEL_TIMEOUT_MS: bad });
      expect(error).toBeInstanceOf(ModelConfigError);
      expect(error.variable).toBe('DUEL_MODEL_TIMEOUT_MS');
      expect(error.message).toContain('DUEL_MODEL_TIMEOUT_MS');
      expect(error.message).toContain(JSON.stringify(bad));
    }
    // Checked even when offline, so a typo does not hide until a key is added.
    expect(configError({ DUEL_MODEL_TIMEOUT_MS: 'soon' }).variable).toBe('DUEL_MODEL_TIMEOUT_MS');
    expect(configError({ OPENAI_BASE_URL: 'localhost:11434' }).variable).toBe('OPENAI_BASE_URL');
    expect(configError({ OPENAI_BASE_URL: 'ftp://example.test' }).variable).toBe('OPENAI_BASE_URL');
    const mode = configError({ OPENAI_API_KEY: 'sk-x', DUEL_MODEL_JSON_MODE: 'yaml' });
    expect(mode.variable).toBe('DUEL_MODEL_JSON_MODE');
    expect(mode.message).toMatch(/auto, json_schema, json_object/);
    expect(configError({ OPENAI_API_KEY: 'sk-x', DUEL_MODEL_RULES: 'two words' }).variable).toBe('DUEL_MODEL_RULES');
  });

  it('reads a .env file without overriding variables already in the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'duel-env-'));
    const path = join(dir, '.env');
    writeFileSync(path, 'OPENAI_BASE_URL=http://localhost:8000/v1\nDUEL_MODEL=from-file\nDUEL_MODEL_TIMEOUT_MS=1500\n');
    const saved = { base: process.env['OPENAI_BASE_URL'], model: process.env['DUEL_MODEL'], timeout: process.env['DUEL_MODEL_TIMEOUT_MS'], key: process.env['OPENAI_API_KEY'] };
    delete process.env['OPENAI_BASE_URL'];
    delete process.env['DUEL_MODEL_TIMEOUT_MS'];
    delete process.env['OPENAI_API_KEY'];
    process.env['DUEL_MODEL'] = 'from-environment';
    try {
      const config = loadModelConfig({ dotenvPath: path });
      expect(config).toMatchObject({
        mode: 'online',
        baseURL: 'http://localhost:8000/v1',
        timeoutMs: 1500,
        models: { moves: 'from-environment' },
      });
    } finally {
      for (const [name, value] of [
        ['OPENAI_BASE_URL', saved.base],
        ['DUEL_MODEL', saved.model],
        ['DUEL_MODEL_TIMEOUT_MS', saved.timeout],
        ['OPENAI_API_KEY', saved.key],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
