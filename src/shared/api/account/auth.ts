import { z } from 'zod';
import { LIMITS } from '@shared/limits';
import { ROLES } from '@shared/roles';
import { EMAIL_MAX, paramId, text } from '../fields';

/** POST /api/auth/login body. rememberMe asks for a 365-day session. */
export const loginBody = z.object({
  email: text().trim().min(1, 'Please enter both email and password').max(EMAIL_MAX),
  password: text().min(1, 'Please enter both email and password').max(1024),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

/** POST /api/auth/login answer. */
export const loginResponse = z.object({
  role: z.enum(ROLES),
  clientSlug: z.string().nullable(),
  clientId: z.number().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/request-reset body. */
export const requestResetBody = z.object({
  email: text().trim().min(1, 'Please enter your email address').max(EMAIL_MAX),
});

/** POST /api/auth/reset-password body. */
export const resetPasswordBody = z.object({
  token: text().min(1, 'Invalid reset token').max(200),
  password: text().min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters long`).max(1024),
});

/** POST /api/activate/{userId} body. */
export const activateBody = z.object({
  password: text()
    .min(1, 'Please enter a password')
    .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters long`)
    .max(1024),
  token: text().min(1, 'Invalid activation link').max(200),
  email: text().max(320).optional(),
});

/** POST /api/activate/{userId} path. */
export const activateParams = z.object({
  userId: paramId('Invalid activation link'),
});

/** A plain answer carrying a message. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** The generic answer to a reset request, the same for known and unknown emails. */
export const RESET_REQUEST_MESSAGE = 'If an account exists with this email, a password reset link has been sent. Please check your inbox.';
