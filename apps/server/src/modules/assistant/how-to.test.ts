import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The scorer is the bench script's own (bench/assistant), so this test and `node
// bench/assistant/score.mjs --set how-to` count the same way. The held-out set is scored by the
// bench only: a test that must pass would invite tuning to it.
// @ts-expect-error: a plain JavaScript module without types
import { scoreDialogues } from '../../../../../bench/assistant/score-lib.mjs';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { injectScorer } from '../../../test/chat-scoring';

type Turn = { say: string; must?: Record<string, unknown>; mustNot?: Record<string, unknown> };
const { dialogues } = JSON.parse(
  readFileSync(new URL('../../../../../bench/assistant/how-to.json', import.meta.url), 'utf8'),
) as { dialogues: { id: string; turns: Turn[] }[] };
const turns = dialogues.flatMap((d) => d.turns);

let s: DemoStore;
beforeAll(async () => {
  s = await createDemoStore();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('the how-to questions (docs/product.md#the-beauty-assistant)', () => {
  it('hold at least 125 answers, some of them follow-ups, and some the expert cannot answer', () => {
    expect(turns.length).toBeGreaterThanOrEqual(125);
    expect(dialogues.filter((d) => d.turns.length >= 2).length).toBeGreaterThanOrEqual(3);
    expect(turns.filter((t) => t.must?.notSure).length).toBeGreaterThanOrEqual(8);
  });

  it('are answered right at least 90 % of the time by the built-in expert', async () => {
    const score = await scoreDialogues(dialogues, injectScorer(s, { client: 'how-to', net: 90 }));
    const misses = score.rows
      .filter((r: { problems: string[] }) => r.problems.length)
      .map(
        (r: { dialogue: string; say: string; problems: string[]; reply: string; articles: string[] }) =>
          `[${r.dialogue}] ${r.say}: ${r.problems.join('; ')} | ${r.reply} | articles: ${r.articles.join(', ') || 'none'}`,
      );
    console.log(
      `how-to: ${score.passed} / ${score.turns} (${(score.score * 100).toFixed(1)} %) answers right, p50 ${score.latency.p50.toFixed(1)} ms, p95 ${score.latency.p95.toFixed(1)} ms\n${misses.join('\n')}`,
    );
    expect(score.score, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});
