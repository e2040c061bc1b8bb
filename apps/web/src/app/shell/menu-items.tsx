import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, NavLink, useLocation, type NavLinkProps } from 'react-router';
import type { MenuItem } from '@panel/shared/roles.ts';

/**
 * One drawer entry from the shared menu: an in-panel link, an external link (new tab), or Logout.
 * Its accessible name is exactly its label (the item's label in the current language).
 */
export function DrawerItem({
  item,
  label,
  base,
  onNavigate,
  onLogout,
}: {
  item: MenuItem;
  label: string;
  base: string;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <ListItem disablePadding>
      <DrawerButton item={item} label={label} base={base} onNavigate={onNavigate} onLogout={onLogout} />
    </ListItem>
  );
}

function DrawerButton({ item, label, base, onNavigate, onLogout }: Parameters<typeof DrawerItem>[0]) {
  const text = <ListItemText primary={label} />;
  if (item.key === 'logout') return <ListItemButton onClick={onLogout}>{text}</ListItemButton>;
  if (item.external) {
    return (
      <ListItemButton
        component="a"
        href={item.path || undefined}
        disabled={!item.path}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {text}
      </ListItemButton>
    );
  }
  // Pricing ('#upgrade') opens the upgrade dialog over the current page: a plain link, never "active".
  if (item.path.startsWith('#')) {
    return (
      <ListItemButton component={Link} to={{ hash: item.path }} onClick={onNavigate}>
        {text}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={QueryNavLink}
      to={`${base}${item.path}`}
      end
      onClick={onNavigate}
      sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      {text}
    </ListItemButton>
  );
}

/**
 * NavLink matches the path only, so items that differ by query (All Projects' project types) are
 * marked active only when the query matches too.
 */
function QueryNavLink({ className, ...props }: NavLinkProps & { className?: string }) {
  const { search } = useLocation();
  const to = typeof props.to === 'string' ? props.to : '';
  const query = to.includes('?') ? to.slice(to.indexOf('?')) : null;
  return (
    <NavLink
      {...props}
      className={({ isActive }) =>
        [className, isActive && (query === null || query === search) ? 'active' : '']
          .filter(Boolean)
          .join(' ')
      }
    />
  );
}
