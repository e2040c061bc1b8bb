import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Avatar from '@mui/material/Avatar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  linkCategoryBodySchema,
  type LinkCategory,
  type LinkType,
} from '@panel/shared/schemas/link-store.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { linkCategoriesQuery } from '@/lib/link-categories';
import { useDeleteLinkCategory } from './api/delete-link-category';
import { useDeleteLinkType } from './api/delete-link-type';
import { useSaveLinkCategory } from './api/save-link-category';
import { LinkTypeDialog } from './link-type-dialog';

/** One inline name field for adding or renaming a category, checked by the shared schema. */
function CategoryNameForm({
  initial,
  onSave,
  onCancel,
  label,
}: {
  initial: string;
  label: string;
  onSave: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('link-store');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = linkCategoryBodySchema.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('category.invalid'));
    try {
      await onSave(parsed.data);
      setName(initial);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!error}
        helperText={error ?? undefined}
      />
      <Button type="submit" variant="contained">
        {t('save')}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
    </Stack>
  );
}

/** /panel/admin/link-store (superadmin): link categories and the link types the card editor offers. */
export default function LinkStorePage() {
  const { t } = useTranslation('link-store');
  const categories = useQuery(linkCategoriesQuery);
  const saveCategory = useSaveLinkCategory();
  const deleteCategory = useDeleteLinkCategory();
  const deleteType = useDeleteLinkType();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ type: LinkType | null; categoryId: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (categories.isPending) return <LoadingState label={t('loading')} />;
  if (categories.isError)
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  const list = categories.data;

  const removeCategory = async (c: LinkCategory) => {
    if (
      !(await dialogs.confirm({
        title: t('category.delete'),
        message: t('category.deleteConfirm', { name: c.name, count: c.linkTypes.length }),
        confirmLabel: t('delete'),
      }))
    )
      return;
    await deleteCategory.mutateAsync(c.linkCategoryId).catch((e: unknown) => setNotice(errorMessage(e)));
  };
  const removeType = async (linkType: LinkType) => {
    if (
      !(await dialogs.confirm({
        title: t('type.delete'),
        message: t('type.deleteConfirm', { name: linkType.name }),
        confirmLabel: t('delete'),
      }))
    )
      return;
    await deleteType.mutateAsync(linkType.linkTypeId).catch((e: unknown) => setNotice(errorMessage(e)));
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
          {t('category.new')}
        </Typography>
        <CategoryNameForm
          initial=""
          label={t('category.name')}
          onSave={async (name) => void (await saveCategory.mutateAsync({ name, displayOrder: list.length }))}
        />
      </Paper>
      {notice && (
        <Alert severity="error" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.length === 0 && <EmptyState title={t('empty.title')} text={t('empty.text')} />}
      {list.map((c) => (
        <Paper key={c.linkCategoryId} variant="outlined" sx={{ p: 2 }}>
          {renaming === c.linkCategoryId ? (
            <CategoryNameForm
              initial={c.name}
              label={t('category.name')}
              onCancel={() => setRenaming(null)}
              onSave={async (name) => {
                await saveCategory.mutateAsync({
                  linkCategoryId: c.linkCategoryId,
                  name,
                  displayOrder: c.displayOrder,
                });
                setRenaming(null);
              }}
            />
          ) : (
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
                {c.name} <Chip size="small" label={c.linkTypes.length} />
              </Typography>
              <IconButton
                aria-label={t('category.rename', { name: c.name })}
                onClick={() => setRenaming(c.linkCategoryId)}
              >
                <Edit fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('deleteNamed', { name: c.name })}
                onClick={() => void removeCategory(c)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
          )}
          <List dense aria-label={t('category.types', { name: c.name })}>
            {c.linkTypes.map((lt) => (
              <ListItem
                key={lt.linkTypeId}
                secondaryAction={
                  <Box>
                    <IconButton
                      aria-label={t('editNamed', { name: lt.name })}
                      onClick={() => setEditing({ type: lt, categoryId: c.linkCategoryId })}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('deleteNamed', { name: lt.name })}
                      onClick={() => void removeType(lt)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                }
              >
                <ListItemAvatar>
                  <Avatar
                    src={lt.iconUrl ?? undefined}
                    alt=""
                    sx={{ width: 32, height: 32, bgcolor: 'primary.light', fontSize: 14 }}
                  >
                    {lt.name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={lt.name}
                  secondary={[lt.fieldType, lt.hrefTemplate].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => setEditing({ type: null, categoryId: c.linkCategoryId })}
          >
            {t('type.add')}
          </Button>
        </Paper>
      ))}
      {editing && (
        <LinkTypeDialog
          categories={list}
          type={editing.type}
          categoryId={editing.categoryId}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
