import type { z } from 'zod';

/** Who is calling a tool, for links and per-address limits. */
export interface ToolContext {
  /** The store's absolute origin ("https://shop.example") for links, or null: links are then paths. */
  origin: string | null;
  /** The caller's network address. */
  ip: string;
}

/**
 * One store tool (docs/product.md#the-beauty-assistant): its name as models and agents see it,
 * what it is for, its input and output contracts (packages/shared/src/contracts/store-tools.ts)
 * and what it does. Defined once; the built-in expert, the model's function calls and the MCP
 * endpoint all run the same object.
 */
export interface StoreTool<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  run(input: z.output<I>, ctx: ToolContext): Promise<z.output<O>>;
}

/**
 * An expected refusal the caller is told about in words ("That product is out of stock."): the
 * model reads it as the tool's answer, an agent gets it as an error result.
 */
export class ToolError extends Error {
  override readonly name = 'ToolError';
}

export function defineTool<I extends z.ZodType, O extends z.ZodType>(tool: StoreTool<I, O>): StoreTool<I, O> {
  return tool;
}

/**
 * Runs a tool on input from outside (a model's arguments, an agent's call): parsed by its input
 * contract first, and the answer checked against its output contract, so neither side can drift.
 */
export async function callTool<I extends z.ZodType, O extends z.ZodType>(
  tool: StoreTool<I, O>,
  rawInput: unknown,
  ctx: ToolContext,
): Promise<z.output<O>> {
  const parsed = tool.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`);
    throw new ToolError(`The arguments are not valid: ${problems.slice(0, 5).join('; ')}`);
  }
  return tool.output.parse(await tool.run(parsed.data, ctx));
}
