import { describe, expect, test } from 'vitest';

import { deployArgs } from './deploy.mjs';

// What `npm run deploy -- …` hands the database check and `wrangler deploy` (neither runs here).
describe('npm run deploy', () => {
  test.each([
    [[], { check: ['--remote'], deploy: [] }],
    [
      ['--env', 'staging', '--minify'],
      { check: ['--remote', '--env', 'staging'], deploy: ['--env', 'staging', '--minify'] },
    ],
    [
      ['-e=staging', '--config', 'prod.toml'],
      {
        check: ['--remote', '--env', 'staging', '--config', '/ops/shop/prod.toml'],
        deploy: ['--env', 'staging', '--config', '/ops/shop/prod.toml'],
      },
    ],
    [
      ['--config=../prod.toml', '--var', 'A:1'],
      {
        check: ['--remote', '--config', '/ops/prod.toml'],
        deploy: ['--config', '/ops/prod.toml', '--var', 'A:1'],
      },
    ],
  ])('checks the database of what %j deploys', (args, split) => {
    expect(deployArgs(args, '/ops/shop')).toEqual(split);
  });

  test.each([[['--env']], [['--config', '--minify']], [['-c=']]])('%j is a usage error', (args) => {
    expect(() => deployArgs(args, '/ops/shop')).toThrow(/^usage: npm run deploy -- /);
  });
});
