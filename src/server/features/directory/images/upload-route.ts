import { UPLOAD_LIMIT } from '@server/plugins/rate-limits';

/** The config of a route that uploads images to a client: who may manage the client its path param `param` names, at UPLOAD_LIMIT per account. */
export function imageUploadConfig(param: string) {
  return { access: { manageClient: param }, rateLimit: UPLOAD_LIMIT };
}
