import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Workspace, WorkspaceBusiness } from '@panel/shared/schemas/dashboard.ts';
import { CreateCustomerDialog } from '@/components/create-customer-dialog';
import { cardAddPath, cardEditPath } from '@/lib/card-routes';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';
import { FigureTile, SectionTitle } from './figure-tile';

/** Where a business row leads: its card editor (or the card's first step), on the customer's behalf. */
const editorPath = (b: WorkspaceBusiness) =>
  b.cardNo ? cardEditPath({ cardNo: b.cardNo }, 'admin') : cardAddPath({ businessId: b.businessId }, 'admin');

function BusinessTable({ label, rows }: { label: string; rows: WorkspaceBusiness[] }) {
  const { t } = useTranslation('staff-home');
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.business')}</TableCell>
            <TableCell>{t('table.customer')}</TableCell>
            <TableCell>{t('table.plan')}</TableCell>
            <TableCell>{t('table.expiry')}</TableCell>
            <TableCell>{t('table.card')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((b) => (
            <TableRow key={b.businessId} hover>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/admin/business?businessId=${encodeURIComponent(b.businessId)}`}
                >
                  <strong>{b.businessName}</strong>
                </Link>
              </TableCell>
              <TableCell>{b.ownerPhoneNumber ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={b.isSubscriptionActive ? 'success' : 'default'}
                  label={
                    b.isSubscriptionActive
                      ? (b.planName ?? t('plan.active'))
                      : b.planName
                        ? t('plan.expired')
                        : t('plan.none')
                  }
                />
              </TableCell>
              <TableCell>{b.expiryDateForCustomer ? formatDate(b.expiryDateForCustomer) : '—'}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={editorPath(b)}>
                  {b.cardNo ? t('card.edit') : t('card.create')}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * A franchisee's or creator's Home: "New customer" (then straight into that customer's card editor,
 * on their behalf), what they made with status and expiry, renewals due and their sales this month.
 * With all-card access the same over the whole agency, plus Greetings Management.
 */
export function WorkspaceHome({ workspace: w }: { workspace: Workspace }) {
  const { t } = useTranslation('staff-home');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const scope = w.allCards ? t('workspace.scopeAll') : t('workspace.scopeMine');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SectionTitle>{w.allCards ? t('workspace.agencyCards') : t('workspace.title')}</SectionTitle>
        <Stack direction="row" spacing={1}>
          {w.allCards && (
            <Button variant="outlined" component={RouterLink} to="/admin/image-posts-management">
              {t('workspace.greetings')}
            </Button>
          )}
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('workspace.newCustomer')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <FigureTile label={t('tile.customers')} hint={scope} value={w.customers} to="/admin/businesses" />
        <FigureTile label={t('tile.businesses')} hint={scope} value={w.businesses} to="/admin/businesses" />
        <FigureTile label={t('tile.cards')} hint={scope} value={w.cards} to="/admin/businesses" />
        <FigureTile
          label={t('table.salesThisMonth')}
          value={formatMoney(w.salesThisMonth)}
          to="/admin/businesses?subscribed=true"
        />
      </Grid>
      <SectionTitle>{t('workspace.renewals')}</SectionTitle>
      {w.renewalsDue.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.noRenewals')}</Typography>
      ) : (
        <BusinessTable label={t('workspace.renewals')} rows={w.renewalsDue} />
      )}
      <SectionTitle>{t('workspace.latest')}</SectionTitle>
      {w.recent.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.nothingYet')}</Typography>
      ) : (
        <BusinessTable label={t('workspace.latest')} rows={w.recent} />
      )}
      <CreateCustomerDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(r) => {
          setCreating(false);
          const newest = r.businesses.list[0];
          if (newest) void navigate(cardAddPath({ businessId: newest.businessId }, 'admin'));
        }}
      />
    </>
  );
}
