import Fastify from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, checkEveryResponse, endpointFor } from './api';

// A stand-in server answering the search endpoint's path with a body outside its contract, the
// way a prebuilt hot-path JSON string could drift from the schema.
const app = Fastify();
app.get('/api/Products/search', async (_req, reply) =>
  reply.type('application/json').send('{"succeeded":true,"data":{"items":"not a list"}}'),
);
app.get('/api/Product/:id', async (_req, reply) =>
  reply.status(404).type('application/json').send('{"succeeded":false,"errors":["Not found"]}'),
);
await app.ready();
checkEveryResponse(app);
afterAll(() => app.close());

describe('the contract check of every API answer in the server tests', () => {
  it('finds the endpoint of a concrete URL', () => {
    expect(endpointFor('GET', '/api/Product/12?x=1')).toBe(endpoints.catalog.product);
    expect(endpointFor('POST', '/api/Product/12')).toBeUndefined();
  });

  it('fails a test whose call answers outside the response schema', async () => {
    await expect(app.inject({ url: '/api/Products/search?q=x' })).rejects.toThrow(/outside its contract/);
    await expect(callApi(app, endpoints.catalog.search, { query: { q: 'x' } })).rejects.toThrow(
      /outside its contract/,
    );
  });

  it('accepts a failure in the error envelope', async () => {
    const res = await callApi(app, endpoints.catalog.product, { params: { id: 3 } });
    expect(res).toMatchObject({ status: 404, errors: ['Not found'] });
  });
});
