import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Business } from '@panel/shared/schemas/business.ts';
import { QueryState, RecordList, Section } from '@/components/agency-bill';
import { BusinessPicker } from '@/components/business-picker';
import {
  BUSINESS_PAYMENT_KINDS,
  businessPaymentsQuery,
  type BusinessPaymentKind,
} from './api/business-payments';

/** Billing: what one business has paid, per kind (plans, PDF ID cards, promotional videos). */
export function BusinessPayments() {
  const [business, setBusiness] = useState<Business | null>(null);
  return (
    <Section title="Business payments">
      <BusinessPicker value={business} onChange={setBusiness} />
      {business ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {(Object.keys(BUSINESS_PAYMENT_KINDS) as BusinessPaymentKind[]).map((kind) => (
            <KindRecords key={kind} kind={kind} businessId={business.businessId} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Choose a business to see its plan, PDF ID card and promotional video payments.
        </Typography>
      )}
    </Section>
  );
}

function KindRecords({ kind, businessId }: { kind: BusinessPaymentKind; businessId: string }) {
  const records = useQuery(businessPaymentsQuery(kind, businessId));
  const { label } = BUSINESS_PAYMENT_KINDS[kind];
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <QueryState query={records}>{(d) => <RecordList records={d.list} />}</QueryState>
    </Box>
  );
}
