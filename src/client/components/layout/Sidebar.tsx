import { ChevronDown, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { NavLink as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/api/auth';
import { LIMITS } from '../../../shared/limits';
import { cn } from '../../lib/cn';
import { usePageAccess, useSettings } from '../../lib/use-settings';
import { Avatar } from '../ui/Avatar';
import { LogoutDialog } from './LogoutDialog';
import { NAV_ICONS } from './nav-icons';
import { type NavGroup, type NavLink, panelTitle, sidebarEntries } from './sidebar-entries';

const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors duration-150',
    collapsed && 'justify-center px-0',
    active ? 'bg-white/12 text-white' : 'text-white/70 hover:bg-white/8 hover:text-white',
  );

function EntryLink({ entry, collapsed, nested }: { entry: NavLink; collapsed: boolean; nested?: boolean }) {
  const Icon = NAV_ICONS[entry.icon];
  return (
    <RouterLink
      to={entry.to}
      end
      title={collapsed ? entry.label : undefined}
      className={({ isActive }) => cn(itemClass(isActive, collapsed), nested && !collapsed && 'pl-10')}
    >
      {!nested && Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
      {!collapsed && <span className="truncate">{entry.label}</span>}
    </RouterLink>
  );
}

function Group({ group, open, onToggle, collapsed }: { group: NavGroup; open: boolean; onToggle: () => void; collapsed: boolean }) {
  const Icon = NAV_ICONS[group.icon];
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={onToggle} title={collapsed ? group.label : undefined} className={itemClass(false, collapsed)}>
        {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        {!collapsed && <span className="flex-1 truncate text-left">{group.label}</span>}
        {!collapsed && <ChevronDown className={cn('size-4 transition-transform duration-200', open && 'rotate-180')} aria-hidden="true" />}
      </button>
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
 * The shell's sidebar (SPEC §2): entries per role, one group open at a time (opening one
 * navigates to its first child after 100 ms), logout with confirmation, collapsible to icons.
 */
export function Sidebar({ user, collapsed, onCollapse }: { user: SessionUser; collapsed: boolean; onCollapse: (v: boolean) => void }) {
  const { testMode } = useSettings();
  const { data: access } = usePageAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const hidden = useMemo(() => new Set((access ?? []).filter((a) => !a.visible).map((a) => a.pagePath)), [access]);
  const entries = sidebarEntries(user, testMode, hidden);
  const activeGroup = entries.find((e): e is NavGroup => e.kind === 'group' && e.children.some((c) => c.to === location.pathname));
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup?.label ?? null);
  const [confirmLogout, setConfirmLogout] = useState(false);

  useEffect(() => {
    if (activeGroup) setOpenGroup(activeGroup.label);
  }, [activeGroup]);

  const toggle = (group: NavGroup) => {
    if (openGroup === group.label) return setOpenGroup(null);
    setOpenGroup(group.label);
    const first = group.children[0];
    if (first) setTimeout(() => navigate(first.to), LIMITS.groupOpenDelayMs);
  };

  return (
    <nav aria-label="Main" className="flex h-full flex-col bg-accent text-white">
      <div className={cn('flex items-center gap-3 border-b border-white/10 px-4 py-4', collapsed && 'justify-center px-2')}>
        <Avatar src={user.profileImage} name={user.clientName ?? user.name ?? user.email} className="size-9 ring-2 ring-white/15" />
        {!collapsed && (
          <div className="min-w-0 flex-1">
            <p className="font-display text-base leading-tight">{panelTitle(user)}</p>
            <p className="truncate text-xs text-white/60">{user.clientName ?? user.email}</p>
          </div>
        )}
        <button
          type="button"
          onClick={() => onCollapse(!collapsed)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="hidden rounded-md p-1 text-white/60 hover:bg-white/10 hover:text-white lg:block"
        >
          {collapsed ? <PanelLeftOpen className="size-4" /> : <PanelLeftClose className="size-4" />}
        </button>
      </div>
      <div className="flex-1 space-y-0.5 overflow-y-auto px-2 py-3">
        {entries.map((entry) => {
          if (entry.kind === 'link') return <EntryLink key={entry.to} entry={entry} collapsed={collapsed} />;
          if (entry.kind === 'group')
            return <Group key={entry.label} group={entry} open={openGroup === entry.label} onToggle={() => toggle(entry)} collapsed={collapsed} />;
          return (
            <button
              key="logout"
              type="button"
              disabled={user.isImpersonating}
              title={user.isImpersonating ? 'End the impersonation first' : undefined}
              onClick={() => setConfirmLogout(true)}
              className={cn(itemClass(false, collapsed), 'mt-2 disabled:cursor-not-allowed disabled:opacity-40')}
            >
              <LogOut className="size-4 shrink-0" aria-hidden="true" />
              {!collapsed && <span>Logout</span>}
            </button>
          );
        })}
      </div>
      <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} />
    </nav>
  );
}
