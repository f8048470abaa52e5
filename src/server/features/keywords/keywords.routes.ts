import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The keywords routes (being built for issue 9). */
export async function keywordsRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
