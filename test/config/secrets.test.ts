import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';
import { resolveApiKeys } from '../../src/config/secrets.js';

const workload = parseWorkload(
  `version: 1
name: keys
endpoints:
  - { name: open, baseUrl: "http://127.0.0.1:1/v1", model: m }
  - { name: hosted, baseUrl: "https://api.example.test/v1", model: m, apiKeyEnv: SG_HOSTED_KEY }
  - { name: other, baseUrl: "https://api.other.test/v1", model: m, apiKeyEnv: SG_OTHER_KEY }
  - { name: third, baseUrl: "https://api.third.test/v1", model: m, apiKeyEnv: SG_THIRD_KEY }
scenarios:
  - { name: s, prompt: Hi }
`,
  { file: 'keys.yaml' },
);

describe('resolveApiKeys', () => {
  it('maps every endpoint to its key, or null when it needs none', () => {
    const keys = resolveApiKeys(workload, {
      SG_HOSTED_KEY: 'sk-hosted',
      SG_OTHER_KEY: ' sk-other\n',
      SG_THIRD_KEY: 'sk-third',
      UNRELATED: 'x',
    });
    expect([...keys.entries()]).toEqual([
      ['open', null],
      ['hosted', 'sk-hosted'],
      // Keys pasted from files often carry a newline, which would otherwise end up in the header.
      ['other', 'sk-other'],
      ['third', 'sk-third'],
    ]);
  });

  it('reports every unset or empty variable at once, naming endpoint and variable but no value', () => {
    const secret = 'sk-this-must-never-appear';
    let error: unknown;
    try {
      resolveApiKeys(workload, { SG_OTHER_KEY: '   ', SG_THIRD_KEY: secret, SG_HOSTED_KEY_EXTRA: secret });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.issues).toEqual([
      {
        file: workload.source,
        path: 'endpoints[1].apiKeyEnv',
        line: null,
        message: 'endpoint "hosted" reads its API key from the environment variable SG_HOSTED_KEY, which is not set',
      },
      {
        file: workload.source,
        path: 'endpoints[2].apiKeyEnv',
        line: null,
        message: 'endpoint "other" reads its API key from the environment variable SG_OTHER_KEY, which is empty',
      },
    ]);
    expect(configError.message).not.toContain(secret);
    expect(JSON.stringify(configError.issues)).not.toContain(secret);
  });
});
