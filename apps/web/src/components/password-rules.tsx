import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PASSWORD_RULES } from '@panel/shared/schemas/auth.ts';

/** The password rules, each ticked only once the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const titleId = useId();
  return (
    <div>
      <Typography variant="subtitle2" id={titleId}>
        Your password needs
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <ListItem key={rule.label} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircle fontSize="small" color="success" titleAccess="Met" />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess="Not met yet" />
                )}
              </ListItemIcon>
              <ListItemText primary={rule.label} />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
