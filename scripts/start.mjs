// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A second start with a current build goes straight to the server (docs/architecture.md#running).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, root, serverNodeArgs } from './build-state.mjs';

ensureBuild();
const child = spawn(
  process.execPath,
  [...serverNodeArgs(), '--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
  },
);
// Forward stop signals so the server shuts down gracefully and stops its database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
