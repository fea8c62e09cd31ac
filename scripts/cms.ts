// `npm run cms`: decap-server (Decap's local backend) beside `astro dev`, so that /admin edits the files of
// this working tree directly. decap-server listens on CMS_PORT (default 8081, which /admin expects unless
// the build set CMS_LOCAL_BACKEND_URL) and writes under GIT_REPO_DIRECTORY (default: here).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const cmsPort = process.env['CMS_PORT'] ?? '8081';

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: cmsPort, GIT_REPO_DIRECTORY: process.env['GIT_REPO_DIRECTORY'] ?? root },
  }),
  spawn(bin('astro'), ['dev', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CMS_LOCAL_BACKEND_URL: `http://localhost:${cmsPort}/api/v1` },
  }),
];
console.log(`Decap CMS: open /admin on the dev server (decap-server on port ${cmsPort}).`);

// Either one stopping stops the other; Ctrl+C stops both.
const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
