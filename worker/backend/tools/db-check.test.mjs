import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { ROOT, localState, query, runTool } from './tool-testing.mjs';

const MIGRATIONS = readdirSync(join(ROOT, 'worker/backend/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort();
const NEWEST = MIGRATIONS.at(-1);

// Each on a local state folder of its own (wrangler's --local --persist-to), never npm start's.
describe('npm run db:check', () => {
  const state = localState();
  afterAll(() => state.remove());

  test('passes on a database with every migration', () => {
    const run = runTool('db-check', ['--local'], state);
    expect(run).toMatchObject({
      code: 0,
      stdout: `db-check: the local database has all ${MIGRATIONS.length} migrations (${NEWEST})\n`,
    });
  });

  test('fails naming the migration the database lacks, and how to apply it', () => {
    // What wrangler recorded is what it reads to know a migration applied (migrations list/apply).
    query(state, `DELETE FROM d1_migrations WHERE name = '${NEWEST}'`);
    const run = runTool('db-check', [], state);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `db-check: the local database lacks 1 of the ${MIGRATIONS.length} migrations: ${NEWEST}; apply them with npm run db:migrate (npx wrangler d1 migrations apply DB --local)\n`,
    );
  });

  test('names every migration of a database that never had one', () => {
    const empty = localState({ migrated: false });
    try {
      const run = runTool('db-check', ['--local'], empty);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `lacks ${MIGRATIONS.length} of the ${MIGRATIONS.length} migrations: ${MIGRATIONS.join(', ')};`,
      );
    } finally {
      empty.remove();
    }
  });

  test.each([
    [
      'binds no database',
      '',
      /^db-check: the configuration binds no D1 database DB: nothing to check$/,
    ],
    [
      'talks to a real Geins account',
      '[[d1_databases]]\nbinding = "DB"\ndatabase_name = "x"\ndatabase_id = "x"\n[vars]\nCOMMERCE_API_URL = "https://merchantapi.geins.io/graphql"\n',
      /^db-check: COMMERCE_API_URL is https:\/\/merchantapi\.geins\.io\/graphql: the embedded backend's database is unused$/,
    ],
  ])('has nothing to check when the configuration %s', (_, rest, said) => {
    const config = join(state.dir, 'wrangler.toml');
    writeFileSync(config, `name = "shop"\nmain = "index.ts"\n${rest}`);
    const run = runTool('db-check', ['--remote', '--config', config], state);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toMatch(said);
  });

  test.each([[['--local', '--remote']], [['--remote', '--force']], [['--config']]])(
    '%j is a usage error',
    (args) => {
      const run = runTool('db-check', args, state);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^usage: npm run db:check -- /);
    },
  );
});

// `npm run deploy -- --env staging` or `-- --config prod.toml` deploys that configuration's Worker:
// the check reads the same database, and a relative --config from where the operator typed it.
describe('npm run db:check on another environment or configuration', () => {
  const state = localState();
  afterAll(() => state.remove());
  const migrations = join(ROOT, 'worker/backend/migrations');
  const db = (name, id) =>
    `binding = "DB"\ndatabase_name = "${name}"\ndatabase_id = "${id}"\nmigrations_dir = "${migrations}"\n`;
  // The top level names the database localState migrated; staging one that never had a migration.
  const MIGRATED = db('ralph-commerce', '00000000-0000-0000-0000-000000000000');
  const EMPTY = db('ralph-staging', '11111111-1111-1111-1111-111111111111');

  test('--env checks the database of that environment', () => {
    const config = join(state.dir, 'envs.toml');
    writeFileSync(
      config,
      `name = "shop"\nmain = "index.ts"\n[[d1_databases]]\n${MIGRATED}[env.staging]\n[[env.staging.d1_databases]]\n${EMPTY}`,
    );
    expect(runTool('db-check', ['--local', '--config', config], state).code).toBe(0);
    const run = runTool('db-check', ['--local', '--env', 'staging', '--config', config], state);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `db-check: the local database of the environment staging lacks ${MIGRATIONS.length} of the ${MIGRATIONS.length} migrations: ${MIGRATIONS.join(', ')}; apply them with npx wrangler d1 migrations apply DB --local --env staging --config ${config}\n`,
    );
  });

  test('a relative --config is where the operator typed it (INIT_CWD), not the package folder', () => {
    writeFileSync(
      join(state.dir, 'wrangler.toml'),
      `name = "shop"\nmain = "index.ts"\n[[d1_databases]]\n${EMPTY}`,
    );
    const run = runTool('db-check', ['--local', '--config', 'wrangler.toml'], state, {
      INIT_CWD: state.dir,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `lacks ${MIGRATIONS.length} of the ${MIGRATIONS.length} migrations`,
    );
  });

  test('--env without a name is a usage error', () => {
    const run = runTool('db-check', ['--env'], state);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^usage: npm run db:check -- .*\[--env <name>\]/);
  });
});
