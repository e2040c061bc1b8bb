import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  politicalPartyBodySchema,
  type PoliticalParty,
  type PoliticalPartyBody,
} from '@panel/shared/schemas/political-party.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, muiField } from '@/lib/forms';
import { politicalPartiesQuery } from '@/lib/political-parties';
import { useSavePoliticalParty } from './api/save-political-party';
import { useUploadPartyLogo } from './api/upload-party-logo';

/** The 46 parties of the political frame: fix names and abbreviations, upload their logos. */
export function PartiesPanel() {
  const { t } = useTranslation('greetings-admin');
  const parties = useQuery(politicalPartiesQuery);
  const [editing, setEditing] = useState<PoliticalParty | null>(null);
  if (parties.isPending) return <LoadingState label={t('parties.loading')} />;
  if (parties.isError) return <ErrorState error={parties.error} onRetry={() => void parties.refetch()} />;
  return (
    <Paper variant="outlined">
      <List dense aria-label={t('parties.list')}>
        {parties.data.map((p) => (
          <ListItem
            key={p.id}
            divider
            secondaryAction={
              <IconButton
                aria-label={t('action.editName', { name: p.partyName })}
                onClick={() => setEditing(p)}
              >
                <EditOutlined />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar
                src={p.logoUrl ?? undefined}
                alt=""
                sx={{ bgcolor: 'grey.300', color: 'text.primary', fontSize: 12 }}
              >
                {p.abbreviation.slice(0, 4)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={p.partyName} secondary={p.abbreviation} />
          </ListItem>
        ))}
      </List>
      {editing && <PartyDialog party={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

function PartyDialog({ party, onClose }: { party: PoliticalParty; onClose: () => void }) {
  const { t } = useTranslation('greetings-admin');
  const save = useSavePoliticalParty();
  const logo = useUploadPartyLogo();
  const [formError, setFormError] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState(party.logoUrl);
  const { register, handleSubmit, setError, formState } = useForm<PoliticalPartyBody>({
    resolver: zodResolver(politicalPartyBodySchema),
    defaultValues: { partyName: party.partyName, abbreviation: party.abbreviation },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: party.id, body });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['partyName', 'abbreviation']));
    }
  });
  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    setFormError(null);
    try {
      setLogoUrl((await logo.mutateAsync({ id: party.id, file })).logoUrl);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="party-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="party-dialog-title">{t('parties.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField
              {...muiField(register('partyName'), formState.errors.partyName)}
              label={t('parties.name')}
            />
            <TextField
              {...muiField(register('abbreviation'), formState.errors.abbreviation)}
              label={t('parties.abbreviation')}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar
                src={logoUrl ?? undefined}
                alt={t('parties.logoAlt', { abbreviation: party.abbreviation })}
                sx={{ width: 56, height: 56 }}
              >
                {party.abbreviation.slice(0, 4)}
              </Avatar>
              <Button component="label" variant="outlined" disabled={logo.isPending}>
                {logo.isPending
                  ? t('parties.uploading')
                  : logoUrl
                    ? t('parties.replaceLogo')
                    : t('parties.uploadLogo')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml"
                  onChange={(e) => void onLogo(e.target.files?.[0])}
                />
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('parties.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('parties.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
