import { NavLink, Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '#ui/button';
import { useStaffRole } from '../hooks/use-staff-role';

/** The staff pages, each open to moderators and admins (what a moderator may do inside differs). */
const STAFF_PAGES = [
  { to: '/admin', label: 'Admin Panel' },
  { to: '/advanced-guardian-ai', label: 'Advanced Guardian AI' },
  { to: '/ai-training', label: 'AI Training' },
  { to: '/moderation-feedback', label: 'Moderation Feedback' },
] as const;

/** The signed-in header's entry to the staff console: shown to moderators and admins only. */
export function StaffNav() {
  const { isStaff } = useStaffRole();
  if (!isStaff) return null;
  return (
    <Button asChild variant="ghost" size="icon">
      <Link to="/admin" aria-label="Staff console">
        <ShieldCheck aria-hidden className="size-5" />
      </Link>
    </Button>
  );
}

/** Links between the staff pages, at the top of each (a row that scrolls sideways on a phone). */
export function StaffPagesNav() {
  return (
    <nav aria-label="Staff pages" className="-mx-4 mb-4 flex gap-1 overflow-x-auto px-4">
      {STAFF_PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          className={({ isActive }) =>
            clsx(
              'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap',
              'rounded-full border px-3.5 text-sm font-medium',
              isActive
                ? 'border-brand-violet-strong bg-violet-100 text-brand-violet-strong'
                : 'border-line bg-surface text-ink',
            )
          }
        >
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
