/** Types of gen-routes.mjs for the staleness test. */
export function readGenerated(): Promise<string>;
export function renderRoutes(endpoints: unknown): Promise<string>;
