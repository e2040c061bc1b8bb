import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@panel/shared/constants.ts';
import { PASSWORD_RULES } from '@panel/shared/schemas/auth.ts';

/** PASSWORD_RULES' texts in the catalogue, in their order. */
const RULE_KEYS = ['passwordRules.minLength', 'passwordRules.letterAndNumber', 'passwordRules.maxLength'];

/** The password rules, each ticked only once the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="subtitle2" id={titleId}>
        {t('passwordRules.title')}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {PASSWORD_RULES.map((rule, index) => {
          const met = rule.met(password);
          return (
            <ListItem key={rule.label} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircle fontSize="small" color="success" titleAccess={t('passwordRules.met')} />
                ) : (
                  <RadioButtonUnchecked
                    fontSize="small"
                    color="disabled"
                    titleAccess={t('passwordRules.notMet')}
                  />
                )}
              </ListItemIcon>
              <ListItemText primary={t(RULE_KEYS[index] ?? '', { min: PASSWORD_MIN_LENGTH })} />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
