import { healthResponse } from '../contracts/health';
import type { Endpoint } from './endpoint';

export const system = {
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and database check',
    tags: ['Health'],
    response: healthResponse,
  },
} as const satisfies Record<string, Endpoint>;
