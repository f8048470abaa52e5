import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@client/lib/cn';
import { buttonClass } from './Button';

/** One choice of a Menu. */
export interface MenuItem {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
  /** Drawn in the destructive colour (Delete). */
  destructive?: boolean;
}

/** Which item takes focus as the menu opens. */
type Opening = 'first' | 'last' | null;

/** The gap between the button and its menu, and the least margin to the window's edges (px). */
const GAP = 4;
const EDGE = 8;

/** Where the menu goes: under the button, its right edge on the button's, above when there is no room below, always in the window. */
function placeMenu(trigger: DOMRect, menu: { width: number; height: number }): { top: number; left: number } {
  const below = trigger.bottom + GAP + menu.height <= window.innerHeight - EDGE;
  const top = below ? trigger.bottom + GAP : Math.max(EDGE, trigger.top - GAP - menu.height);
  const left = Math.max(EDGE, Math.min(trigger.right - menu.width, window.innerWidth - EDGE - menu.width));
  return { top, left };
}

/**
 * A "more" button that opens a menu of actions (WAI-ARIA menu button): Enter, Space or Arrow Down
 * open it on its first item, Arrow Up on its last; arrows, Home and End move; Enter runs an item;
 * Escape and Tab close it and focus goes back to the button. The menu is placed in a portal, fixed
 * to the window, so a table's scrolling box never clips it.
 */
export function Menu({ label, items, className }: { label: string; items: readonly MenuItem[]; className?: string }) {
  const [opening, setOpening] = useState<Opening>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = opening !== null;
  const placed = position !== null;

  const close = (returnFocus: boolean) => {
    setOpening(null);
    setPosition(null);
    if (returnFocus) trigger.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!trigger.current || !menu.current) return;
      setPosition(placeMenu(trigger.current.getBoundingClientRect(), { width: menu.current.offsetWidth, height: menu.current.offsetHeight }));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once, when the menu first shows
  useEffect(() => {
    if (!placed || !menu.current) return;
    const choices = menu.current.querySelectorAll<HTMLElement>('[role="menuitem"]');
    choices[opening === 'last' ? choices.length - 1 : 0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [placed]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const choices = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = choices.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: choices.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      choices[(moves[event.key] + choices.length) % choices.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className={cn(buttonClass('ghost', 'sm'), 'px-2', className)}
        onClick={() => (open ? close(false) : setOpening('first'))}
        onKeyDown={onTriggerKey}
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onMenuKey}
            style={position ?? { top: 0, left: 0, visibility: 'hidden' }}
            className="fixed z-[55] min-w-44 rounded-[var(--radius-control)] border border-line bg-surface p-1 shadow-[var(--shadow-pop)] animate-fade-in"
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cn(
                  'focus-ring-inset flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-sunken focus:bg-sunken',
                  item.destructive ? 'text-destructive' : 'text-ink',
                )}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon && <item.icon className="size-4 shrink-0" aria-hidden="true" />}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
