import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { LIMITS } from '@shared/limits';

/** Gives tooltips below it the spec's delays: 700 ms to open, 300 ms skip between neighbours. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={LIMITS.tooltipDelayMs} skipDelayDuration={LIMITS.tooltipSkipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** A short hint on hover and keyboard focus of `children` (needs a TooltipProvider above); off when `disabled`. */
export function Tooltip({
  content,
  children,
  side = 'top',
  disabled,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  disabled?: boolean;
}) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={8}
          className="z-[70] rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-[var(--shadow-pop)] animate-fade-in"
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
