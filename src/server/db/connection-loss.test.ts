import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-loss';

/** An error as node-postgres or node's sockets make them: a message and, sometimes, a code. */
const failure = (message: string, code?: string, cause?: unknown) => Object.assign(new Error(message, { cause }), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection cut mid-query', failure('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', failure('timeout exceeded when trying to connect')],
    ['the server shutting down (57P01)', failure('terminating connection due to administrator command', '57P01')],
    ['the server starting up (57P03)', failure('the database system is starting up', '57P03')],
    ['a connection exception (08006)', failure('connection failure', '08006')],
    ['too many connections (53300)', failure('sorry, too many clients already', '53300')],
    ['a lost connection wrapped by Drizzle', failure('Failed query: select 1', undefined, failure('Connection terminated unexpectedly'))],
    ['several refused addresses at once', new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error (42601)', failure('syntax error at or near "selec"', '42601')],
    ['a unique violation (23505)', failure('duplicate key value violates unique constraint', '23505')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
