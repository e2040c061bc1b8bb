import RateReview from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPaise } from '@panel/shared/money.ts';
import type { AgencyFigures, Platform } from '@panel/shared/schemas/dashboard.ts';
import { FigureTile, SectionTitle } from './figure-tile';

/** An admin's Home: the agency at a glance, each figure a link to the list behind it. */
export function AgencyOverview({ figures: f }: { figures: AgencyFigures }) {
  const conversion = f.freeTrials.started
    ? `${Math.round((f.freeTrials.converted / f.freeTrials.started) * 100)}% of ${f.freeTrials.started} trials`
    : 'No free trials yet';
  return (
    <>
      <SectionTitle>Your agency at a glance</SectionTitle>
      <Grid container spacing={1.5}>
        <FigureTile label="Customers" value={f.customers} to="/admin/businesses" />
        <FigureTile label="Businesses" value={f.businesses} to="/admin/businesses" />
        <FigureTile label="Live cards" value={f.liveCards} to="/admin/projects?projectType=digital_card" />
        <FigureTile label="Active plans" value={f.plans.active} to="/admin/businesses?plan=active" />
        <FigureTile label="Expired plans" value={f.plans.expired} to="/admin/businesses?plan=expired" />
        <FigureTile
          label="Expiring in 7 days"
          value={f.plans.expiringIn7Days}
          to="/admin/businesses?plan=expiring"
        />
        <FigureTile label="Revenue this month" value={formatPaise(f.revenueThisMonth)} to="/admin/report" />
        <FigureTile label="Revenue last month" value={formatPaise(f.revenueLastMonth)} to="/admin/report" />
        <FigureTile
          label="Free-trial conversions"
          value={f.freeTrials.converted}
          hint={conversion}
          to="/admin/insights"
        />
        <FigureTile
          label="Greeting downloads this month"
          value={f.greetingDownloadsThisMonth}
          to="/admin/insights"
        />
      </Grid>
      <Button
        component={RouterLink}
        to="/admin/feedback"
        startIcon={<RateReview />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Customer feedback
      </Button>
      <SectionTitle>Top franchisees this month</SectionTitle>
      {f.topFranchisees.length === 0 ? (
        <Typography color="text.secondary">No franchisee has made a business yet.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Top franchisees">
            <TableHead>
              <TableRow>
                <TableCell>Franchisee</TableCell>
                <TableCell align="right">Businesses</TableCell>
                <TableCell align="right">Sales this month</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {f.topFranchisees.map((t) => (
                <TableRow key={t.franchiseeId}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/businesses?madeBy=${t.phoneNumber}`}>
                      {t.name || t.phoneNumber}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{t.businesses}</TableCell>
                  <TableCell align="right">{formatPaise(t.salesThisMonth)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}

/** A superadmin's Home: the platform across agencies and the agency bills due. */
export function PlatformOverview({ platform: p }: { platform: Platform }) {
  return (
    <>
      <SectionTitle>The platform</SectionTitle>
      <Grid container spacing={1.5}>
        <FigureTile label="Agencies" value={p.agencies} to="/admin/agency-management" />
        <FigureTile label="Live cards, all agencies" value={p.liveCards} to="/admin/agency-management" />
        <FigureTile
          label="Revenue this month, all agencies"
          value={formatPaise(p.revenueThisMonth)}
          to="/admin/agency-management"
        />
        <FigureTile label="Agency bills due" value={p.billsDue.length} to="/admin/agency-management" />
      </Grid>
      {p.billsDue.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Agency bills due">
            <TableHead>
              <TableRow>
                <TableCell>Agency</TableCell>
                <TableCell align="right">Outstanding</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.billsDue.map((b) => (
                <TableRow key={b.agencyId}>
                  <TableCell>{b.agencyName}</TableCell>
                  <TableCell align="right">{formatPaise(b.outstanding)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
