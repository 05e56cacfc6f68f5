import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Image } from 'semantic-ui-react';
import type { Community } from '../../core/model';

export interface CommunityLogoProps {
  community: Pick<Community, 'metadata' | 'links'>;
  size?: 'mini' | 'tiny';
}

/** The community's logo; a placeholder when it has none or the image fails to load. */
export const CommunityLogo = ({ community, size = 'tiny' }: CommunityLogoProps) => {
  const src = community.links?.logo;
  // Keyed by the address, so a new logo gets a fresh chance to load.
  return <LogoImage key={src ?? ''} src={src} title={community.metadata.title} size={size} />;
};

interface LogoImageProps {
  src: string | undefined;
  title: string;
  size: 'mini' | 'tiny';
}

const LogoImage = ({ src, title, size }: LogoImageProps) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Icon
        name="users"
        size={size === 'mini' ? 'large' : 'big'}
        circular
        role="img"
        aria-label={t('Placeholder logo of {{title}}', { title })}
        data-state="placeholder"
      />
    );
  }
  return (
    <Image
      src={src}
      alt={t('Logo of {{title}}', { title })}
      size={size}
      rounded
      onError={() => setFailed(true)}
    />
  );
};
