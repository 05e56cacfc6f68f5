import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { intlLocale } from '../../core/rules';
import type { UploadManager } from '../../core/upload/types';
import { statusChanges, statusesOf, type StatusChanges } from './announcements';
import { storageWarning, type StorageLevel } from './StorageUsage';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface UploadAnnouncerProps {
  manager: UploadManager;
  storageLevel: StorageLevel;
}

const FULLNESS: Record<StorageLevel, number> = { ok: 0, near: 1, over: 2 };

/**
 * Tells screen-reader users when uploads start, finish, fail, pause, resume or are cancelled,
 * and when the storage fills up. It listens to the manager itself rather than re-rendering on
 * every progress tick.
 */
export const UploadAnnouncer = ({ manager, storageLevel }: UploadAnnouncerProps) => {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  // The level the page opened with is on screen already: only a fuller one is told, once.
  const toldLevel = useRef(storageLevel);

  useEffect(() => {
    const told = toldLevel.current;
    toldLevel.current = storageLevel;
    const warning = storageWarning(t, storageLevel);
    if (warning && FULLNESS[storageLevel] > FULLNESS[told]) setMessage(warning);
  }, [storageLevel, t]);

  useEffect(() => {
    // Made on the first announcement: building one costs a mount more than the rest of it.
    let list: Intl.ListFormat | undefined;
    const names = (files: string[]) =>
      (list ??= new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' })).format(
        files,
      );
    const sentences = ({ started, finished, failed, paused, resumed, cancelled }: StatusChanges) =>
      [
        started.length > 0 &&
          t('Started uploading {{count}} files: {{names}}', {
            count: started.length,
            names: names(started),
          }),
        finished.length > 0 &&
          t('Finished uploading {{count}} files: {{names}}', {
            count: finished.length,
            names: names(finished),
          }),
        failed.length > 0 &&
          t('Failed to upload {{count}} files: {{names}}', {
            count: failed.length,
            names: names(failed),
          }),
        paused.length > 0 &&
          t('Paused uploading {{count}} files: {{names}}', {
            count: paused.length,
            names: names(paused),
          }),
        resumed.length > 0 &&
          t('Resumed uploading {{count}} files: {{names}}', {
            count: resumed.length,
            names: names(resumed),
          }),
        cancelled.length > 0 &&
          t('Cancelled uploading {{count}} files: {{names}}', {
            count: cancelled.length,
            names: names(cancelled),
          }),
      ].filter(Boolean);

    let before = statusesOf(manager.getState().entries);
    return manager.subscribe(() => {
      const { entries } = manager.getState();
      const text = sentences(statusChanges(before, entries)).join(' ');
      before = statusesOf(entries, before);
      if (text) setMessage(text);
    });
  }, [manager, t, i18n.language]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {message}
    </div>
  );
};
