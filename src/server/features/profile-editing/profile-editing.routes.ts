import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The profile-editing routes (being built for issue 9). */
export async function profileEditingRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
