import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';
import type { Business } from '@panel/shared/schemas/business.ts';
import type { Entitlements } from '@panel/shared/schemas/payment.ts';
import { BusinessPicker } from '@/components/business-picker';
import { EmptyPage } from '@/components/empty-page';
import { errorMessage } from '@/lib/api-client';
import { useCurrentBusiness } from '@/lib/current-business';
import { formatDate } from '@/lib/format-date';
import { agencyDetailsQuery, customerUserQuery, staffUserQuery } from '@/lib/session';
import { subscriptionPlansQuery } from '@/lib/subscription-plans';
import { entitlementsQuery } from './api/get-entitlements';
import { CustomPlanCard } from './custom-plan-card';
import { FreeTrialDialog } from './free-trial-dialog';
import { PlanCard } from './plan-card';
import { changeFor } from './plan-dates';
import { groupPlans, type PlanTab } from './plan-groups';
import { SINGLE_PRODUCTS, SinglePurchaseDialog, SinglePurchasePanel } from './single-purchase';
import { useUpgradeHistory } from './upgrade-history';
import { usePurchase, type Area } from './use-purchase';

/** Which business the dialog is for: the customer's current one, or the admin's choice. */
export function UpgradeContent({ area }: { area: Area }) {
  const { t } = useTranslation('upgrade');
  const agency = useQuery(agencyDetailsQuery);
  const { state } = useUpgradeHistory();
  const customerBusiness = useCurrentBusiness();
  const [picked, setPicked] = useState<Business | null>(null);

  if (!agency.data)
    return agency.isError ? <Alert severity="error">{errorMessage(agency.error)}</Alert> : <Loading />;

  if (area === 'customer') {
    if (customerBusiness.isPending) return <Loading />;
    const b = customerBusiness.current;
    if (!b)
      return (
        <Stack sx={{ alignItems: 'center' }}>
          <EmptyPage empty={t('noBusiness.title')} description={t('noBusiness.text')} />
          <Button component={RouterLink} to="/customer/businesses/add" variant="contained">
            {t('noBusiness.add')}
          </Button>
        </Stack>
      );
    return (
      <PlanChooser area={area} agency={agency.data} businessId={b.businessId} businessName={b.businessName} />
    );
  }

  const fixedId = state.upgradeBusinessId;
  return (
    <Stack spacing={2}>
      {!fixedId && <BusinessPicker value={picked} onChange={setPicked} />}
      {fixedId || picked ? (
        <PlanChooser
          key={fixedId ?? picked?.businessId}
          area={area}
          agency={agency.data}
          businessId={fixedId ?? picked?.businessId ?? ''}
          businessName={picked?.businessName ?? null}
        />
      ) : (
        <EmptyPage empty={t('noChoice.title')} description={t('noChoice.text')} />
      )}
    </Stack>
  );
}

