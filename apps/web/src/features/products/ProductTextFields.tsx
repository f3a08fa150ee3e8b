import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME_MAX } from '@bakery/core';

/** Name and description in de, it and en: one labelled group per language, bound to the form's `names.<language>` / `descriptions.<language>`. */
export function ProductTextFields({ inputProps }: { inputProps: (path: string) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {LANGUAGES.map((language) => (
        <Fieldset key={language} legend={t(`language.${language}`)} data-language={language}>
          <TextInput
            label={t('products.form.name')}
            {...inputProps(`names.${language}`)}
            lang={language}
            required
            maxLength={PRODUCT_NAME_MAX}
          />
          <Textarea
            mt="sm"
            label={t('products.form.description')}
            {...inputProps(`descriptions.${language}`)}
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
