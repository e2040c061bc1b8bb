import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageCategory, ImageSubcategory, LibraryScope } from '@panel/shared/schemas/image-post.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatDate } from '@/lib/format-date';
import { subcategoriesQuery } from '@/lib/greeting-library';
import { useDeleteImageCategory } from './api/delete-image-category';
import { imageCategoriesQuery } from './api/list-image-categories';
import { useDeleteImageSubcategory } from './api/delete-image-subcategory';
import { CONTENT_KIND_LABELS, CategoryDialog } from './category-dialog';
import { canEdit } from './library-scope';
import { PostsPanel } from './posts-panel';
import { SubcategoryDialog } from './subcategory-dialog';

/**
 * The library as three steps: categories, then the chosen category's subcategories (festivals with
 * their dates, daily posts, business posts), then the chosen subcategory's posts.
 */
export function LibraryPanel({ scope, videosOn }: { scope: LibraryScope; videosOn: boolean }) {
  const { t } = useTranslation('greetings-admin');
  const categories = useQuery(imageCategoriesQuery);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subcategoryId, setSubcategoryId] = useState<string | null>(null);
  const [editingCategory, setEditingCategory] = useState<ImageCategory | 'new' | null>(null);
  const removeCategory = useDeleteImageCategory();

  // The global screen shows only the global library; the agency screen shows global categories too,
  // because the agency's own posts may sit in a global festival.
  const visible = (categories.data?.list ?? []).filter((c) => scope === 'agency' || c.scope === 'global');
  const category = visible.find((c) => c.imageCategoryId === categoryId) ?? visible[0] ?? null;

  // The server refuses while subcategories remain; its message says so in the error dialog.
  const onDeleteCategory = async (c: ImageCategory) => {
    const ok = await dialogs.confirm({
      title: t('library.deleteCategoryTitle'),
      message: t('library.deleteCategoryMessage', { name: c.imageCategoryName }),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    try {
      await removeCategory.mutateAsync(c.imageCategoryId);
      if (c.imageCategoryId === category?.imageCategoryId) setCategoryId(null);
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  if (categories.isPending) return <LoadingState label={t('library.loadingCategories')} />;
  if (categories.isError)
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {t('library.categories')}
          </Typography>
          {category && canEdit(scope, category) && (
            <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditingCategory(category)}>
              {t('library.editCategory')}
            </Button>
          )}
          <Button size="small" startIcon={<Add />} onClick={() => setEditingCategory('new')}>
            {t('library.addCategory')}
          </Button>
        </Stack>
        {visible.length === 0 ? (
          <EmptyState title={t('library.noCategoriesTitle')} text={t('library.noCategoriesText')} />
        ) : (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="tablist"
            aria-label={t('library.categories')}
          >
            {visible.map((c) => (
              <Chip
                key={c.imageCategoryId}
                role="tab"
                aria-selected={c.imageCategoryId === category?.imageCategoryId}
                label={t(c.scope !== scope ? 'library.categoryChipGlobal' : 'library.categoryChip', {
                  name: c.imageCategoryName,
                  kind: t(CONTENT_KIND_LABELS[c.contentKind]),
                })}
                color={c.imageCategoryId === category?.imageCategoryId ? 'primary' : 'default'}
                onClick={() => {
                  setCategoryId(c.imageCategoryId);
                  setSubcategoryId(null);
                }}
                onDelete={canEdit(scope, c) ? () => void onDeleteCategory(c) : undefined}
                deleteIcon={
                  <DeleteOutline
                    role="button"
                    aria-hidden={false}
                    aria-label={t('action.deleteName', { name: c.imageCategoryName })}
                  />
                }
              />
            ))}
          </Stack>
        )}
      </Paper>
      {category && (
        <Subcategories
          key={category.imageCategoryId}
          category={category}
          scope={scope}
          videosOn={videosOn}
          selectedId={subcategoryId}
          onSelect={setSubcategoryId}
        />
      )}
      {editingCategory && (
        <CategoryDialog
          category={editingCategory === 'new' ? null : editingCategory}
          scope={scope}
          onClose={(saved) => {
            setEditingCategory(null);
            if (saved) setCategoryId(saved.imageCategoryId);
          }}
        />
      )}
    </Stack>
  );
}

function Subcategories({
  category,
  scope,
  videosOn,
  selectedId,
  onSelect,
}: {
  category: ImageCategory;
  scope: LibraryScope;
  videosOn: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation('greetings-admin');
  const subs = useQuery(subcategoriesQuery({ imageCategoryId: category.imageCategoryId }));
  const remove = useDeleteImageSubcategory();
  const [editing, setEditing] = useState<ImageSubcategory | 'new' | null>(null);
  const list = (subs.data?.list ?? []).filter((s) => scope === 'agency' || s.scope === 'global');
  const selected = list.find((s) => s.imageSubcategoryId === selectedId) ?? null;

  const onDelete = async (s: ImageSubcategory) => {
    const ok = await dialogs.confirm({
      title: t('library.deleteSubcategoryTitle'),
      message: t('library.deleteSubcategoryMessage', { name: s.imageSubcategoryName }),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(s);
      if (s.imageSubcategoryId === selectedId) onSelect(null);
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {category.imageCategoryName}
          </Typography>
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('library.addSubcategory')}
          </Button>
        </Stack>
        {subs.isPending && <LoadingState label={t('library.loadingSubcategories')} />}
        {subs.isError && <ErrorState error={subs.error} onRetry={() => void subs.refetch()} />}
        {subs.isSuccess && list.length === 0 && <EmptyState title={t('library.noSubcategories')} />}
        <List dense aria-label={t('library.subcategoriesOf', { name: category.imageCategoryName })}>
          {list.map((s) => (
            <ListItem
              key={s.imageSubcategoryId}
              disablePadding
              secondaryAction={
                canEdit(scope, s) && (
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('action.editName', { name: s.imageSubcategoryName })}
                      onClick={() => setEditing(s)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('action.deleteName', { name: s.imageSubcategoryName })}
                      onClick={() => void onDelete(s)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemButton
                selected={s.imageSubcategoryId === selectedId}
                onClick={() => onSelect(s.imageSubcategoryId)}
                sx={{ pr: 10 }}
              >
                <ListItemText
                  primary={s.imageSubcategoryName}
                  secondary={[
                    s.date && formatDate(s.date),
                    s.businessCategories.join(', '),
                    s.scope !== scope && t('global'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {selected ? (
          <PostsPanel
            key={selected.imageSubcategoryId}
            subcategory={selected}
            scope={scope}
            videosOn={videosOn}
          />
        ) : (
          list.length > 0 && <EmptyState title={t('library.chooseTitle')} text={t('library.chooseText')} />
        )}
      </Box>
      {editing && (
        <SubcategoryDialog
          category={category}
          subcategory={editing === 'new' ? null : editing}
          scope={scope}
          onClose={(saved) => {
            setEditing(null);
            if (saved) onSelect(saved.imageSubcategoryId);
          }}
        />
      )}
    </Stack>
  );
}
