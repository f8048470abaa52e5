import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The appearances routes (being built for issue 9). */
export async function appearancesRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
