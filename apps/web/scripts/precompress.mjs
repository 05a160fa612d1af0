// Writes .br and .gz beside every compressible client asset, so the server sends them as they
// are (@fastify/static preCompressed) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve('build/client');
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

async function* walk(d) {
  for (const entry of await readdir(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

let count = 0;
for await (const file of walk(dir)) {
  if (!compressible.test(file)) continue;
  const data = await readFile(file);
  if (data.length < 512) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} client assets`);
