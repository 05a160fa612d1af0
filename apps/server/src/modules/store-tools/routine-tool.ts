import {
  buildRoutineInput,
  routineSchema,
  type BuildRoutineInput,
  type SkinProfile,
} from '@seoul-glow/shared';
import type { CatalogService } from '../catalog/catalog.service';
import { ROUTINE_TYPES, buildRoutine } from '../skin-profile/routine-builder';
import { defineTool } from './tool';

/** The quiz's defaults for what an agent or a model did not say. */
export function profileFrom(input: BuildRoutineInput): SkinProfile {
  return {
    skinType: input.skinType,
    concerns: [...new Set(input.concerns ?? [])],
    sensitivity: input.sensitivity ?? (input.skinType === 'sensitive' ? 'often' : 'rarely'),
    fragrance: input.fragrance ?? 'no-preference',
    budget: input.budget ?? 'any',
    routineLength: input.routineLength ?? 'classic',
  };
}

/** build_routine runs the skin quiz's routine builder (modules/skin-profile): one routine logic in the store. */
export function routineTools(catalog: CatalogService) {
  const buildRoutineTool = defineTool({
    name: 'build_routine',
    title: 'Build a routine',
    description:
      'A morning and an evening skincare routine from in-stock products for a skin type, up to three concerns, fragrance preference and a price limit per product: one product per step, each with why it is there and alternatives to swap in.',
    input: buildRoutineInput,
    output: routineSchema,
    async run(input) {
      return buildRoutine(await catalog.listProductsOfTypes(ROUTINE_TYPES), profileFrom(input));
    },
  });
  return { buildRoutine: buildRoutineTool };
}
