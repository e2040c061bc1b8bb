import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AgencyBill } from '@/components/agency-bill';
import { agencyDetailsQuery } from '@/lib/session';
import { agencyListQuery } from './api/list-agencies';

/**
 * /panel/admin/agency-management (superadmin and admin, billing not hidden): any agency's bill to the
 * platform, with cards moved out of or added into a month's bill. Without an agency list from the
 * server, the superadmin's own agency is the only choice.
 */
export default function AgencyManagementPage() {
  const own = useQuery(agencyDetailsQuery);
  const list = useQuery(agencyListQuery);
  const [agencyId, setAgencyId] = useState<string | null>(null);
  const agencies = list.data?.length
    ? list.data
    : own.data
      ? [{ agencyId: own.data.agencyId, agencyName: own.data.agencyName }]
      : [];
  const chosen = agencyId ?? own.data?.agencyId;
  return (
    <Stack spacing={2}>
      {list.isError && (
        <Alert severity="info">The list of agencies is not available; showing your own agency.</Alert>
      )}
      <TextField
        select
        label="Agency"
        value={chosen ?? ''}
        onChange={(e) => setAgencyId(e.target.value)}
        sx={{ maxWidth: 360 }}
        disabled={agencies.length < 2}
      >
        {agencies.map((a) => (
          <MenuItem key={a.agencyId} value={a.agencyId}>
            {a.agencyName}
          </MenuItem>
        ))}
      </TextField>
      {chosen && (
        <AgencyBill key={chosen} agencyId={chosen === own.data?.agencyId ? undefined : chosen} manage />
      )}
    </Stack>
  );
}
