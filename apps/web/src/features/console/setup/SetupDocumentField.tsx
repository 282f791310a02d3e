import { useState } from 'react';
import { FieldError, FileTrigger, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '../../../components/ui';
import { setupToText } from './eventForm';
import { setupFields } from './gameSetup';
import { readUtf8 } from './textFile';

/** Far beyond any game's setup (a whole army list is a few kilobytes): a larger file is not one. */
const MAX_FILE_BYTES = 1_000_000;

/**
 * The game's setup document for play in the app, as JSON: typed or pasted, loaded from a file,
 * or started from the game's example; checked with the game on request (and always before the
 * event is created). The page gives the problem to show (its own check's, or the game's refusal).
 */
export function SetupDocumentField({
  gameName,
  value,
  onChange,
  error,
  example,
  schema,
  accepted,
  checking,
  onCheck,
}: {
  gameName: string | null;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  example: unknown;
  schema: unknown;
  /** The game took this very text when last asked. */
  accepted: boolean;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation('setup');
  const [file, setFile] = useState<{ name: string; problem: string | null } | null>(null);
  const { fields, required } = setupFields(schema);

  async function load(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return setFile({ name: chosen.name, problem: t('create.setup.tooLarge', { file: chosen.name }) });
    const text = await readUtf8(chosen);
    if (text === null) return setFile({ name: chosen.name, problem: t('create.setup.notUtf8', { file: chosen.name }) });
    setFile({ name: chosen.name, problem: null });
    onChange(text);
  }

  const hint = gameName
    ? fields.length > 0
      ? t('create.setup.hintFields', {
          game: gameName,
          fields: fields.join(', '),
          required: required.length > 0 ? required.join(', ') : t('create.setup.noneRequired'),
        })
      : t('create.setup.hint', { game: gameName })
    : t('create.setup.chooseGame');

  return (
    <div className="setup-document">
      <TextField
        className="ui-field setup-document__field"
        value={value}
        onChange={(text) => {
          setFile(null);
          onChange(text);
        }}
        isInvalid={Boolean(error)}
        isRequired
      >
        <Label>{t('create.setup.label')}</Label>
        <TextArea className="setup-document__text" rows={12} spellCheck={false} autoCorrect="off" autoCapitalize="off" />
        <Text slot="description">{hint}</Text>
        <FieldError>{error}</FieldError>
      </TextField>
      <div className="setup-actions">
        {example !== null && example !== undefined ? (
          <Button
            onPress={() => {
              setFile(null);
              onChange(setupToText(example));
            }}
          >
            {value.trim() ? t('create.setup.replaceWithExample') : t('create.setup.useExample')}
          </Button>
        ) : null}
        <FileTrigger acceptedFileTypes={['.json', 'application/json', 'text/plain']} onSelect={(f) => void load(f)}>
          <Button>{t('create.setup.upload')}</Button>
        </FileTrigger>
        <Button isDisabled={!gameName || checking} onPress={onCheck}>
          {checking ? t('create.setup.checking') : t('create.setup.check')}
        </Button>
      </div>
      <p className="setup-document__status" role="status">
        {accepted && gameName ? t('create.setup.accepted', { game: gameName }) : null}
        {file && !file.problem && !accepted ? t('create.setup.loaded', { file: file.name }) : null}
      </p>
      {file?.problem ? <Notice tone="error">{file.problem}</Notice> : null}
    </div>
  );
}
