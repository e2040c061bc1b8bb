import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Move up / move down / remove for one entry of an ordered list (keyboard and touch friendly). */
export function ListItemControls({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('cards');
  return (
    <Stack direction="row" spacing={0} sx={{ flexShrink: 0 }}>
      <IconButton
        size="small"
        aria-label={t('list.moveUp', { label })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('list.moveDown', { label })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('list.remove', { label })} onClick={() => onRemove(index)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
}
