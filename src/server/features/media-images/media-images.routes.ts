import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The media-images routes (being built for issue 9). */
export async function mediaImagesRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
