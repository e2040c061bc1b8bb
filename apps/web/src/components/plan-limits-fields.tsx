import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UNLIMITED } from '@panel/shared/constants.ts';
import {
  PLAN_OPTIONS,
  areFrameTogglesEnabled,
  isGreetingVideoOptionOffered,
  toggleOption,
  type PlanOption,
} from '@panel/shared/plans/limits.ts';
import type { FrameVisibility, PlanLimits } from '@panel/shared/schemas/plan.ts';

export interface PlanLimitsValue {
  limits: PlanLimits;
  frameVisibility: FrameVisibility;
}

const FRAME_KEYS: (keyof FrameVisibility)[] = ['hideRegularFrame', 'hideProductFrame', 'hidePoliticalFrame'];

const NO_FRAMES: FrameVisibility = {
  hideRegularFrame: false,
  hideProductFrame: false,
  hidePoliticalFrame: false,
};

/**
 * What a plan includes (spec section 5), for the custom plan card and plan management: the digital
 * card is always included and locked; checking an option presets its limit and unchecking clears it
 * (the shared rule); the greeting video option only when the agency has image and video posts; frame
 * toggles only with greeting images.
 */
export function PlanLimitsFields({
  value,
  onChange,
  imagePost,
  errors = {},
  disabled = false,
}: {
  value: PlanLimitsValue;
  onChange: (value: PlanLimitsValue) => void;
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean };
  /** Messages by limit field name (e.g. pdfCardLimit). */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { limits, frameVisibility } = value;
  const options = (Object.keys(PLAN_OPTIONS) as PlanOption[]).filter(
    (o) => o !== 'greetingVideos' || isGreetingVideoOptionOffered(imagePost),
  );

  const toggle = (option: PlanOption, checked: boolean) => {
    const next = toggleOption(limits, option, checked);
    // Frame toggles only mean something with greeting images.
    onChange({ limits: next, frameVisibility: areFrameTogglesEnabled(next) ? frameVisibility : NO_FRAMES });
  };
  const setLimit = (field: string, raw: string) =>
    onChange({ limits: { ...limits, [field]: raw.trim() === '' ? 0 : Number(raw) }, frameVisibility });

  const framesOn = areFrameTogglesEnabled(limits);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{t('planLimits.included')}</Typography>
      <FormGroup>
        <FormControlLabel
          control={<Checkbox checked disabled />}
          label={t('planLimits.card')}
          title={t('planLimits.cardAlways')}
        />
        {options.map((option) => {
          const o = PLAN_OPTIONS[option];
          const included = limits[o.included];
          const limit = limits[o.limit];
          const error = errors[o.limit];
          return (
            <Stack
              key={option}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <FormControlLabel
                sx={{ minWidth: 200 }}
                control={
                  <Checkbox
                    checked={included}
                    disabled={disabled}
                    onChange={(e) => toggle(option, e.target.checked)}
                  />
                }
                label={t(`planLimits.${option}`)}
              />
              {included &&
                (o.editable ? (
                  <TextField
                    size="small"
                    type="number"
                    label={t(`planLimits.${option}.limit`)}
                    value={Number.isNaN(limit) ? '' : limit}
                    disabled={disabled}
                    onChange={(e) => setLimit(o.limit, e.target.value)}
                    error={error !== undefined}
                    helperText={error ?? t('planLimits.unlimitedHint')}
                    slotProps={{ htmlInput: { min: UNLIMITED, step: 1, inputMode: 'numeric' } }}
                    sx={{ maxWidth: 260, ml: { xs: 4, sm: 0 } }}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 4, sm: 0 } }}>
                    {limit === UNLIMITED ? t('planLimits.unlimited') : limit}
                  </Typography>
                ))}
            </Stack>
          );
        })}
      </FormGroup>
      <Typography variant="subtitle2">{t('planLimits.frames')}</Typography>
      <FormGroup>
        {FRAME_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={frameVisibility[key]}
                disabled={disabled || !framesOn}
                onChange={(e) =>
                  onChange({ limits, frameVisibility: { ...frameVisibility, [key]: e.target.checked } })
                }
              />
            }
            label={t(`planLimits.${key}`)}
          />
        ))}
        {!framesOn && <FormHelperText>{t('planLimits.framesHint')}</FormHelperText>}
      </FormGroup>
    </Stack>
  );
}
