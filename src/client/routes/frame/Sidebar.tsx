import { ChevronDown, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useMatch, useNavigate } from '@client/lib/router';
import type { SessionUser } from '@shared/api/session-user';
import { LIMITS } from '@shared/limits';
import { useUnreadTotal } from '@client/features/messaging/messages/message-queries';
import { cn } from '@client/lib/cn';
import { usePageAccess, useSettings } from '@client/lib/use-settings';
import { Avatar } from '@client/components/ui/Avatar';
import { CountBadge } from '@client/components/ui/Badge';
import { Tooltip } from '@client/components/ui/Tooltip';
import { LogoutDialog } from '@client/components/layout/LogoutDialog';
import { NAV_ICONS } from './nav-icons';
import { type NavGroup, type NavLink, panelTitle, sidebarEntries } from './sidebar-entries';

const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    'relative flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors duration-150',
    collapsed && 'justify-center px-0',
    active ? 'bg-white/12 text-white' : 'text-white/70 hover:bg-white/8 hover:text-white',
  );

function EntryLink({ entry, collapsed, nested }: { entry: NavLink; collapsed: boolean; nested?: boolean }) {
  const Icon = NAV_ICONS[entry.icon];
  const active = useMatch({ path: entry.to, end: !entry.coversSubpaths }) !== null;
  return (
    <Tooltip content={entry.label} side="right" disabled={!collapsed}>
      <Link
        to={entry.to}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? entry.label : undefined}
        className={cn(itemClass(active, collapsed), nested && !collapsed && 'pl-10')}
      >
        {!nested && Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        {!collapsed && <span className="flex-1 truncate">{entry.label}</span>}
        <CountBadge count={entry.badge ?? 0} className={cn(collapsed && 'absolute top-0.5 right-1.5')} />
      </Link>
    </Tooltip>
  );
}

/** A group's name for assistive technology: "Profile pages" where one of its pages is also named Profile, so no two controls share a name. */
function groupName(group: NavGroup, collapsed: boolean): string | undefined {
  if (group.children.some((child) => child.label === group.label)) return `${group.label} pages`;
  return collapsed ? group.label : undefined;
}

function Group({ group, open, onToggle, collapsed }: { group: NavGroup; open: boolean; onToggle: () => void; collapsed: boolean }) {
  const Icon = NAV_ICONS[group.icon];
  return (
    <div>
      <Tooltip content={group.label} side="right" disabled={!collapsed}>
        <button type="button" aria-expanded={open} aria-label={groupName(group, collapsed)} onClick={onToggle} className={itemClass(false, collapsed)}>
          {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
          {!collapsed && <span className="flex-1 truncate text-left">{group.label}</span>}
          {!collapsed && <ChevronDown className={cn('size-4 transition-transform duration-200', open && 'rotate-180')} aria-hidden="true" />}
        </button>
      </Tooltip>
      {open && !collapsed && (
        <div className="mt-0.5 flex flex-col gap-0.5">
          {group.children.map((child) => (
            <EntryLink key={child.to} entry={child} collapsed={collapsed} nested />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The shell's sidebar: entries per role, one group open at a time (opening one
 * navigates to its first child after 100 ms), logout with confirmation, collapsible to icons.
 * The unread messages of the user's side badge Team Messages (admins) or Messages (guest and team).
 * As the phone's menu (`drawer`), every group starts open and a group's button only folds or
 * unfolds it: any page is one tap away, and only a page's link navigates (and closes the menu).
 */
export function Sidebar({
  user,
  collapsed,
  onCollapse,
  drawer = false,
}: {
  user: SessionUser;
  collapsed: boolean;
  onCollapse: (v: boolean) => void;
  drawer?: boolean;
}) {
  const { testMode } = useSettings();
  const unreadMessages = useUnreadTotal(user);
  const { data: access } = usePageAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const hidden = useMemo(() => new Set((access ?? []).filter((a) => !a.visible).map((a) => a.pagePath)), [access]);
  const entries = sidebarEntries(user, { testMode, hiddenPaths: hidden, unreadMessages });
  const activeGroup = entries.find((e): e is NavGroup => e.kind === 'group' && e.children.some((c) => c.to === location.pathname))?.label ?? null;
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup);
  const [foldedInDrawer, setFoldedInDrawer] = useState<ReadonlySet<string>>(new Set());
  const [confirmLogout, setConfirmLogout] = useState(false);
  const pendingNavigation = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (activeGroup) setOpenGroup(activeGroup);
  }, [activeGroup]);
  useEffect(() => () => clearTimeout(pendingNavigation.current), []);

  const isOpen = (group: NavGroup) => (drawer ? !foldedInDrawer.has(group.label) : openGroup === group.label);
  const toggle = (group: NavGroup) => {
    if (drawer) {
      const folded = new Set(foldedInDrawer);
      if (!folded.delete(group.label)) folded.add(group.label);
      return setFoldedInDrawer(folded);
    }
    if (openGroup === group.label && !collapsed) return setOpenGroup(null);
    setOpenGroup(group.label);
    onCollapse(false);
    const first = group.children[0];
    clearTimeout(pendingNavigation.current);
    if (first) pendingNavigation.current = setTimeout(() => navigate(first.to), LIMITS.groupOpenDelayMs);
  };

  return (
    <nav aria-label="Main" className="flex h-full flex-col bg-accent text-white focus-on-dark">
      <div className={cn('flex items-center gap-3 border-b border-white/10 px-4 py-4', collapsed && 'flex-col px-2')}>
        <Avatar src={user.profileImage} name={user.clientName ?? user.name ?? user.email} className="size-9 ring-2 ring-white/15" />
        {!collapsed && (
          <div className="min-w-0 flex-1">
            <p className="font-display text-base leading-tight">{panelTitle(user)}</p>
            <p className="truncate text-xs text-white/60">{user.clientName ?? user.email}</p>
          </div>
        )}
        <Tooltip content={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} side="right">
          <button
            type="button"
            onClick={() => onCollapse(!collapsed)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="hidden rounded-md p-1 text-white/60 hover:bg-white/10 hover:text-white lg:block"
          >
            {collapsed ? <PanelLeftOpen className="size-4" /> : <PanelLeftClose className="size-4" />}
          </button>
        </Tooltip>
      </div>
      <div className="flex-1 space-y-0.5 overflow-y-auto px-2 py-3">
        {entries.map((entry) => {
          if (entry.kind === 'link') return <EntryLink key={entry.to} entry={entry} collapsed={collapsed} />;
          if (entry.kind === 'group')
            return <Group key={entry.label} group={entry} open={isOpen(entry)} onToggle={() => toggle(entry)} collapsed={collapsed} />;
          return (
            <Tooltip key="logout" content="Logout" side="right" disabled={!collapsed}>
              <button
                type="button"
                disabled={user.isImpersonating}
                aria-label={collapsed ? 'Logout' : undefined}
                title={user.isImpersonating ? 'End the impersonation first' : undefined}
                onClick={() => setConfirmLogout(true)}
                className={cn(itemClass(false, collapsed), 'mt-2 disabled:cursor-not-allowed disabled:opacity-40')}
              >
                <LogOut className="size-4 shrink-0" aria-hidden="true" />
                {!collapsed && <span>Logout</span>}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} />
    </nav>
  );
}
