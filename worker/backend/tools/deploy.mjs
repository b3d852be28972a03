// npm run deploy -- [wrangler deploy's flags]: checks that the database of the configuration being
// deployed has every migration (db-check --remote with the same --env and --config), builds the client,
// then runs `wrangler deploy` with every flag given. It stops, with the check's exit code, when the
// check fails (README decision 222). A relative --config is resolved where the operator typed the
// command (INIT_CWD: npm runs scripts in the package's folder), for the check and wrangler alike.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE = 'usage: npm run deploy -- [wrangler deploy flags: --env <name>, --config <file>, …]';

/**
 * The arguments of the check and of `wrangler deploy`, from the operator's: --env/-e and
 * --config/-c (also `--env=NAME`) go to both, with the configuration's path made absolute; every
 * other flag goes to wrangler only. Throws on a flag that lacks its value.
 */
export function deployArgs(args, cwd = process.env.INIT_CWD ?? process.cwd()) {
  const check = ['--remote'];
  const deploy = [];
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    const name = { '--env': 'env', '-e': 'env', '--config': 'config', '-c': 'config' }[flag];
    if (!name) {
      deploy.push(args[i]);
      continue;
    }
    const value = inline ?? args[++i];
    if (!value || (inline === undefined && value.startsWith('-'))) throw new Error(USAGE);
    const given = name === 'config' ? resolve(cwd, value) : value;
    check.push(`--${name}`, given);
    deploy.push(`--${name}`, given);
  }
  return { check, deploy };
}

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let split;
  try {
    split = deployArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  run('node', ['worker/backend/tools/db-check.mjs', ...split.check]);
  run('npm', ['run', '-s', 'build:client']);
  run('npx', ['wrangler', 'deploy', ...split.deploy]);
}
