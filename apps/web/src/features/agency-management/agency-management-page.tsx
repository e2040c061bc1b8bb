import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyBill } from '@/components/agency-bill';
import { agencyDetailsQuery } from '@/lib/session';
import type { AgencyListItem } from '@panel/shared/schemas/agency.ts';
import { NoticeLine, type Notice } from '@/components/staff-list-page';
import { AgencyAdminDialog } from './agency-admin-dialog';
import { AgencyDialog } from './agency-dialog';
import { AgencySsl } from './agency-ssl';
import { agencyListQuery } from './api/list-agencies';

/**
 * /panel/admin/agency-management (superadmin and admin, billing not hidden): any agency's bill to the
 * platform, with cards moved out of or added into a month's bill. Without an agency list from the
 * server, the superadmin's own agency is the only choice. With it, the platform also creates and
 * edits agencies, adds their admins and gets SSL certificates for their hosts.
 */
export default function AgencyManagementPage() {
  const { t } = useTranslation('agency-management');
  const own = useQuery(agencyDetailsQuery);
  const list = useQuery(agencyListQuery);
  const [agencyId, setAgencyId] = useState<string | null>(null);
  const agencies = list.data?.length
    ? list.data
    : own.data
      ? [{ agencyId: own.data.agencyId, agencyName: own.data.agencyName }]
      : [];
  const chosen = agencyId ?? own.data?.agencyId;
  const chosenItem = list.data?.find((a) => a.agencyId === chosen);
  const [editing, setEditing] = useState<AgencyListItem | 'new' | null>(null);
  const [addingAdmin, setAddingAdmin] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (text?: string) => text && setNotice({ kind: 'success', text });
  return (
    <Stack spacing={2}>
      {list.data && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('page.newAgency')}
          </Button>
          {chosenItem && (
            <>
              <Button startIcon={<Edit />} onClick={() => setEditing(chosenItem)}>
                {t('page.editAgency')}
              </Button>
              <Button startIcon={<PersonAdd />} onClick={() => setAddingAdmin(true)}>
                {t('admin.submit')}
              </Button>
            </>
          )}
        </Stack>
      )}
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {editing && (
        <AgencyDialog
          agency={editing === 'new' ? null : editing}
          onClose={(text) => {
            setEditing(null);
            done(text);
          }}
        />
      )}
      {addingAdmin && chosenItem && (
        <AgencyAdminDialog
          agencyId={chosenItem.agencyId}
          agencyName={chosenItem.agencyName}
          onClose={(text) => {
            setAddingAdmin(false);
            done(text);
          }}
        />
      )}
      {list.isError && <Alert severity="info">{t('page.listUnavailable')}</Alert>}
      <TextField
        select
        label={t('page.agency')}
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
      {chosenItem && (
        <AgencySsl
          key={chosenItem.agencyId}
          agencyId={chosenItem.agencyId}
          agencyName={chosenItem.agencyName}
        />
      )}
      {chosen && (
        <AgencyBill key={chosen} agencyId={chosen === own.data?.agencyId ? undefined : chosen} manage />
      )}
    </Stack>
  );
}
