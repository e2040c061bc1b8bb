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
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatPaise } from '@panel/shared/money.ts';
import { formatCalendarDate } from '@panel/shared/plans/dates.ts';
import type { Workspace, WorkspaceBusiness } from '@panel/shared/schemas/dashboard.ts';
import { CreateCustomerDialog } from '@/components/create-customer-dialog';
import { cardAddPath, cardEditPath } from '@/lib/card-routes';
import { FigureTile, SectionTitle } from './figure-tile';

/** Where a business row leads: its card editor (or the card's first step), on the customer's behalf. */
const editorPath = (b: WorkspaceBusiness) =>
  b.cardNo ? cardEditPath({ cardNo: b.cardNo }, 'admin') : cardAddPath({ businessId: b.businessId }, 'admin');

function BusinessTable({ label, rows }: { label: string; rows: WorkspaceBusiness[] }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Business</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Expiry</TableCell>
            <TableCell>Card</TableCell>
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
                    b.isSubscriptionActive ? (b.planName ?? 'Active') : b.planName ? 'Expired' : 'No plan'
                  }
                />
              </TableCell>
              <TableCell>
                {b.expiryDateForCustomer ? formatCalendarDate(b.expiryDateForCustomer) : '—'}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={editorPath(b)}>
                  {b.cardNo ? 'Edit card' : 'Create card'}
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
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const scope = w.allCards ? "All of the agency's" : 'You made';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SectionTitle>{w.allCards ? "The agency's cards" : 'Your workspace'}</SectionTitle>
        <Stack direction="row" spacing={1}>
          {w.allCards && (
            <Button variant="outlined" component={RouterLink} to="/admin/image-posts-management">
              Greetings Management
            </Button>
          )}
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New customer
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <FigureTile label="Customers" hint={scope} value={w.customers} to="/admin/businesses" />
        <FigureTile label="Businesses" hint={scope} value={w.businesses} to="/admin/businesses" />
        <FigureTile label="Cards" hint={scope} value={w.cards} to="/admin/businesses" />
        <FigureTile
          label="Sales this month"
          value={formatPaise(w.salesThisMonth)}
          to="/admin/businesses?subscribed=true"
        />
      </Grid>
      <SectionTitle>Renewals due</SectionTitle>
      {w.renewalsDue.length === 0 ? (
        <Typography color="text.secondary">No plan ends in the next 7 days.</Typography>
      ) : (
        <BusinessTable label="Renewals due" rows={w.renewalsDue} />
      )}
      <SectionTitle>Latest businesses</SectionTitle>
      {w.recent.length === 0 ? (
        <Typography color="text.secondary">
          Nothing yet. Press “New customer” to add a customer, their business and card.
        </Typography>
      ) : (
        <BusinessTable label="Latest businesses" rows={w.recent} />
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
