import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@panel/shared/i18n/languages.ts';
import {
  agencyBodySchema,
  DEFAULT_MONTHLY_CARD_FEE_PAISE,
  defaultAgencyConfiguration,
  type AgencyConfiguration,
  type AgencyListItem,
} from '@panel/shared/schemas/agency.ts';
import { FormDialog } from '@/components/form-dialog';
import { ImageUploadField } from '@/components/image-upload-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/forms';
import { rupeesInputToPaise } from '@/lib/price-field';
import { useSaveAgency } from './api/save-agency';

type Flag = [
  labelKey: string,
  get: (c: AgencyConfiguration) => boolean,
  set: (c: AgencyConfiguration, v: boolean) => void,
];

/** The product flags of spec sections 1 and 3, as people name them. */
const FLAGS: Flag[] = [
  ['flag.greetingImages', (c) => c.imagePost.enableImagePost, (c, v) => (c.imagePost.enableImagePost = v)],
  [
    'flag.greetingVideos',
    (c) => c.imagePost.isVideoPostsIncluded,
    (c, v) => (c.imagePost.isVideoPostsIncluded = v),
  ],
  [
    'flag.exclusivePosts',
    (c) => c.imagePost.allowAgencyExclusivePosts,
    (c, v) => (c.imagePost.allowAgencyExclusivePosts = v),
  ],
  [
    'flag.pdfCards',
    (c) => c.pdfCardConfig.enablePdfCardProduct,
    (c, v) => (c.pdfCardConfig.enablePdfCardProduct = v),
  ],
  ['flag.promoVideos', (c) => c.video.enableVideo, (c, v) => (c.video.enableVideo = v)],
  [
    'flag.onlinePayment',
    (c) => c.onlinePayment.enablePaymentIntegration,
    (c, v) => (c.onlinePayment.enablePaymentIntegration = v),
  ],
  [
    'flag.invitationTile',
    (c) => c.dashboardConfig.showInvitationTileInCustomerDashboard,
    (c, v) => (c.dashboardConfig.showInvitationTileInCustomerDashboard = v),
  ],
];

/** Creates a white-label agency or changes one: name, hosts, brand and what it sells. */
export function AgencyDialog({
  agency,
  onClose,
}: {
  agency: AgencyListItem | null;
  onClose: (saved?: string) => void;
}) {
  const { t } = useTranslation('agency-management');
  const save = useSaveAgency();
  const [name, setName] = useState(agency?.agencyName ?? '');
  const [hosts, setHosts] = useState(agency?.hosts.join('\n') ?? '');
  const [color, setColor] = useState(agency?.primaryColor ?? '#2d9bea');
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [config, setConfig] = useState<AgencyConfiguration>(() =>
    structuredClone(agency?.configuration ?? defaultAgencyConfiguration()),
  );
  const [cardFee, setCardFee] = useState(
    String((agency?.cardFeePaise ?? DEFAULT_MONTHLY_CARD_FEE_PAISE) / 100),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (mutate: (c: AgencyConfiguration) => void) =>
    setConfig((c) => {
      const next = structuredClone(c);
      mutate(next);
      return next;
    });

  const onSubmit = async () => {
    const body = {
      agency: {
        agencyId: agency?.agencyId,
        agencyName: name,
        hosts: hosts.split(/[\s,]+/).filter(Boolean),
        primaryColor: color,
        ...(logo !== undefined ? { logo } : {}),
        configuration: config,
        cardFeePaise: rupeesInputToPaise(cardFee) as number,
      },
    };
    const parsed = agencyBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, 1));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const saved = await save.mutateAsync(body);
      onClose(t('dialog.saved', { name: saved.agencyName }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFormError(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={agency ? t('dialog.editTitle', { name: agency.agencyName }) : t('dialog.newTitle')}
      error={formError}
      submitting={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      onClose={() => onClose()}
      maxWidth="sm"
    >
      <TextField
        label={t('dialog.name')}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.agencyName}
        helperText={errors.agencyName}
      />
      <TextField
        label={t('dialog.hosts')}
        required
        multiline
        minRows={2}
        value={hosts}
        onChange={(e) => setHosts(e.target.value)}
        error={!!errors.hosts}
        helperText={errors.hosts ?? t('dialog.hostsHelp')}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ImageUploadField
          label={t('dialog.logo')}
          // Until a new logo is chosen (or the old one removed) the field shows the agency's current one.
          value={logo === undefined ? (agency?.logoUrl ? 'current' : null) : logo}
          previewUrl={agency?.logoUrl}
          onChange={(fileName) => setLogo(fileName ?? null)}
          hierarchy1="agency"
          hierarchy2="logo"
          error={errors.logo}
        />
        <TextField
          label={t('dialog.brandColour')}
          type="color"
          value={color}
          onChange={(e) => setColor(e.target.value)}
          error={!!errors.primaryColor}
          helperText={errors.primaryColor}
          sx={{ width: 140 }}
        />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {t('dialog.sells')}
      </Typography>
      <Stack>
        {FLAGS.map(([labelKey, get, set]) => (
          <FormControlLabel
            key={labelKey}
            label={t(labelKey)}
            control={
              <Switch checked={get(config)} onChange={(e) => change((c) => set(c, e.target.checked))} />
            }
          />
        ))}
      </Stack>
      {config.dashboardConfig.showInvitationTileInCustomerDashboard && (
        <TextField
          label={t('dialog.invitationLink')}
          value={config.dashboardConfig.invitationSiteLink}
          onChange={(e) => change((c) => (c.dashboardConfig.invitationSiteLink = e.target.value))}
        />
      )}
      <TextField
        select
        label={t('dialog.defaultLanguage')}
        value={config.language.defaultLanguage}
        onChange={(e) => {
          const language = e.target.value;
          if (isLanguage(language)) change((c) => (c.language.defaultLanguage = language));
        }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={t('dialog.nativeDigits')}
        control={
          <Switch
            checked={config.language.nativeDigits}
            onChange={(e) => change((c) => (c.language.nativeDigits = e.target.checked))}
          />
        }
      />
      <TextField
        label={t('dialog.graceDays')}
        type="number"
        value={config.cardGraceDays}
        onChange={(e) => change((c) => (c.cardGraceDays = Number(e.target.value)))}
        slotProps={{ htmlInput: { min: 0, max: 365 } }}
      />
      <TextField
        label={t('dialog.cardFee')}
        type="number"
        required
        value={cardFee}
        onChange={(e) => setCardFee(e.target.value)}
        error={!!errors.cardFeePaise}
        helperText={errors.cardFeePaise ?? t('dialog.cardFeeHelp')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
    </FormDialog>
  );
}
