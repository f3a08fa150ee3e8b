import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bakery/core';
import type { Texts } from '../../api/operations';

type TextField = 'names' | 'descriptions';

/** Name and description in de, it and en: one labelled group per language. */
export function ProductTextFields({
  names,
  descriptions,
  onChange,
  errorOf,
}: {
  names: Texts;
  descriptions: Texts;
  onChange: (field: TextField, language: Language, value: string) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {LANGUAGES.map((language) => (
        <Fieldset key={language} legend={t(`language.${language}`)} data-language={language}>
          <TextInput
            label={t('products.form.name')}
            value={names[language]}
            onChange={(event) => onChange('names', language, event.currentTarget.value)}
            error={errorOf(`names.${language}`)}
            lang={language}
            required
            maxLength={120}
          />
          <Textarea
            mt="sm"
            label={t('products.form.description')}
            value={descriptions[language]}
            onChange={(event) => onChange('descriptions', language, event.currentTarget.value)}
            error={errorOf(`descriptions.${language}`)}
            lang={language}
            required
            autosize
            minRows={2}
            maxRows={6}
          />
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
