import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseSuites } from './database-suites.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repo(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sg-db-suites-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

describe('database-suites', () => {
  it('lists the test files that read the database directly or through a test helper, and no others', () => {
    const root = repo({
      'apps/server/test/db.ts': "export const url = inject('pgAdminUrl');\n",
      'apps/server/test/app.ts': "import { url } from './db';\nexport const app = url;\n",
      'apps/server/test/plain.ts': 'export const two = 2;\n',
      'apps/server/test/direct.test.ts': "const t = inject('pgTemplate');\n",
      'apps/server/src/modules/a/a.test.ts': "import { app } from '../../../test/app';\n",
      'apps/server/src/modules/b/b.test.ts':
        "import { two } from '../../../test/plain';\nimport { x } from './x';\n",
      'apps/server/src/modules/b/x.ts':
        '// mentions pgAdminUrl but is not a test helper\nexport const x = 1;\n',
      'apps/server/test/own-server.test.ts': "import { start } from './plain';\n",
    });
    expect(databaseSuites(root)).toEqual([
      'apps/server/src/modules/a/a.test.ts',
      'apps/server/test/direct.test.ts',
    ]);
  });

  it('follows helper chains without looping on a cycle', () => {
    const root = repo({
      'apps/server/test/one.ts': "import './two';\nexport const one = 1;\n",
      'apps/server/test/two.ts': "import './one';\nexport const seen = inject('pgAdminUrl');\n",
      'apps/server/test/chain.test.ts': "import { one } from './one';\n",
    });
    expect(databaseSuites(root)).toEqual(['apps/server/test/chain.test.ts']);
  });
});
