import { lazy, Suspense, useDeferredValue } from 'react';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { Skeleton } from '@client/components/ui/Skeleton';
import { TextArea } from '@client/components/ui/TextArea';
import type { FieldControlProps } from './FieldBlock';

const Markdown = lazy(() => import('@client/components/ui/Markdown'));

/**
 * The markdown bio beside a live preview rendered exactly as the profile's About section
 * renders it (the same Markdown component), side by side on wide screens, stacked on phones.
 */
export function BioEditor({ value, onChange, control }: { value: string; onChange: (next: string) => void; control: FieldControlProps }) {
  const preview = useDeferredValue(value);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1">
        <TextArea
          {...control}
          value={value}
          rows={14}
          maxLength={PROFILE_LIMITS.bioMax}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono text-[13px]"
        />
        <p className="text-right text-xs text-muted" aria-hidden="true">
          {value.length.toLocaleString('en-US')} / {PROFILE_LIMITS.bioMax.toLocaleString('en-US')}
        </p>
      </div>
      <section
        aria-labelledby={`${control.id}-preview`}
        className="min-h-40 rounded-[var(--radius-control)] border border-dashed border-line bg-canvas px-4 py-3"
      >
        <h3 id={`${control.id}-preview`} className="mb-2 text-xs font-semibold tracking-[0.15em] text-muted uppercase">
          Preview
        </h3>
        {preview.trim() ? (
          <div className="max-w-[70ch]">
            <Suspense fallback={<Skeleton className="h-24 w-full" />}>
              <Markdown>{preview}</Markdown>
            </Suspense>
          </div>
        ) : (
          <p className="text-sm text-muted">The bio appears here as the profile will show it.</p>
        )}
      </section>
    </div>
  );
}
