import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The profile-records routes (being built for issue 9). */
export async function profileRecordsRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
