// Scores the beauty assistant against a dialogue set (dialogues.json, how-to.json, held-out.json):
// each dialogue is sent turn by turn as the chat widget sends it (the history with the cards each
// answer showed, the skin profile, the scanned label), and each answer is checked for what it must
// and must not hold: the products it shows, the fact it states, the guide articles it links.
// Used by score.mjs (over HTTP) and by the server's test (through inject), so both score alike.

/** Drug claims a cosmetic shop may not make (docs/product.md#the-beauty-assistant). */
const DRUG_CLAIMS =
  /\b(?:treats?|treating|cures?|curing|heals?|healing)\s+(?:your |the )?(?:acne|eczema|rosacea|psoriasis|dermatitis|breakouts?|scars?|pimples?)\b|\b(?:boosts?|stimulates?|increases?)\s+(?:your |the skin'?s )?collagen\b|\banti-?inflammatory\b|\bcure for\b|\bkills? bacteria\b/i;

/** An honest "I'm not sure" (docs/product.md#the-beauty-assistant): said in words, with or without articles. */
const NOT_SURE = /not sure|don[’']t know/i;

/** The Skincare Guide articles an answer links (a reply from before the guide links none). */
const articlesOf = (reply) => reply.articles ?? [];

/** The products an answer shows: its cards, the compared products, the routine's picks. */
export function shownIn(reply) {
  const ids = reply.products.map((p) => p.id);
  for (const p of reply.comparison?.products ?? []) ids.push(p.id);
  for (const step of [...(reply.routine?.morning ?? []), ...(reply.routine?.evening ?? [])])
    if (step.pick) ids.push(step.pick.product.id);
  return [...new Set(ids)];
}

/**
 * What the widget sends back as an assistant turn's cards: the cards, else the compared products,
 * else the routine's picks (so "add the whole routine" can follow).
 */
export function cardIds(reply) {
  if (reply.products.length) return reply.products.map((p) => p.id).slice(0, 6);
  if (reply.comparison) return reply.comparison.products.map((p) => p.id).slice(0, 6);
  return shownIn(reply).slice(0, 6);
}

const every = (list, test) => list.every(test);

/**
 * One check on one answer: [passed, why]. `ctx` holds the products' facts (`product(id)`), the
 * cards of earlier turns (`turns[i]`) and the answer's own shown products.
 */
async function check(kind, expected, reply, ctx, negate) {
  const shown = await Promise.all(shownIn(reply).map((id) => ctx.product(id)));
  const cards = await Promise.all(reply.products.map((p) => ctx.product(p.id)));
  // An earlier card by its place ({turn, card}) or by its name ({name}).
  const cardOf = (ref) => {
    if (ref.name === undefined) return ctx.turns[ref.turn]?.[ref.card ?? 0];
    const found = ctx.turns.flat().find((id) => ctx.names.get(id) === ref.name);
    return found ?? -1;
  };
  switch (kind) {
    case 'text': {
      // Several patterns: a must needs every one, a must-not refuses any one.
      const patterns = [].concat(expected);
      const hits = patterns.filter((p) => new RegExp(p, 'i').test(reply.reply));
      const ok = negate ? hits.length > 0 : hits.length === patterns.length;
      const which = negate ? hits : patterns.filter((p) => !hits.includes(p));
      return [ok, `reply ${negate ? 'matches' : 'lacks'} /${which.join('/, /')}/`];
    }
    case 'fact': {
      // The fact a good adviser gives, in any of its phrasings: one pattern matching is enough.
      const patterns = [].concat(expected);
      const hits = patterns.filter((p) => new RegExp(p, 'i').test(reply.reply));
      return [
        hits.length > 0,
        `reply ${negate ? 'states' : 'lacks'} /${(negate ? hits : patterns).join('|')}/`,
      ];
    }
    case 'guide': {
      const linked = articlesOf(reply);
      const fits =
        expected === true
          ? linked
          : linked.filter(
              (a) => new RegExp(expected, 'i').test(a.title) || new RegExp(expected, 'i').test(a.slug),
            );
      const named = linked.map((a) => a.slug).join(', ') || 'none';
      const what = expected === true ? 'a guide article' : `an article matching /${expected}/`;
      return [fits.length > 0, `${negate ? 'links' : 'does not link'} ${what} (linked: ${named})`];
    }
    case 'notSure':
      return [NOT_SURE.test(reply.reply), `reply ${negate ? 'says' : 'does not say'} it is not sure`];
    case 'categories': {
      // Every shown product in one of them; as a must-not, any shown product in one of them.
      const names = [].concat(expected);
      const inside = (p) => names.includes(p.categoryName);
      const off = shown.filter((p) => (negate ? inside(p) : !inside(p)));
      const ok = negate ? off.length > 0 : off.length === 0;
      const listed = off.map((p) => `${p.name} (${p.categoryName})`).join(', ');
      return [
        ok,
        `${negate ? 'shows a product in' : 'shows a product outside'} ${names.join('/')}: ${listed}`,
      ];
    }
    case 'cards':
      return [reply.products.length >= expected, `${reply.products.length} cards, wanted ${expected}+`];
    case 'noCards':
      return [reply.products.length === 0, `${reply.products.length} cards, wanted none`];
    case 'productType': {
      const types = [].concat(expected);
      return [every(cards, (p) => types.includes(p.productType)), `a card is not ${types.join('/')}`];
    }
    case 'category':
      return [every(cards, (p) => p.categoryName === expected), `a card is not in ${expected}`];
    case 'skinType':
      return [
        every(shown, (p) => p.skinTypes.includes(expected)),
        `a product does not suit ${expected} skin`,
      ];
    case 'concern':
      return [cards.some((p) => p.concerns.includes(expected)), `no card targets ${expected}`];
    case 'freeFrom': {
      const claims = [].concat(expected);
      return [
        every(shown, (p) => claims.every((c) => p.freeFrom.includes(c))),
        `a product is not free from ${claims.join('/')}`,
      ];
    }
    case 'maxPrice':
      return [every(shown, (p) => p.price <= expected), `a product costs more than $${expected}`];
    case 'cheaperThan': {
      const ref = cardOf(expected);
      const price = ref === undefined ? undefined : (await ctx.product(ref)).price;
      return [price !== undefined && every(cards, (p) => p.price < price), 'a card is not cheaper'];
    }
    case 'containsIngredient': {
      const word = expected.toLowerCase();
      const hit = shown.some((p) => p.ingredients.some((i) => i.toLowerCase().includes(word)));
      return [hit, `a product ${negate ? 'contains' : 'lacks'} ${expected}`];
    }
    case 'productName':
      return [shown.some((p) => p.name === expected), `${expected} ${negate ? 'shown' : 'not shown'}`];
    case 'action': {
      const wantedId = expected.product ? cardOf(expected.product) : undefined;
      const hit = (reply.actions ?? []).some(
        (a) =>
          a.type === expected.type &&
          (wantedId === undefined || a.productId === wantedId) &&
          (expected.quantity === undefined || a.quantity === expected.quantity),
      );
      return [hit, `no ${expected.type} action${wantedId ? ` for product ${wantedId}` : ''}`];
    }
    case 'comparison':
      return [(reply.comparison?.products.length ?? 0) >= expected, 'no comparison table'];
    case 'routine':
      return [Boolean(reply.routine), 'no routine'];
    default:
      throw new Error(`unknown check ${kind}`);
  }
}

/** Checks every answer passes: no product out of stock, no drug claim, no product named twice. */
async function always(reply, ctx) {
  const problems = [];
  const shown = await Promise.all(shownIn(reply).map((id) => ctx.product(id)));
  for (const p of shown) if (p.stockQuantity <= 0) problems.push(`out of stock: ${p.name}`);
  if (DRUG_CLAIMS.test(reply.reply)) problems.push(`drug claim: ${DRUG_CLAIMS.exec(reply.reply)[0]}`);
  // Cards carry the products: the text may name the one it recommends, not list them all.
  const named = reply.products.filter((p) => reply.reply.includes(p.name));
  if (named.length > 1) problems.push(`the text lists ${named.length} of its cards`);
  return problems;
}

/**
 * Runs the set. `ask({ messages, profile, label }, dialogueIndex)` answers one message (the
 * chat reply's data); `product(id)` answers a product's facts (GET /api/Product/{id}'s data).
 * Returns the score and every turn's result with its time.
 */
export async function scoreDialogues(dialogues, { ask, product }) {
  const facts = new Map();
  const productOf = (id) => {
    if (!facts.has(id)) facts.set(id, product(id));
    return facts.get(id);
  };
  const rows = [];
  for (const [index, dialogue] of dialogues.entries()) {
    const messages = [];
    const turns = [];
    const names = new Map();
    for (const turn of dialogue.turns) {
      messages.push({ role: 'user', content: turn.say });
      const started = performance.now();
      const reply = await ask(
        {
          messages: messages.slice(-20),
          ...(dialogue.profile ? { profile: dialogue.profile } : {}),
          ...(dialogue.label ? { label: { ingredients: dialogue.label } } : {}),
        },
        index,
      );
      const ms = performance.now() - started;
      const ctx = { product: productOf, turns, names };
      const problems = await always(reply, ctx);
      for (const [kind, expected] of Object.entries(turn.must ?? {})) {
        const [ok, why] = await check(kind, expected, reply, ctx, false);
        if (!ok) problems.push(`must: ${why}`);
      }
      for (const [kind, expected] of Object.entries(turn.mustNot ?? {})) {
        const [hit, why] = await check(kind, expected, reply, ctx, true);
        if (hit) problems.push(`must not: ${why}`);
      }
      const articles = articlesOf(reply).map((a) => a.slug);
      rows.push({ dialogue: dialogue.id, say: turn.say, reply: reply.reply, articles, ms, problems });
      const ids = cardIds(reply);
      for (const id of ids) names.set(id, (await productOf(id)).name);
      turns.push(ids);
      messages.push({ role: 'assistant', content: reply.reply, ...(ids.length ? { productIds: ids } : {}) });
    }
  }
  const passed = rows.filter((r) => r.problems.length === 0).length;
  const byDialogue = new Map();
  for (const r of rows)
    byDialogue.set(r.dialogue, (byDialogue.get(r.dialogue) ?? true) && r.problems.length === 0);
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return {
    dialogues: dialogues.length,
    turns: rows.length,
    passed,
    score: passed / (rows.length || 1),
    dialoguesPassed: [...byDialogue.values()].filter(Boolean).length,
    latency: { p50: pct(0.5), p95: pct(0.95), max: times[times.length - 1] ?? 0 },
    rows,
  };
}
