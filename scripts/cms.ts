// `npm run cms`: decap-server (Decap's local backend) beside `astro dev`, so that /admin edits the files of
// this working tree directly. decap-server listens on 127.0.0.1 only and answers the dev server's origin
// only (src/features/cms/local-backend.ts): it writes into the working tree, so no other page or machine may
// reach it. CMS_PORT picks its port (default 8081); `npm run cms -- --port N` the dev server's (default 4321).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ASTRO_DEV_PORT, DECAP_SERVER_PORT, decapServerApi, decapServerEnv } from '#src/features/cms/local-backend.ts';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const cmsPort = Number(process.env['CMS_PORT'] ?? DECAP_SERVER_PORT);
const devArgs = process.argv.slice(2);
const { values } = parseArgs({ args: devArgs, options: { port: { type: 'string' } }, strict: false });
const devPort = typeof values.port === 'string' ? Number(values.port) : ASTRO_DEV_PORT;

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...decapServerEnv({
        port: cmsPort,
        devPort,
        repository: process.env['GIT_REPO_DIRECTORY'] ?? root,
      }),
    },
  }),
  spawn(bin('astro'), ['dev', ...devArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CMS_LOCAL_BACKEND_URL: decapServerApi(cmsPort) },
  }),
];
console.log(
  `Decap CMS: open http://localhost:${String(devPort)}/admin (decap-server on 127.0.0.1:${String(cmsPort)}).`,
);

// Either one stopping stops the other; Ctrl+C stops both.
const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
