import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The team routes (being built for issue 9). */
export async function teamRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
