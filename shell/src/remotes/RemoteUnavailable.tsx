import { useEffect } from 'react';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import { SectionNotice } from '@powernest/shared-ui/remote';
import { messageIn } from '@powernest/shared-ui/i18n';
import { DEFAULT_LANGUAGE, type SiteLanguage, type SiteRemote } from '@powernest/domain';
import { FRAME_TEXT, useFrameText } from '../i18n';

/**
 * What a visitor sees when one section of the site cannot be loaded. The language is a prop:
 * RemoteSlot, which shows this, is also rendered without a router.
 */
export function RemoteUnavailable({ onRetry, language = DEFAULT_LANGUAGE }: { onRetry: () => void; language?: SiteLanguage }) {
  const t = (id: keyof typeof FRAME_TEXT['en-US']) => messageIn(FRAME_TEXT, language, id);
  return (
    <SectionNotice title={t('sectionUnavailableTitle')} onRetry={onRetry} retryLabel={t('retry')}>
      {t('sectionUnavailable')}
    </SectionNotice>
  );
}

/**
 * What a visitor sees on the pages of a remote built against a platform (contract) version this
 * shell does not provide: the remote is never loaded. Retry reloads the page: a compatible build
 * may have been deployed meanwhile.
 */
export function RemoteRefused({ remote }: { remote: SiteRemote }) {
  const t = useFrameText();
  useEffect(() => {
    console.warn(
      `[powernest] ${remote.name} ${remote.version} was built against platform ${remote.contract}; this site provides ${PLATFORM_VERSION}. Its pages say "${FRAME_TEXT['en-US'].sectionUpdatingTitle}" until a compatible build is deployed.`,
    );
  }, [remote]);
  return (
    <SectionNotice title={t('sectionUpdatingTitle')} onRetry={() => window.location.reload()} retryLabel={t('retry')}>
      {t('sectionUpdating')}
    </SectionNotice>
  );
}
