import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryScope } from '@panel/shared/schemas/image-post.ts';
import { LibraryPanel } from './library-panel';
import { PartiesPanel } from './parties-panel';
import { RequestsPanel } from './requests-panel';
import { TagsPanel } from './tags-panel';

type TabKey = 'posts' | 'tags' | 'requests' | 'parties';

/**
 * Greetings Management for one library: the global one (superadmin) or the agency's exclusive
 * posts. The political party list is platform data, so only the global screen edits it.
 */
export function GreetingsManagement({ scope, videosOn }: { scope: LibraryScope; videosOn: boolean }) {
  const { t } = useTranslation('greetings-admin');
  const [tab, setTab] = useState<TabKey>('posts');
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'posts', label: t('tab.posts') },
    { key: 'tags', label: t('tab.tags') },
    { key: 'requests', label: t('tab.requests') },
    ...(scope === 'global' ? [{ key: 'parties' as const, label: t('tab.parties') }] : []),
  ];
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((item) => (
          <Tab key={item.key} value={item.key} label={item.label} />
        ))}
      </Tabs>
      {tab === 'posts' && <LibraryPanel scope={scope} videosOn={videosOn} />}
      {tab === 'tags' && <TagsPanel scope={scope} />}
      {tab === 'requests' && <RequestsPanel />}
      {tab === 'parties' && <PartiesPanel />}
    </Box>
  );
}
