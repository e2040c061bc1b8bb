import AddBusiness from '@mui/icons-material/AddBusiness';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectBusiness, useCurrentBusiness } from '@/lib/current-business';

/** The customer's business switcher; with no business yet it leads to adding one. */
export function BusinessSelector() {
  const { businesses, current } = useCurrentBusiness();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useTranslation();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-label={current ? t('business.selected', { name: current.businessName }) : t('business.noneYet')}
        sx={{ maxWidth: { xs: 128, sm: 240 }, minWidth: 0, fontWeight: 500 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.businessName ?? t('business.add')}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {businesses.map((b) => (
          <MenuItem
            key={b.businessId}
            selected={b.businessId === current?.businessId}
            onClick={() => {
              selectBusiness(b.businessId);
              close();
            }}
          >
            <ListItemText primary={b.businessName} secondary={b.category?.name} />
          </MenuItem>
        ))}
        {businesses.length > 0 && <Divider />}
        <MenuItem component={Link} to="/customer/businesses/add" onClick={close}>
          <ListItemIcon>
            <AddBusiness fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('business.add')} />
        </MenuItem>
      </Menu>
    </>
  );
}
