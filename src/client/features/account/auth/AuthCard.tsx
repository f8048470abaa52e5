import type { ReactNode } from 'react';
import { Wordmark } from '@client/components/layout/PublicHeader';
import { Card } from '@client/components/ui/Card';

/** The standalone frame of /login, /reset-password and /activate: wordmark, title, card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent-soft),transparent_60%)] px-4 py-12">
      <Wordmark />
      <Card className="mt-8 w-full max-w-md p-6 sm:p-8 animate-fade-in">
        <h1 className="font-display text-2xl text-ink">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-ink-soft">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  );
}
