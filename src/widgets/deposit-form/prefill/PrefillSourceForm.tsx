import { useId, type FormEvent, type RefObject } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import { Button } from '../../../ui/semantic/Button';

export interface PrefillSourceFormProps {
  text: string;
  onText: (text: string) => void;
  /** What the text names ('DOI 10.5281/zenodo.123'), or null. */
  recognised: string | null;
  /** The file chosen last: it stays named while its reading failed. */
  fileName: string | null;
  busy: boolean;
  onLookUp: () => void;
  onFile: (file: File) => void;
  textInput: RefObject<HTMLInputElement>;
}

/**
 * The two ways to start: an identifier typed or pasted and looked up, or a citation file
 * dropped or chosen. The area takes drops only: its button is the keyboard's way in.
 */
export const PrefillSourceForm = ({
  text,
  onText,
  recognised,
  fileName,
  busy,
  onLookUp,
  onFile,
  textInput,
}: PrefillSourceFormProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: ([file]) => {
      if (file) onFile(file);
    },
    multiple: false,
    disabled: busy,
    noClick: true,
    noKeyboard: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the deposit form in React's tree: this submit stays here.
    event.stopPropagation();
    if (!busy && text.trim() !== '') onLookUp();
  };
  return (
    <>
      <form className="ui form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('DOI, arXiv, PubMed or ORCID work')}</label>
          <div className="ui action input">
            <input
              ref={textInput}
              id={`${id}-text`}
              type="text"
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-hint ${id}-recognised`}
              value={text}
              onChange={(event) => onText(event.target.value)}
            />
            <Button
              type="submit"
              primary
              icon="search"
              content={t('Look up')}
              disabled={busy || text.trim() === ''}
            />
          </div>
          <p id={`${id}-hint`} className="ui small text">
            {t(
              'For example 10.5281/zenodo.1234, arXiv:2101.00001, PMID:31452104 or an ORCID work address.',
            )}
          </p>
          <p id={`${id}-recognised`} className="ui small text" aria-live="polite">
            {recognised && t('Recognized: {{identifier}}', { identifier: recognised })}
          </p>
        </div>
      </form>
      <div
        {...getRootProps({
          role: 'group',
          'aria-labelledby': `${id}-file`,
          className: `ui placeholder segment rdm-prefill-drop${isDragActive ? ' secondary' : ''}`,
        })}
      >
        <p id={`${id}-file`}>
          {t('Or a citation file: BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json')}
        </p>
        <div className="inline">
          <Button
            type="button"
            icon="folder open outline"
            content={t('Choose file')}
            disabled={busy}
            onClick={open}
          />
          <span> {t('Or drag a file here')}</span>
        </div>
        {fileName && (
          <p>
            <Icon name="file outline" aria-hidden="true" />
            <strong>{fileName}</strong>
          </p>
        )}
        <input {...getInputProps({ 'aria-label': t('Choose file'), style: { display: 'none' } })} />
      </div>
    </>
  );
};
