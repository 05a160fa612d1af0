import { healthResponse, liveResponse, readyResponse } from '../contracts/health';
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
  live: {
    method: 'GET',
    path: '/health/live',
    access: 'public',
    summary: 'Liveness: the process answers (no database call)',
    tags: ['Health'],
    response: liveResponse,
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Readiness: the database answers and every migration of this build is applied (503 otherwise)',
    tags: ['Health'],
    response: readyResponse,
  },
} as const satisfies Record<string, Endpoint>;
