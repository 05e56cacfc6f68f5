import { useContext, useEffect, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { Community } from '../../core/model';
import { LogoLoadsContext, logoLoads } from './logoLoads';

export interface CommunityLogoProps {
  community: Pick<Community, 'metadata' | 'links'>;
  size?: 'mini' | 'tiny';
}

/** The community's logo; a placeholder when it has none, until it has loaded, or when it fails. */
export const CommunityLogo = ({ community, size = 'tiny' }: CommunityLogoProps) => {
  const src = community.links?.logo;
  // Keyed by the address, so a new logo gets a chance to load.
  return <LogoImage key={src ?? ''} src={src} title={community.metadata.title} size={size} />;
};

interface LogoImageProps {
  src: string | undefined;
  title: string;
  size: 'mini' | 'tiny';
}

const LogoImage = ({ src, title, size }: LogoImageProps) => {
  const { t } = useTranslation();
  const loads = useContext(LogoLoadsContext);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!src) return;
    let shown = true;
    void logoLoads(loads, src).then((ok) => {
      if (shown) setLoaded(ok);
    });
    return () => {
      shown = false;
    };
  }, [loads, src]);

  // Only a logo that has loaded is shown: a missing one never shows as a broken image. Not
  // semantic-ui-react's Image: it leaves out the `ui` class, and Fomantic's sizes with it.
  if (src && loaded) {
    return (
      <img
        className={`ui ${size} rounded image`}
        src={src}
        alt={t('Logo of {{title}}', { title })}
      />
    );
  }
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
};
