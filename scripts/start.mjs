// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// A second start with a current build goes straight to the server (docs/architecture.md#running).
//
// A stop must stop, however it comes:
// - the server runs in its own process group, so a signal sent to our group (Ctrl-C in a
//   terminal, `docker stop`, systemd) reaches it once, forwarded by us, never twice;
// - SIGTERM to `npm start` alone kills npm's shell and leaves us running with a new parent: we
//   notice the new parent and stop the server as if signalled;
// - if we are killed outright, the server notices its IPC channel closing and stops itself
//   (apps/server/src/lifecycle.ts), so its embedded PostgreSQL is never left running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root, serverNodeArgs } from './build-state.mjs';
import { quietBuild } from './quiet-build.mjs';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
const log = (message) => console.log(`[seoul-glow] ${message}`);

let current; // the build step or the server
let phase = 'building';
let exitCode;

function stop(signal) {
  if (phase === 'building') {
    phase = 'stopped';
    exitCode = EXIT_CODES[signal] ?? 1;
    // The whole step's group: npm, its shell and the bundler.
    if (current?.pid) {
      try {
        process.kill(-current.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }
  // Every signal is forwarded: the server treats a second one as "hurry", never as "die now".
  if (phase === 'running') current.kill(signal);
}

for (const signal of SIGNALS) process.on(signal, () => stop(signal));

// When our parent dies (npm killed alone, its shell with it), we are re-parented. Polling the
// parent id is the only portable way to notice; twice a second costs nothing.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(watch);
    log('npm exited: stopping the store');
    stop('SIGTERM');
  }
}, 500);
watch.unref();

if (!buildIsCurrent()) {
  const built = await quietBuild({ cwd: root, log, onChild: (child) => (current = child) });
  if (!built) process.exit(1);
}
if (phase === 'building') {
  phase = 'running';
  current = spawn(
    process.execPath,
    [...serverNodeArgs(), '--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: process.cwd(),
      detached: true,
      // The IPC channel carries nothing: its closing tells the server that we are gone.
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    },
  );
  current.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
