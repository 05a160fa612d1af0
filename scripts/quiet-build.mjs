// The production build with a short progress summary: one line per workspace and its time, the
// tools' own output (a hundred lines of assets) shown only when a step fails.
import { spawn } from 'node:child_process';

const STEPS = [
  { name: 'shared package', workspace: 'packages/shared' },
  { name: 'web app', workspace: 'apps/web' },
  { name: 'server', workspace: 'apps/server' },
];
/** Enough of a failing tool's output to show its error; the asset listing before it is dropped. */
const KEEP_CHARS = 64 * 1024;

/**
 * Runs one build step in its own process group, so that a stop can end the whole step (npm,
 * its shell and the bundler under them) and no half-finished build keeps running.
 */
function runStep(step, { cwd, onChild }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', step.workspace], {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    onChild?.(child);
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-KEEP_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => resolve({ code: 1, output: `${output}\n${err.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Builds every workspace in order; returns true when all succeeded. `onChild` receives each step's
 * process (the caller ends its group on a stop signal).
 */
export async function quietBuild({ cwd, log, onChild }) {
  const started = Date.now();
  log('building the store (first start or changed sources)');
  for (const step of STEPS) {
    const stepStarted = Date.now();
    const interactive = Boolean(process.stdout.isTTY);
    if (interactive) process.stdout.write(`[seoul-glow]   ${step.name}… `);
    const result = await runStep(step, { cwd, onChild });
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (result.code !== 0) {
      if (interactive) process.stdout.write('failed\n');
      log(`${step.name} failed after ${seconds} s:`);
      process.stderr.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      return false;
    }
    if (interactive) process.stdout.write(`${seconds} s\n`);
    else log(`  ${step.name} ${seconds} s`);
  }
  log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}
