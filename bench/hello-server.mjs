// The yardstick for `npm run bench`: a bare Fastify hello-world route, run as its own
// process on the same machine and measured right before and after each store scenario, so every
// store figure can also be read as a ratio that survives a noisy machine.
// usage: node bench/hello-server.mjs PORT   (prints "listening" when ready; stops on SIGTERM)
import { createRequire } from 'node:module';

// Fastify as the store's server uses it (its workspace's copy when not hoisted to the root).
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');

const port = Number(process.argv[2] ?? 4191);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