function PlanChooser({
  area,
  agency,
  businessId,
  businessName,
}: {
  area: Area;
  agency: AgencyDetails;
  businessId: string;
  businessName: string | null;
}) {
  const { t } = useTranslation('upgrade');
  const plans = useQuery(subscriptionPlansQuery());
  const ent = useQuery(entitlementsQuery(businessId));
  const customer = useQuery({ ...customerUserQuery, enabled: area === 'customer' });
  const staff = useQuery({ ...staffUserQuery, enabled: area === 'admin' });
  const { state, openLayer, unwind } = useUpgradeHistory();
  const [tab, setTab] = useState<PlanTab | null>(null);
  const [trialOpen, setTrialOpen] = useState(false);
  const me = area === 'customer' ? customer.data : staff.data;

  const purchase = usePurchase({
    area,
    businessId,
    renew: ent.data?.renew ?? false,
    canPurchaseOnline: ent.data?.canPurchaseOnline ?? false,
    agencyName: agency.agencyName,
    contact: { phoneNumber: me?.phoneNumber, email: customer.data?.email },
  });

  if (plans.isError || ent.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void Promise.all([plans.refetch(), ent.refetch()])}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(plans.error ?? ent.error)}
      </Alert>
    );
  if (!plans.data || !ent.data || !me) return <Loading />;

  const groups = groupPlans(plans.data);
  const shownTab = tab ?? groups.defaultTab;
  const shown = groups.byTab[shownTab];
  const isAdmin = area === 'admin';
  const config = agency.configuration;
  // The products sold by the piece, where the agency sells them: each with its first plan's price.
  const singles = [
    {
      kind: 'pdf_card' as const,
      plan: config.pdfCardConfig.enablePdfCardProduct ? config.pdfCardConfig.customerPlans[0] : undefined,
      presetNo: state.pdfCardNo,
    },
    {
      kind: 'video' as const,
      plan: config.video.enableVideo ? config.video.customerPlans[0] : undefined,
      presetNo: state.videoNo,
    },
  ];
  const openSingle = singles.find((x) => x.plan && SINGLE_PRODUCTS[x.kind].layer === state.upgradeLayer);
  const trialTaken = customer.data?.preference.isFreeTrialPlanTaken ?? true;
  const actionLabel = isAdmin ? t('action.select') : ent.data.renew ? t('action.renew') : t('action.buyNow');

  const cards: ReactNode[] = shown.map((plan) => (
    <PlanCard
      key={plan.subscriptionPlanId}
      plan={plan}
      actionLabel={actionLabel}
      current={ent.data.isActive && ent.data.planId === plan.subscriptionPlanId}
      change={changeFor(ent.data, plan)}
      disabled={purchase.busy}
      onChoose={() => void (isAdmin ? purchase.assignPlan(plan.subscriptionPlanId) : purchase.buyPlan(plan))}
    />
  ));
  if (isAdmin)
    cards.push(
      <CustomPlanCard
        key="custom"
        imagePost={agency.configuration.imagePost}
        disabled={purchase.busy}
        onAssign={(id, custom) => void purchase.assignPlan(id, custom)}
      />,
    );

  return (
    <Stack spacing={2}>
      <Box>
        {businessName && (
          <Typography variant="h5" component="h2">
            {businessName}
          </Typography>
        )}
        <PlanStatusLine ent={ent.data} />
      </Box>

      {!isAdmin && groups.freeTrial && !trialTaken && (
        <Box>
          <Button variant="outlined" color="success" onClick={() => setTrialOpen(true)}>
            {t('trial.start')}
          </Button>
        </Box>
      )}

      {groups.tabs.length > 1 && (
        <Tabs value={shownTab} onChange={(_e, v: PlanTab) => setTab(v)} aria-label={t('tabs.label')}>
          {groups.tabs.map((period) => (
            <Tab key={period} value={period} label={t(`tab.${period}`)} />
          ))}
        </Tabs>
      )}

      {cards.length === 0 ? (
        <EmptyPage empty={t('plans.none.title')} description={t('plans.none.text')} />
      ) : (
        <Box
          role="list"
          aria-label={t('plans.label')}
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
            '& > *': { flex: { xs: '0 0 85%', sm: '0 0 300px' }, scrollSnapAlign: 'start' },
          }}
        >
          {cards.map((card, i) => (
            <Box key={i} role="listitem">
              {card}
            </Box>
          ))}
        </Box>
      )}

      {singles.map(
        ({ kind, plan, presetNo }) =>
          plan && (
            <SinglePurchasePanel
              key={kind}
              kind={kind}
              plan={plan}
              // A customer sent here by a video over the plan's limit sees which one waits.
              highlight={
                kind === 'video' && presetNo ? t('single.videoWaiting', { no: String(presetNo) }) : undefined
              }
              onBuy={() => openLayer(SINGLE_PRODUCTS[kind].layer)}
            />
          ),
      )}

      {trialOpen && groups.freeTrial && (
        <FreeTrialDialog
          plan={groups.freeTrial}
          change={changeFor(ent.data, groups.freeTrial)}
          busy={purchase.busy}
          onClose={() => setTrialOpen(false)}
          onStart={() => {
            const trial = groups.freeTrial;
            setTrialOpen(false);
            if (trial) void purchase.startFreeTrial(trial);
          }}
        />
      )}

      {openSingle?.plan && (
        <SinglePurchaseDialog
          kind={openSingle.kind}
          area={area}
          plan={openSingle.plan}
          businessId={businessId}
          presetNo={openSingle.presetNo}
          busy={purchase.busy}
          onClose={() => unwind(1)}
          onPay={(itemNo) => {
            const { kind, plan } = openSingle;
            if (plan) void purchase.buySingle(kind, { planId: plan.id, price: plan.price, itemNo });
          }}
        />
      )}
    </Stack>
  );
}

function PlanStatusLine({ ent }: { ent: Entitlements }) {
  const { t } = useTranslation('upgrade');
  if (ent.isActive && ent.validTo)
    return (
      <Typography color="text.secondary">
        {t('status.current', { plan: ent.planName ?? '', date: formatDate(ent.validTo) })}
      </Typography>
    );
  if (ent.renew && ent.validTo)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t('status.expired', { date: formatDate(ent.validTo) })}
      </Alert>
    );
  return <Typography color="text.secondary">{t('status.none')}</Typography>;
}

function Loading() {
  const { t } = useTranslation('upgrade');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
