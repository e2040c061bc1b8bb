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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AgencyFigures, Platform } from '@panel/shared/schemas/dashboard.ts';
import { formatMoney } from '@/lib/format-number';
import { FigureTile, SectionTitle } from './figure-tile';

/** An admin's Home: the agency at a glance, each figure a link to the list behind it. */
export function AgencyOverview({ figures: f }: { figures: AgencyFigures }) {
  const { t } = useTranslation('staff-home');
  const conversion = f.freeTrials.started
    ? t('agency.conversion', {
        percent: Math.round((f.freeTrials.converted / f.freeTrials.started) * 100),
        started: f.freeTrials.started,
      })
    : t('agency.noTrials');
  return (
    <>
      <SectionTitle>{t('agency.title')}</SectionTitle>
      <Grid container spacing={1.5}>
        <FigureTile label={t('tile.customers')} value={f.customers} to="/admin/businesses" />
        <FigureTile label={t('tile.businesses')} value={f.businesses} to="/admin/businesses" />
        <FigureTile
          label={t('tile.liveCards')}
          value={f.liveCards}
          to="/admin/projects?projectType=digital_card"
        />
        <FigureTile label={t('tile.activePlans')} value={f.plans.active} to="/admin/businesses?plan=active" />
        <FigureTile
          label={t('tile.expiredPlans')}
          value={f.plans.expired}
          to="/admin/businesses?plan=expired"
        />
        <FigureTile
          label={t('tile.expiring7')}
          value={f.plans.expiringIn7Days}
          to="/admin/businesses?plan=expiring"
        />
        <FigureTile
          label={t('tile.revenueThisMonth')}
          value={formatMoney(f.revenueThisMonth)}
          to="/admin/report"
        />
        <FigureTile
          label={t('tile.revenueLastMonth')}
          value={formatMoney(f.revenueLastMonth)}
          to="/admin/report"
        />
        <FigureTile
          label={t('tile.trialConversions')}
          value={f.freeTrials.converted}
          hint={conversion}
          to="/admin/insights"
        />
        <FigureTile
          label={t('tile.greetingDownloads')}
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
        {t('agency.feedback')}
      </Button>
      <SectionTitle>{t('agency.topFranchisees')}</SectionTitle>
      {f.topFranchisees.length === 0 ? (
        <Typography color="text.secondary">{t('agency.noFranchiseeBusiness')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('agency.topFranchiseesTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('table.franchisee')}</TableCell>
                <TableCell align="right">{t('table.businesses')}</TableCell>
                <TableCell align="right">{t('table.salesThisMonth')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {f.topFranchisees.map((row) => (
                <TableRow key={row.franchiseeId}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/businesses?madeBy=${row.phoneNumber}`}>
                      {row.name || row.phoneNumber}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{row.businesses}</TableCell>
                  <TableCell align="right">{formatMoney(row.salesThisMonth)}</TableCell>
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
  const { t } = useTranslation('staff-home');
  return (
    <>
      <SectionTitle>{t('platform.title')}</SectionTitle>
      <Grid container spacing={1.5}>
        <FigureTile label={t('tile.agencies')} value={p.agencies} to="/admin/agency-management" />
        <FigureTile label={t('tile.liveCardsAll')} value={p.liveCards} to="/admin/agency-management" />
        <FigureTile
          label={t('tile.revenueAll')}
          value={formatMoney(p.revenueThisMonth)}
          to="/admin/agency-management"
        />
        <FigureTile label={t('tile.billsDue')} value={p.billsDue.length} to="/admin/agency-management" />
      </Grid>
      {p.billsDue.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('tile.billsDue')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('table.agency')}</TableCell>
                <TableCell align="right">{t('table.outstanding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.billsDue.map((b) => (
                <TableRow key={b.agencyId}>
                  <TableCell>{b.agencyName}</TableCell>
                  <TableCell align="right">{formatMoney(b.outstanding)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
