import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The video-scan routes (being built for issue 9). */
export async function videoScanRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
